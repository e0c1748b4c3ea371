import { describe, expect } from 'vitest';
import { requestsSettled } from '../testing/browser/waits';
import { test } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { ABOUT_1, ABOUT_2 } from '../src/content/about-alt';
import { ALT_FOOTER_TEXT } from '../src/content/alt-footer';
import { BLOG_POSTS } from '../src/content/blog';
import { COMPANY } from '../src/content/company';
import { SWIPER_DEFER_MS } from '../src/content/constants';
import { FAQ_ITEMS } from '../src/content/faq';
import {
  HOME_3_CTA,
  HOME_3_FACTS,
  HOME_3_FAQ,
  HOME_3_HERO,
  HOME_3_POSTS,
  HOME_3_PROCESSES,
} from '../src/content/alternate-homes';
import { PRODUCTS } from '../src/content/products';
import { gradeHref } from '../src/content/resin-grades';
import { cleanPath } from '../src/content/site-paths';
import { SERVICES } from '../src/content/services';
import { MESSAGES } from '../src/content/messages';
import { PAGE_TITLES, SITE_TEXT } from '../src/content/site-text';
import { fileLinks, linksGoingNowhere } from '../testing/browser/links';
import { SWIPER_KIT } from '../testing/browser/sliders';
import { scrollTo, visit } from '../testing/browser/site-visit';

// The alternate company routes (/home-3, /about-1, /about-2, /service-1, /service-2, ...), their
// footer and shell. /home-2, with its sliders, is in site-home-2.e2e.ts.

const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);
const h1s = (page: Page) => page.locator('h1').allTextContents();
const altFooter = (page: Page) => page.locator('footer.alt-footer');

describe('the alternate company routes', () => {
  test.for([
    ['/home-2', PAGE_TITLES.home2],
    ['/home-3', HOME_3_HERO.title],
    ['/about-1', PAGE_TITLES.about1],
    ['/about-2', PAGE_TITLES.about2],
    ['/service-1', PAGE_TITLES.services],
    ['/service-2', PAGE_TITLES.services2],
    ['/service-details', SERVICES[0]!.service_name],
    ['/service-single', 'Plant & Process Audit'],
  ] as const)(
    '%s shows its own page under one h1, closes with the alternate footer and has no link that goes nowhere',
    async ([route, title], { page, errors }) => {
      await visit(page, route);
      if (route === '/home-2') {
        await page.mouse.wheel(0, 200);
        await section(page, 'home-2-clients').waitFor();
      }
      await altFooter(page).waitFor();
      await expect(h1s(page)).resolves.toEqual([title]);
      await expect(page.locator('footer.site-footer:not(.alt-footer)').count()).resolves.toBe(0);
      await expect(page.getByText(MESSAGES.routeErrorTitle).count()).resolves.toBe(0);
      await expect(linksGoingNowhere(page)).resolves.toEqual([]);
      // Every picture declares its size, so nothing shifts as pictures arrive.
      await expect(
        page
          .locator('main img')
          .evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('width')).length),
      ).resolves.toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test('serves every file the alternate pages link to, the brochure and catalogue PDFs among them', async ({
    page,
    errors,
  }) => {
    const files = new Set<string>();
    for (const route of ['/about-2', '/service-single', '/home-3']) {
      await visit(page, route);
      for (const url of await fileLinks(page)) files.add(url);
    }
    expect([...files].some((url) => url.endsWith(COMPANY.downloads.brochure.href))).toBe(true);
    for (const url of files) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect((await response.body()).subarray(0, 5).toString(), url).toBe('%PDF-');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the alternate footer', () => {
  test("offers a free consultation with a tel: link and points the social icons at the company's profiles", async ({
    page,
    errors,
  }) => {
    await visit(page, '/about-1');
    const footer = altFooter(page);
    await footer.waitFor();
    const consult = footer.getByRole('region', { name: ALT_FOOTER_TEXT.heading });
    await expect(consult.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      ALT_FOOTER_TEXT.heading,
    );
    const call = consult.getByRole('link', { name: new RegExp(ALT_FOOTER_TEXT.callLabel) });
    await expect(call.getAttribute('href')).resolves.toBe(COMPANY.phone.href);
    await expect(call.textContent()).resolves.toContain(COMPANY.phone.display);

    const social = footer.getByRole('list', { name: SITE_TEXT.followUs }).getByRole('link');
    await expect(
      social.evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(COMPANY.social.map((profile) => profile.href));
    for (const link of await social.all()) {
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    }
    // Its links lead to the main pages, whose own footer then takes over.
    await footer.getByRole('link', { name: SITE_TEXT.privacyPolicy }).click();
    await page.waitForURL(/\/privacy\/$/);
    await page.locator('footer.site-footer:not(.alt-footer)').waitFor();
    await expect(altFooter(page).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the shell on the alternate routes', () => {
  test('fixes the header past 300 px and shows the scroll ring past 100 px on /home-3, as on the main routes', async ({
    page,
    errors,
  }) => {
    await visit(page, '/home-3');
    const position = () =>
      page.locator('header.site-header').evaluate((el) => getComputedStyle(el).position);
    const ring = page.getByRole('button', { name: SITE_TEXT.scrollToTop });
    await scrollTo(page, 100);
    await expect(ring.isVisible()).resolves.toBe(false);
    await expect(position()).resolves.toBe('static');
    await scrollTo(page, 600);
    await expect.poll(position).toBe('fixed');
    await ring.waitFor({ state: 'visible' });
    await ring.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect.poll(position).toBe('static');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('reveals the sections of /about-1 as they scroll in and never hides what is on screen', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ viewport: { width: 412, height: 823 } });
    await visit(page, '/about-1');
    const pending = page.locator('main [data-reveal="pending"]');
    await expect.poll(() => pending.count()).toBeGreaterThan(0);
    const hiddenInView = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-reveal="pending"]')].filter((el) => {
            const { top, bottom } = el.getBoundingClientRect();
            return bottom > 0 && top < window.innerHeight - 40;
          }).length,
      );
    await expect(hiddenInView()).resolves.toBe(0);
    await pending.last().evaluate((el) => el.setAttribute('data-test-target', ''));
    const target = page.locator('[data-test-target]');
    await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect.poll(() => target.getAttribute('data-reveal')).toBe('shown');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('opens the menu at 1200 px on /service-2, one submenu at a time, and goes to a main page from it', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ viewport: { width: 1200, height: 900 } });
    await visit(page, '/service-2');
    const toggle = page.getByRole('button', { name: SITE_TEXT.menu });
    const nav = page.getByRole('navigation', { name: SITE_TEXT.mainMenu });
    await toggle.click();
    await expect(nav.isVisible()).resolves.toBe(true);
    const applications = nav.getByRole('button', { name: 'Applications' });
    const contact = nav.getByRole('button', { name: 'Contact Us' });
    await applications.click();
    await expect(applications.getAttribute('aria-expanded')).resolves.toBe('true');
    await contact.click();
    await expect(applications.getAttribute('aria-expanded')).resolves.toBe('false');
    await nav.getByRole('link', { name: 'Career' }).click();
    await page.waitForURL(/\/career\/$/);
    await nav.waitFor({ state: 'hidden' });
    await expect.poll(() => h1s(page)).toEqual([SITE_TEXT.joinOurTeam]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/home-3', () => {
  test('links each recommended grade to its card on /products and opens the FAQ preview one question at a time', async ({
    page,
    errors,
  }) => {
    await visit(page, '/home-3');
    const processes = section(page, 'home-3-processes');
    await expect(processes.locator('h3').allTextContents()).resolves.toEqual(
      HOME_3_PROCESSES.items.map((item) => item.process),
    );
    const expected = HOME_3_PROCESSES.items.flatMap((item) =>
      item.grades.map((title) => cleanPath(gradeHref(PRODUCTS.find((p) => p.title === title)!.id))),
    );
    await expect(
      processes
        .locator('.home-3-process__grades a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(expected);
    const text = await page.locator('main').innerText();
    for (const fact of HOME_3_FACTS) expect(text).toContain(fact.label);
    expect(text).toContain(HOME_3_CTA.heading);
    const faq = section(page, 'home-3-faq').locator('.accordion__button');
    await expect(faq.allTextContents()).resolves.toEqual(
      FAQ_ITEMS.slice(0, HOME_3_FAQ.count).map((item) => item.question),
    );
    await expect(faq.first().getAttribute('aria-expanded')).resolves.toBe('true');
    await faq.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => faq.first().getAttribute('aria-expanded')).toBe('false');
    await expect(faq.nth(1).getAttribute('aria-expanded')).resolves.toBe('true');
    await section(page, 'home-3-posts').scrollIntoViewIfNeeded();
    await expect
      .poll(() => section(page, 'home-3-posts').locator('.news-card__title').allTextContents())
      .toEqual(BLOG_POSTS.slice(0, HOME_3_POSTS.count).map((post) => post.title));

    await processes.locator('.home-3-process__grades a').first().click();
    await page.waitForURL(new RegExp(`${expected[0]!}$`));
    await expect.poll(() => h1s(page)).toEqual([PAGE_TITLES.products]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('pages without a slider', () => {
  test('never download Swiper on /home-3, /about-1, /about-2, /service-2 and /service-details', async ({
    page,
    errors,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (SWIPER_KIT.test(request.url())) requested.push(request.url());
    });
    await page.clock.install();
    for (const route of ['/home-3', '/about-1', '/about-2', '/service-2', '/service-details']) {
      await visit(page, route);
      await page.mouse.wheel(0, 400);
      await page.keyboard.press('Tab');
    }
    await page.clock.runFor(SWIPER_DEFER_MS + 500);
    await requestsSettled(page);
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/about-1 and /about-2', () => {
  test('tells the story year by year with both plants, and the quality page offers the brochure', async ({
    page,
    errors,
  }) => {
    await visit(page, '/about-1');
    let text = await page.locator('main').innerText();
    for (const milestone of ABOUT_1.milestones) expect(text).toContain(milestone.title);
    for (const plant of ABOUT_1.plants) expect(text).toContain(plant.name);
    await visit(page, '/about-2');
    text = await page.locator('main').innerText();
    for (const step of ABOUT_2.batchSteps) expect(text).toContain(step.title);
    const brochure = page
      .locator('main')
      .getByRole('link', { name: new RegExp(COMPANY.downloads.brochure.label) });
    await expect(brochure.getAttribute('href')).resolves.toBe(COMPANY.downloads.brochure.href);
    await expect(brochure.getAttribute('download')).resolves.toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
