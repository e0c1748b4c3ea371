import { describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { COMPANY } from '../src/content/company';
import { SITE_TEXT } from '../src/content/site-text';
import { demoUrl } from '../testing/browser/embed';
import { PHONE, visit } from '../testing/browser/site-visit';

// What a buyer on a phone needs to trust the site: contact details that work there, a scroll
// button that never hides a control, and partner widgets that fit.

/** Whether the element is on the first screen, unscrolled, and is what a tap there would hit. */
async function onFirstScreen(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return `no ${selector}`;
    const box = element.getBoundingClientRect();
    if (window.scrollY !== 0) return 'page scrolled';
    if (box.width === 0 || box.top < 0 || box.bottom > window.innerHeight) return 'off screen';
    if (box.left < 0 || box.right > window.innerWidth) return 'off screen sideways';
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && element.contains(hit) ? 'tappable' : 'covered';
  }, selector);
}
describe('contact details on a phone', () => {
  test("shows a tap-to-call link and 'Inquire Now' on the first screen at 390 px", async ({
    openPage,
  }) => {
    const { page, errors } = await openPage(PHONE);
    await visit(page, '/');
    const call = page.getByRole('link', { name: new RegExp(SITE_TEXT.callAnyTime) });
    await expect(call.count()).resolves.toBe(1);
    await expect(call.getAttribute('href')).resolves.toBe(COMPANY.phone.href);
    await expect(call.textContent()).resolves.toContain(COMPANY.phone.display);
    await expect(onFirstScreen(page, `.top-bar a[href="${COMPANY.phone.href}"]`)).resolves.toBe(
      'tappable',
    );
    await expect(onFirstScreen(page, '.site-header__cta')).resolves.toBe('tappable');
    const inquire = page.getByRole('link', { name: SITE_TEXT.inquireNow });
    await inquire.click();
    await page.waitForURL(/\/inquiry\/$/);
    expect(errors).toEqual([]);
  });

  test('keeps the logo, Inquire Now and the menu inside the header from 320 px up', async ({
    openPage,
  }) => {
    for (const width of [320, 360, 375, 390, 414]) {
      const { page } = await openPage({ viewport: { width, height: 700 } });
      await visit(page, '/gallery');
      for (const selector of ['.logo', '.site-header__cta', '.menu-toggle']) {
        await expect(onFirstScreen(page, selector), `${selector} at ${width}px`).resolves.toBe(
          'tappable',
        );
      }
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth),
        `page width at ${width}px`,
      ).resolves.toBeLessThanOrEqual(width);
      await page.context().close();
    }
  });

  test('offers WhatsApp click-to-chat with a prefilled message in the top bar and on /inquiry', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    await visit(page, '/inquiry');
    const chats = page.locator('a[href^="https://wa.me/"]');
    await expect(chats.count()).resolves.toBe(2);
    for (const chat of await chats.all()) {
      const href = (await chat.getAttribute('href'))!;
      expect(href).toMatch(/^https:\/\/wa\.me\/\d{11,15}\?text=[^&]+$/);
      expect(new URL(href).searchParams.get('text')).toBe(COMPANY.whatsApp.message);
      expect(new URL(href).pathname).toBe(`/${COMPANY.whatsApp.digits}`);
      await expect(chat.getAttribute('target')).resolves.toBe('_blank');
      await expect(chat.getAttribute('rel')).resolves.toContain('noopener');
      const name = await chat.evaluate((a) => a.textContent ?? '');
      expect(name).toContain(SITE_TEXT.whatsApp);
      expect(name).toContain(SITE_TEXT.opensInNewTab);
    }
    await expect(onFirstScreen(page, '.top-bar__whatsapp')).resolves.toBe('tappable');
  });

  test("gives each plant on /location its own telephone: the Sri Lanka plant a +94 number, not India's", async ({
    page,
  }) => {
    await visit(page, '/location');
    const { maharashtra, sriLanka } = COMPANY.addresses;
    const plant = (title: string) => page.locator('main article', { hasText: title });
    const sriLankaTel = plant(sriLanka.title).locator('a[href^="tel:"]');
    await expect(sriLankaTel.getAttribute('href')).resolves.toBe(sriLanka.phone.href);
    await expect(sriLankaTel.textContent()).resolves.toContain('+94 11');
    await expect(plant(sriLanka.title).textContent()).resolves.not.toContain(COMPANY.phone.display);
    await expect(
      plant(maharashtra.title).locator('a[href^="tel:"]').getAttribute('href'),
    ).resolves.toBe(COMPANY.phone.href);
  });

  test('shows the Sri Lanka number beside the Sri Lanka plant on /inquiry, in the footer and on the Lanka Compsite page', async ({
    page,
  }) => {
    const { sriLanka } = COMPANY.addresses;
    for (const [route, scope] of [
      ['/inquiry', 'main address'],
      ['/inquiry', 'footer address'],
      [COMPANY.sisterCompanies[1].path, 'main'],
    ] as const) {
      await visit(page, route);
      const block = page.locator(scope, { hasText: sriLanka.lines[0]! }).last();
      await expect(
        block.locator(`a[href="${sriLanka.phone.href}"]`).count(),
        `${route} ${scope}`,
      ).resolves.toBe(1);
      await expect(block.textContent()).resolves.not.toContain(COMPANY.phone.display);
    }
  });

  test('has one map control per plant on /location: the button that loads its map', async ({
    page,
  }) => {
    await visit(page, '/location');
    const plants = page.locator('main article');
    await expect(plants.count()).resolves.toBe(2);
    for (const plant of await plants.all()) {
      const controls = plant.locator('.map-embed').locator('a, button');
      await expect(controls.count()).resolves.toBe(1);
      await expect(controls.first().textContent()).resolves.toContain(SITE_TEXT.showMap);
    }
    await expect(page.locator('main').getByText(SITE_TEXT.viewMap).count()).resolves.toBe(0);
  });
});
/**
 * Scrolls the whole page in small steps and, at each, looks under the visible scroll-to-top
 * button: nothing a visitor can tap, type into or follow may lie there.
 */
async function ringOverlaps(page: Page) {
  return page.evaluate(async () => {
    const controls =
      'a[href], button, input, select, textarea, label, summary, iframe, [role="button"], [tabindex]:not([tabindex="-1"])';
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ring = document.querySelector<HTMLElement>('.scroll-top')!;
    const found: string[] = [];
    let shownAt = 0;
    // The page's end as it is now: sections that load as they come near make it longer.
    const end = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end(), y + 60)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
      const box = ring.getBoundingClientRect();
      const points = [
        [0.5, 0.5],
        [0.2, 0.2],
        [0.8, 0.2],
        [0.2, 0.8],
        [0.8, 0.8],
        [0.5, 0.05],
        [0.05, 0.5],
        [0.95, 0.5],
        [0.5, 0.95],
      ];
      for (const [fx, fy] of points) {
        const stack = document.elementsFromPoint(
          box.left + box.width * fx!,
          box.top + box.height * fy!,
        );
        // Only a button a tap can hit covers anything.
        if (!ring.contains(stack[0] ?? null)) continue;
        shownAt += 1;
        const under = stack.find((el) => !ring.contains(el) && el.closest(controls));
        if (under) found.push(`${y}px: ${under.closest(controls)!.outerHTML.slice(0, 80)}`);
      }
      if (y >= end()) break;
    }
    return { found: [...new Set(found)], shownAt };
  });
}

describe('the scroll-to-top button on a phone', () => {
  test.for(['/inquiry', '/career', '/'])(
    'never sits over a link, button or field while scrolling through %s at 390 × 844',
    async (route, { openPage }) => {
      const { page, errors } = await openPage(PHONE);
      await visit(page, route);
      const { found, shownAt } = await ringOverlaps(page);
      expect(found).toEqual([]);
      // It is still there to use: at the end of the page, above the footer's last row.
      expect(shownAt).toBeGreaterThan(0);
      // Once the page has settled there (late sections loaded, the ring's fade done).
      const atEnd = () =>
        page.evaluate(() => {
          const ring = document.querySelector('.scroll-top')!.getBoundingClientRect();
          return document
            .elementFromPoint(ring.left + ring.width / 2, ring.top + ring.height / 2)
            ?.closest('.scroll-top')
            ? 'shown'
            : 'hidden';
        });
      await expect.poll(atEnd).toBe('shown');
      expect(errors).toEqual([]);
    },
  );
});
/** The widest a widget's content reaches past its host, after opening every card in both tabs. */
async function widgetOverflow(page: Page) {
  return page.evaluate(async () => {
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const report: string[] = [];
    for (const host of document.querySelectorAll<HTMLElement>('resin-product-tabs')) {
      const root = host.shadowRoot!;
      for (const tab of root.querySelectorAll<HTMLElement>('[role="tab"]')) {
        tab.click();
        await frames();
        for (const toggle of root.querySelectorAll<HTMLElement>('[aria-expanded="false"]')) {
          toggle.click();
        }
        await frames();
        const inner = root.querySelector<HTMLElement>('.resin-product-tabs')!;
        if (host.scrollWidth > host.clientWidth || inner.scrollWidth > host.clientWidth) {
          report.push(`${host.id} ${tab.textContent}: ${inner.scrollWidth} > ${host.clientWidth}`);
        }
      }
    }
    for (const host of document.querySelectorAll<HTMLElement>('resin-application-list')) {
      if (host.scrollWidth > host.clientWidth) report.push(`${host.id}: ${host.scrollWidth}`);
    }
    return report;
  });
}

describe('partner pages on a phone', () => {
  test.for([
    ['sister', 390],
    ['sister', 320],
    ['all', 390],
    ['all', 320],
  ] as const)(
    'demo/%s.html fits %i px, and its product tabs never spill past their host',
    async ([demo, width], { openPage }) => {
      const { page, errors } = await openPage({
        viewport: { width, height: 844 },
        isMobile: true,
      });
      await page.goto(demoUrl(inject('partnerUrl'), inject('siteUrl'), demo));
      await page.locator('resin-product-tabs [role="tab"]').first().waitFor();
      await page.locator('resin-application-list article').first().waitFor();
      await expect(widgetOverflow(page)).resolves.toEqual([]);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth),
      ).resolves.toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
