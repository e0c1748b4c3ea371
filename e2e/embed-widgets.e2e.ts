import { beforeAll, describe, expect, inject } from 'vitest';
import { test, type OpenPage } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { deepFocus, demoUrl, styleInside } from '../testing/browser/embed';
import { FORM_TEXT } from '../src/content/messages';
import { PRODUCT_TABS } from '../src/content/products';

// The demo pages come from the partner origin; the widgets from the site, as on a dealer's site.
const siteUrl = inject('siteUrl');
const partnerUrl = inject('partnerUrl');
beforeAll(() => {
  expect(new URL(partnerUrl).origin).not.toBe(new URL(siteUrl).origin);
});

const tabLabel = (key: string) => PRODUCT_TABS.find((t) => t.key === key)?.label;
const selectedTab = (page: Page, host: string) =>
  page.locator(`${host} [role="tab"][aria-selected="true"]`).textContent();

async function openDemo(openPage: OpenPage, name: string) {
  const watched = await openPage();
  const scripts: string[] = [];
  watched.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await watched.page.goto(demoUrl(partnerUrl, siteUrl, name));
  return { ...watched, scripts };
}

describe('dealer page (inquiry form with a prefilled application, product tabs)', () => {
  test('renders both widgets from the site inside shadow roots, with no console errors', async ({
    openPage,
  }) => {
    const { page, errors, scripts } = await openDemo(openPage, 'dealer');
    const application = page.locator(
      'resin-inquiry-form input[name="applicationName"]:not([type="hidden"])',
    );
    await application.waitFor();
    await expect(application.inputValue()).resolves.toBe('Marine');
    await expect(selectedTab(page, '#dealer-tabs')).resolves.toBe(tabLabel('gelcoat'));

    const roots = await page.evaluate(() =>
      ['resin-inquiry-form', 'resin-product-tabs'].map((tag) => {
        const element = document.querySelector(tag);
        return { light: element?.children.length, shadow: Boolean(element?.shadowRoot) };
      }),
    );
    expect(roots).toEqual([
      { light: 0, shadow: true },
      { light: 0, shadow: true },
    ]);
    // Every widget script came from the site, none from the partner's own server.
    const widgetScripts = scripts.filter((url) => !url.includes('/demo/'));
    expect(widgetScripts.length).toBeGreaterThan(1);
    expect(widgetScripts.every((url) => url.startsWith(`${siteUrl}/`))).toBe(true);
    // Pictures point at the site, where they live, not at the partner page's folder.
    const images = await page.evaluate(() =>
      [
        ...(document.querySelector('resin-product-tabs')?.shadowRoot?.querySelectorAll('img') ??
          []),
      ].map((img) => img.getAttribute('src') ?? ''),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((src) => src.startsWith(`${siteUrl}/images/`))).toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("is untouched by the page's reset, !important rules and 10px root font", async ({
    openPage,
  }) => {
    const { page } = await openDemo(openPage, 'dealer');
    await page.locator('resin-inquiry-form input[name="name"]').waitFor();
    await page
      .locator('resin-product-tabs [role="tabpanel"]:not([hidden]) [part~="card-title"]')
      .first()
      .waitFor();

    // The page: inputs with 5px red borders at 30px, magenta upper-case headings.
    const own = await page.evaluate(() => {
      const s = getComputedStyle(document.querySelector('#application-choice')!);
      const h = getComputedStyle(document.querySelector('h2')!);
      return { border: s.borderTopWidth, size: s.fontSize, color: h.color };
    });
    expect(own).toEqual({ border: '5px', size: '30px', color: 'rgb(255, 0, 255)' });

    const input = await styleInside(page, 'resin-inquiry-form', 'input[name="name"]', [
      'border-top-width',
      'font-size',
      'background-color',
    ]);
    expect(input['border-top-width']).not.toBe('5px');
    expect(input['font-size']).not.toBe('30px');
    expect(input['background-color']).not.toBe('rgb(255, 255, 0)');

    const title = await styleInside(
      page,
      'resin-product-tabs',
      '[role="tabpanel"]:not([hidden]) [part~="card-title"]',
      ['text-transform', 'color'],
    );
    expect(title['text-transform']).toBe('none');
    expect(title.color).not.toBe('rgb(255, 0, 255)');

    // Inherited text styles of the page stop at the widget; its own size is not rem-based.
    const root = await styleInside(page, 'resin-inquiry-form', '.resin-root', [
      'font-size',
      'letter-spacing',
      'text-transform',
      'text-align',
      'font-family',
    ]);
    expect(root['font-size']).toBe('16px');
    expect(root['letter-spacing']).toBe('normal');
    expect(root['text-transform']).toBe('none');
    expect(root['text-align']).not.toBe('center');
    // ... while the theme the page set through --resin-font does arrive.
    expect(root['font-family']).toContain('Georgia');

    // `[hidden] { display: block !important }` would show all three tab panels.
    const panels = await page.evaluate(() =>
      [
        ...(document
          .querySelector('resin-product-tabs')
          ?.shadowRoot?.querySelectorAll('[role="tabpanel"]') ?? []),
      ].map((panel) => getComputedStyle(panel).display),
    );
    expect(panels.filter((display) => display !== 'none')).toHaveLength(1);

    // The brand colour comes from --resin-primary on the page.
    const tab = await styleInside(
      page,
      'resin-product-tabs',
      '[role="tab"][aria-selected="true"]',
      ['background-color'],
    );
    expect(tab['background-color']).toBe('rgb(156, 28, 19)');
    await page.context().close();
  });

  test('follows the page changing application and tab, and returns to defaults when removed', async ({
    openPage,
  }) => {
    const { page } = await openDemo(openPage, 'dealer');
    const application = page.locator(
      'resin-inquiry-form input[name="applicationName"]:not([type="hidden"])',
    );
    await application.waitFor();

    await page.selectOption('#application-choice', 'Car Putty');
    await expect.poll(() => application.inputValue()).toBe('Car Putty');
    await page.selectOption('#tab-choice', 'optical');
    await expect.poll(() => selectedTab(page, '#dealer-tabs')).toBe(tabLabel('optical'));

    // The empty options remove the attributes.
    await page.selectOption('#tab-choice', '');
    await expect.poll(() => selectedTab(page, '#dealer-tabs')).toBe(tabLabel('unsaturated'));
    await page.selectOption('#application-choice', '');
    await expect.poll(() => application.inputValue()).toBe('');
    await expect(page.locator('#dealer-tabs').getAttribute('tab')).resolves.toBeNull();

    // A script may use the properties too.
    await page.evaluate(() => {
      document.querySelector('resin-product-tabs')!.tab = 'gelcoat';
    });
    await expect.poll(() => selectedTab(page, '#dealer-tabs')).toBe(tabLabel('gelcoat'));
    await page.context().close();
  });

  test('works with the keyboard alone: tabs by arrow keys, cards by Enter', async ({
    openPage,
  }) => {
    const { page } = await openDemo(openPage, 'dealer');
    await page.locator('resin-product-tabs [role="tab"]').first().waitFor();
    await page.locator('resin-product-tabs').evaluate((host) => host.scrollIntoView());
    // Start from the page's own tab control and move on into the widget.
    await page.focus('#tab-choice');
    await page.keyboard.press('Tab');
    await expect(deepFocus(page)).resolves.toMatchObject({
      role: 'tab',
      host: 'resin-product-tabs',
      text: tabLabel('gelcoat'),
    });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedTab(page, '#dealer-tabs')).toBe(tabLabel('optical'));
    await page.keyboard.press('Home');
    await expect.poll(() => selectedTab(page, '#dealer-tabs')).toBe(tabLabel('unsaturated'));

    // Tab leaves the tab list for the panel, then reaches the first card's toggle.
    const toggle = page
      .locator('resin-product-tabs [role="tabpanel"]:not([hidden]) [part~="card-toggle"]')
      .first();
    for (let i = 0; i < 5 && !(await toggle.evaluate((el) => el.matches(':focus'))); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });
});

describe('sister-company page (product tabs, application list with Enquire)', () => {
  test('shows the chosen applications in order, with Enquire buttons, despite article { display: none !important }', async ({
    openPage,
  }) => {
    const { page, errors } = await openDemo(openPage, 'sister');
    const entries = page.locator('resin-application-list article');
    await entries.first().waitFor();
    await expect(entries.evaluateAll((list) => list.map((a) => a.id))).resolves.toEqual([
      'marine',
      'vaccuminfusion',
      'solidsurface',
      'furniturelamination',
    ]);
    await expect(entries.first().isVisible()).resolves.toBe(true);
    await expect(page.locator('resin-application-list [part~="button"]').count()).resolves.toBe(4);
    // [role=tab] { visibility: hidden !important } on the page does not hide the widget's tabs.
    await expect(page.locator('resin-product-tabs [role="tab"]').first().isVisible()).resolves.toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('takes a bare enquire attribute as on and its removal as off', async ({ openPage }) => {
    const { page } = await openDemo(openPage, 'sister');
    const buttons = page.locator('resin-application-list [part~="button"]');
    await buttons.first().waitFor();
    await page.evaluate(() =>
      document.querySelector('resin-application-list')!.removeAttribute('enquire'),
    );
    await expect.poll(() => buttons.count()).toBe(0);
    await page.evaluate(() =>
      document.querySelector('resin-application-list')!.setAttribute('enquire', ''),
    );
    await expect.poll(() => buttons.count()).toBe(4);
    await page.evaluate(() =>
      document.querySelector('resin-application-list')!.setAttribute('slugs', 'smc'),
    );
    await expect.poll(() => page.locator('resin-application-list article').count()).toBe(1);
    await page.context().close();
  });
  test('opens the inquiry as a modal dialog in the shadow root: focus kept inside, Escape, focus back, parts styled by the page', async ({
    openPage,
  }) => {
    const { page, errors } = await openDemo(openPage, 'sister');
    const list = page.locator('resin-application-list');
    // A partner's ::part() rules reach the dialog's backdrop, panel and close button. (Added as
    // a constructed sheet: the page's Content-Security-Policy refuses an inline <style>.)
    await page.evaluate((rules) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, ['resin-application-list::part(backdrop) { background: rgb(1, 2, 3); }', 'resin-application-list::part(dialog) { border-radius: 3px; }', 'resin-application-list::part(close) { color: rgb(4, 5, 6); }'].join('\n'));
    await list.getByRole('button', { name: FORM_TEXT.enquireAbout('Marine') }).click();
    const dialog = list.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
    await dialog.waitFor();
    await expect(dialog.evaluate((el) => el.matches(':modal'))).resolves.toBe(true);
    await expect(deepFocus(page)).resolves.toMatchObject({
      name: 'name',
      host: 'resin-application-list',
    });
    const insideDialog = () =>
      page.evaluate(() => {
        let element = document.activeElement;
        while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
        return element?.getRootNode() instanceof ShadowRoot && !!element.closest('dialog:modal');
      });
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press(key);
        await expect(insideDialog()).resolves.toBe(true);
      }
    }
    const host = 'resin-application-list';
    await expect(
      styleInside(page, host, '[part="backdrop"]', ['background-color']),
    ).resolves.toEqual({ 'background-color': 'rgb(1, 2, 3)' });
    await expect(styleInside(page, host, '[part="dialog"]', ['border-radius'])).resolves.toEqual({
      'border-radius': '3px',
    });
    await expect(styleInside(page, host, '[part~="close"]', ['color'])).resolves.toEqual({
      color: 'rgb(4, 5, 6)',
    });
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(deepFocus(page)).resolves.toMatchObject({
      text: FORM_TEXT.enquire,
      host: 'resin-application-list',
    });
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('all five widgets on one page', () => {
  test('renders widgets written before and after the script and ones the page adds later, loading each file once', async ({
    openPage,
  }) => {
    const { page, errors, scripts } = await openDemo(openPage, 'all');
    await page.locator('resin-inquiry-form form').waitFor();
    await page.locator('resin-product-tabs [role="tab"]').first().waitFor();
    await page.locator('resin-contact-form form').waitFor();
    await page.locator('resin-application-list article').first().waitFor();

    await page.click('#add-career');
    await page.locator('resin-career-form input[name="resume"]').waitFor({ state: 'attached' });
    await page.click('#add-tabs');
    await expect.poll(() => page.locator('resin-product-tabs').count()).toBe(2);
    await expect
      .poll(() =>
        page
          .locator('#added-later resin-product-tabs [role="tab"][aria-selected="true"]')
          .textContent(),
      )
      .toBe(tabLabel('gelcoat'));

    // One copy of every chunk, React's included, however many widgets.
    const fromSite = scripts.filter((url) => url.startsWith(siteUrl));
    expect(new Set(fromSite).size).toBe(fromSite.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("keeps the widgets' CSS inside: page elements with widget class names are not styled", async ({
    openPage,
  }) => {
    const { page } = await openDemo(openPage, 'all');
    await page.locator('resin-product-tabs [role="tab"]').first().waitFor();
    const styles = await page.evaluate(() =>
      ['#plain', '#decoy'].map((selector) => {
        const s = getComputedStyle(document.querySelector(selector)!);
        return [s.position, s.display, s.color, s.backgroundColor, s.borderTopWidth, s.fontFamily];
      }),
    );
    expect(styles[1]).toEqual(styles[0]);
    await page.context().close();
  });

  test('treats a second copy of the loader as harmless', async ({ openPage }) => {
    const { page, errors, scripts } = await openDemo(openPage, 'all');
    await page.locator('resin-contact-form form').waitFor();
    await page.evaluate(() => {
      (window as unknown as { firstTabs: unknown }).firstTabs =
        customElements.get('resin-product-tabs');
    });
    const before = scripts.length;
    await page.evaluate(
      (src) =>
        new Promise<void>((done, fail) => {
          const script = document.createElement('script');
          script.type = 'module';
          script.src = src;
          script.onload = () => done();
          script.onerror = () => fail(new Error('second loader failed'));
          document.head.append(script);
        }),
      `${siteUrl}/embed/resin-widgets.js?copy=2`,
    );
    // The copy ran, fetched nothing further and replaced no definition.
    expect(scripts.slice(before)).toEqual([`${siteUrl}/embed/resin-widgets.js?copy=2`]);
    await expect(
      page.evaluate(
        () =>
          (window as unknown as { firstTabs: unknown }).firstTabs ===
          customElements.get('resin-product-tabs'),
      ),
    ).resolves.toBe(true);
    // Widgets still arrive afterwards.
    await page.click('#add-career');
    await page.locator('resin-career-form form').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the demo pages under the site itself (npm start)', () => {
  test('load the widgets from their own origin without ?site=', async ({ page, errors }) => {
    await page.goto(`${siteUrl}/demo/`);
    await page.click('a[href$="sister.html"]');
    await page.locator('resin-application-list article').first().waitFor();
    await page.locator('resin-product-tabs [role="tab"]').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
