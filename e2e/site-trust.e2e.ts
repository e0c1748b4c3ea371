import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../dev/testing/browser';
import { APPLICATIONS } from '../src/content/applications';
import { COMPANY } from '../src/content/company';
import { CATALOGUE_TEXT, MESSAGES } from '../src/content/messages';
import { CAREER_COPY } from '../src/content/page-copy';
import { OPEN_POSITIONS } from '../src/content/positions';
import { gradeHref, gradesOfType } from '../src/content/resin-grades';
import { PAGE_TITLES, SITE_TEXT } from '../src/content/site-text';
import { demoUrl } from './support/embed';

// What a buyer needs to trust the site: grades one click from an application, contact
// details that work on a phone, the open jobs, a scroll button that never hides a control, a
// helpful 404 and partner widgets that fit a phone.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function visit(page: Page, route: string) {
  await page.goto(`${inject('siteUrl')}/#${route}`);
  await page.locator('main h1').first().waitFor();
  await page.locator('.preloader').waitFor({ state: 'detached' });
}

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

describe('applications link to their grades', () => {
  it('links each suitable grade of an application to its card on /products, and opens it there', async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/applications');
    const manhole = APPLICATIONS.find((app) => app.slug === 'manhole')!;
    const entry = page.locator('article#manhole');
    const links = entry
      .getByRole('list', { name: CATALOGUE_TEXT.matchingGrades })
      .getByRole('link');
    const grades = manhole.service_Right.flatMap((type) => gradesOfType(type));
    await expect(links.allTextContents()).resolves.toEqual(grades.map((g) => g.title));
    await expect(
      links.evaluateAll((list) => list.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(grades.map((g) => `#${gradeHref(g.id)}`));

    const view = entry.getByRole('link', {
      name: new RegExp(`^${CATALOGUE_TEXT.viewApplication}\\W+Manhole$`),
    });
    await expect(view.getAttribute('href')).resolves.toBe(`#${manhole.path}`);

    await links.first().click();
    await page.waitForURL(new RegExp(`#/products#${grades[0]!.id}$`));
    await page.locator('main h1', { hasText: PAGE_TITLES.products }).waitFor();
    expect(errors).toEqual([]);
  });

  it("on a partner's page links the grades to the site's own /products, in a new tab, without 'View application'", async () => {
    const { page, errors } = await openPage(browser);
    const siteUrl = inject('siteUrl');
    await page.goto(demoUrl(inject('partnerUrl'), siteUrl, 'sister'));
    const list = page.locator('resin-application-list');
    const marine = list.locator('article#marine');
    await marine.waitFor();
    const links = marine
      .getByRole('list', { name: CATALOGUE_TEXT.matchingGrades })
      .getByRole('link');
    const hrefs = await links.evaluateAll((all) =>
      all.map((a) => [a.getAttribute('href'), a.getAttribute('target')]),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const [href, target] of hrefs) {
      expect(href).toMatch(new RegExp(`^${siteUrl}/#/products#[a-z-]+$`));
      expect(target).toBe('_blank');
    }
    await expect(list.getByRole('link', { name: /View application/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('contact details on a phone', () => {
  it("shows a tap-to-call link and 'Inquire Now' on the first screen at 390 px", async () => {
    const { page, errors } = await openPage(browser, PHONE);
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
    await page.waitForURL(/#\/inquiry$/);
    expect(errors).toEqual([]);
  });

  it('keeps the logo, Inquire Now and the menu inside the header from 320 px up', async () => {
    for (const width of [320, 360, 375, 390, 414]) {
      const { page } = await openPage(browser, { viewport: { width, height: 700 } });
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

  it('offers WhatsApp click-to-chat with a prefilled message in the top bar and on /inquiry', async () => {
    const { page } = await openPage(browser, PHONE);
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

  it("gives each plant on /location its own telephone: the Sri Lanka plant a +94 number, not India's", async () => {
    const { page } = await openPage(browser);
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

  it('shows the Sri Lanka number beside the Sri Lanka plant on /inquiry, in the footer and on the Lanka Compsite page', async () => {
    const { page } = await openPage(browser);
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

  it('has one map control per plant on /location: the button that loads its map', async () => {
    const { page } = await openPage(browser);
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

describe('footer', () => {
  it('shows the CIN and GSTIN in their formats and links Career', async () => {
    const { page } = await openPage(browser);
    await visit(page, '/');
    const footer = page.locator('footer.site-footer');
    const registration = await footer.locator('.site-footer__registration').innerText();
    const cin = registration.match(/CIN\s+(\S+)/)?.[1];
    const gstin = registration.match(/GSTIN\s+(\S+)/)?.[1];
    expect(cin).toMatch(/^[LU]\d{5}MH\d{4}PTC\d{6}$/);
    expect(gstin).toMatch(/^27[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    await expect(
      footer.locator('abbr[title="Corporate Identification Number"]').count(),
    ).resolves.toBe(1);
    await footer.getByRole('link', { name: PAGE_TITLES.career }).click();
    await page.waitForURL(/#\/career$/);
  });

  it("points the social icons at the company's profiles, each opening in a new tab", async () => {
    const { page } = await openPage(browser);
    await visit(page, '/');
    const socials = page.locator('.social-links a');
    await expect(socials.count()).resolves.toBe(COMPANY.social.length + 2);
    const profiles = COMPANY.social.map((social) => social.href);
    for (const link of await socials.all()) {
      expect(profiles).toContain(await link.getAttribute('href'));
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      await expect(link.textContent()).resolves.toContain(SITE_TEXT.opensInNewTab);
    }
  });
});

describe('open positions on /career', () => {
  it('lists the positions above the form, each with its title, location, type and summary', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await visit(page, '/career');
    const items = page.locator('.positions > li');
    await expect(items.count()).resolves.toBe(OPEN_POSITIONS.length);
    for (const [index, position] of OPEN_POSITIONS.entries()) {
      const text = await items.nth(index).innerText();
      for (const part of [position.title, position.location, position.type, position.summary]) {
        expect(text).toContain(part);
      }
    }
    const formTop = await page
      .getByRole('form', { name: 'Career application form' })
      .evaluate((form) => form.getBoundingClientRect().top);
    const lastItemBottom = await items.last().evaluate((li) => li.getBoundingClientRect().bottom);
    expect(lastItemBottom).toBeLessThan(formTop);
    expect(errors).toEqual([]);
  });

  it('Apply puts the position into the message and takes the visitor to the form', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await visit(page, '/career');
    const [, second, third] = OPEN_POSITIONS;
    const message = page.locator('textarea[name="message"]');
    await message.fill('I have five years of FRP experience.');
    await page.getByRole('button', { name: new RegExp(`Apply.*${second!.title}`) }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('name');
    await expect(message.inputValue()).resolves.toBe(
      `${CAREER_COPY.applyingFor(second!.title, second!.location)}\n\nI have five years of FRP experience.`,
    );
    await expect(page.getByRole('status').filter({ hasText: second!.title }).count()).resolves.toBe(
      1,
    );
    // Another position replaces the first, keeping what the visitor wrote.
    await page.getByRole('button', { name: new RegExp(`Apply.*${third!.title}`) }).click();
    await expect(message.inputValue()).resolves.toBe(
      `${CAREER_COPY.applyingFor(third!.title, third!.location)}\n\nI have five years of FRP experience.`,
    );
    // The form took the text as typed: it is in the saved draft too.
    const draft = await page.evaluate(() => localStorage.getItem('resin-draft:career') ?? '');
    expect(draft).toContain(third!.title);
    // The field is on screen once the page has scrolled to the form.
    await expect
      .poll(() =>
        page.locator('input[name="name"]').evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top > 0 && box.bottom < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(errors).toEqual([]);
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
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end, y + 60)) {
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
      if (y >= end) break;
    }
    return { found: [...new Set(found)], shownAt };
  });
}

describe('the scroll-to-top button on a phone', () => {
  it.each(['/inquiry', '/career', '/'])(
    'never sits over a link, button or field while scrolling through %s at 390 × 844',
    async (route) => {
      const { page, errors } = await openPage(browser, PHONE);
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

describe('an unknown address', () => {
  it("keeps 'Unexpected Application Error!' and '404 Not Found' in the site's banner, with links home and to the products", async () => {
    const { page, errors } = await openPage(browser);
    await visit(page, '/no-such-page');
    await expect(page.locator('main .page-banner h1').textContent()).resolves.toBe(
      MESSAGES.routeErrorTitle,
    );
    await expect(page.locator('main').innerText()).resolves.toContain(MESSAGES.notFoundStatus);
    await expect(page.locator('main').innerText()).resolves.toContain(SITE_TEXT.notFoundText);
    await page.getByRole('link', { name: SITE_TEXT.seeProducts }).click();
    await page.waitForURL(/#\/products$/);
    await page.goBack();
    await page.getByRole('link', { name: SITE_TEXT.goHome }).click();
    await page.waitForURL(/#\/$/);
    expect(errors).toEqual([]);
  });
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
  it.each([
    ['sister', 390],
    ['sister', 320],
    ['all', 390],
    ['all', 320],
  ] as const)(
    'demo/%s.html fits %i px, and its product tabs never spill past their host',
    async (demo, width) => {
      const { page, errors } = await openPage(browser, {
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
