import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../dev/testing/browser';
import { ABOUT_1, ABOUT_2 } from '../src/content/about-alt';
import { ALT_FOOTER_TEXT } from '../src/content/alt-footer';
import { BLOG_POSTS } from '../src/content/blog';
import { COMPANY } from '../src/content/company';
import { HOME_2_LATEST_POSTS, SLIDERS, SWIPER_DEFER_MS } from '../src/content/constants';
import { FAQ_ITEMS } from '../src/content/faq';
import { CLIENT_LOGOS, HOME_PRODUCT_CARDS } from '../src/content/home';
import {
  HOME_2_RD,
  HOME_2_SECTIONS,
  HOME_2_SLIDES,
  HOME_2_TEXT_BANDS,
  HOME_2_VIDEO,
  HOME_3_CTA,
  HOME_3_FACTS,
  HOME_3_FAQ,
  HOME_3_HERO,
  HOME_3_POSTS,
  HOME_3_PROCESSES,
  HOME_ALT_LABELS,
} from '../src/content/home-alt';
import { CASE_STUDIES } from '../src/content/portfolio';
import { PRODUCTS } from '../src/content/products';
import { gradeHref } from '../src/content/resin-grades';
import { cleanPath } from '../src/content/site-paths';
import { SERVICES } from '../src/content/services';
import { MESSAGES } from '../src/content/messages';
import { PAGE_TEXT, PAGE_TITLES, SITE_TEXT } from '../src/content/site-text';
import { CAROUSEL_TESTIMONIALS } from '../src/content/testimonials';
import { fileLinks, linksGoingNowhere } from './support/links';
import {
  layoutShift,
  realIndex,
  slideFit,
  SWIPER_KIT,
  swiperReady,
  swiperView,
} from './support/sliders';
import { visit } from './support/site-visit';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);
const h1s = (page: Page) => page.locator('h1').allTextContents();
const altFooter = (page: Page) => page.locator('footer.alt-footer');

/** The second home page's sections arrive after load; scrolling brings them at once. */
async function visitHome2(page: Page) {
  await visit(page, '/home-2');
  await page.mouse.wheel(0, 200);
  await section(page, 'home-2-clients').waitFor();
}

const BANNER = '.home-2-banner';
const CASES = 'section[aria-labelledby="home-2-cases"]';
const CLIENTS = 'section[aria-labelledby="home-2-clients"]';
const TESTIMONIALS = 'section[aria-labelledby="home-2-testimonials"]';

describe('the alternate company routes', () => {
  it.each([
    ['/home-2', PAGE_TITLES.home2],
    ['/home-3', HOME_3_HERO.title],
    ['/about-1', PAGE_TITLES.about1],
    ['/about-2', PAGE_TITLES.about2],
    ['/service-1', PAGE_TITLES.services],
    ['/service-2', PAGE_TITLES.services2],
    ['/service-details', SERVICES[0]!.service_name],
    ['/service-single', 'Plant & Process Audit'],
  ])(
    '%s shows its own page under one h1, closes with the alternate footer and has no link that goes nowhere',
    async (route, title) => {
      const { page, errors } = await openPage(browser);
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

  it('serves every file the alternate pages link to, the brochure and catalogue PDFs among them', async () => {
    const { page, errors } = await openPage(browser);
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
  it("offers a free consultation with a tel: link and points the social icons at the company's profiles", async () => {
    const { page, errors } = await openPage(browser);
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
  it('fixes the header past 300 px and shows the scroll ring past 100 px on /home-3, as on the main routes', async () => {
    const { page, errors } = await openPage(browser);
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

  it('reveals the sections of /about-1 as they scroll in and never hides what is on screen', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 412, height: 823 } });
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

  it('opens the menu at 1200 px on /service-2, one submenu at a time, and goes to a main page from it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1200, height: 900 } });
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

describe('/home-2', () => {
  it('carries the banner slides, R&D, services accordion, case studies, two text bands, video, products, testimonials, two posts and clients', async () => {
    const { page, errors } = await openPage(browser);
    await visitHome2(page);
    const slides = page.locator(`${BANNER} .home-2-banner__title`);
    await expect(slides.allTextContents()).resolves.toEqual(HOME_2_SLIDES.map((s) => s.title));
    await expect(
      section(page, 'home-2-rd').getByRole('heading').first().textContent(),
    ).resolves.toBe(HOME_2_RD.heading);
    const services = section(page, 'home-2-services');
    await expect(services.locator('.accordion__button').allTextContents()).resolves.toEqual(
      SERVICES.map((service) => service.service_name),
    );
    await expect(section(page, 'home-2-cases').locator('h3').allTextContents()).resolves.toEqual(
      CASE_STUDIES.map((study) => study.title),
    );
    const bands = page.getByRole('region', { name: HOME_ALT_LABELS.textBands });
    await expect(bands.locator('.text-bands__band').count()).resolves.toBe(2);
    for (const [index, words] of HOME_2_TEXT_BANDS.entries()) {
      await expect(
        bands.locator(`.text-bands__band--${index} ul:not([aria-hidden]) li`).allTextContents(),
      ).resolves.toEqual(words);
    }
    await expect(
      section(page, 'home-2-video')
        .getByRole('button', { name: PAGE_TEXT.playVideo(HOME_2_VIDEO.title) })
        .count(),
    ).resolves.toBe(1);
    await expect(section(page, 'home-2-products').locator('h3').allTextContents()).resolves.toEqual(
      HOME_PRODUCT_CARDS.map((card) => card.name),
    );
    await expect(
      section(page, 'home-2-testimonials').locator('.testimonials-carousel__title').count(),
    ).resolves.toBe(CAROUSEL_TESTIMONIALS.length);
    expect(HOME_2_LATEST_POSTS).toBe(2);
    // The post teasers load as their section nears the viewport.
    await section(page, 'home-2-posts').scrollIntoViewIfNeeded();
    await expect
      .poll(() => section(page, 'home-2-posts').locator('.news-card__title').allTextContents())
      .toEqual(BLOG_POSTS.slice(0, 2).map((post) => post.title));
    await expect(
      section(page, 'home-2-clients')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
    ).resolves.toEqual(CLIENT_LOGOS.map((client) => client.logo.alt));
    for (const head of Object.values(HOME_2_SECTIONS)) {
      await expect(
        page.getByRole('heading', { level: 2, name: head.heading }).count(),
      ).resolves.toBe(1);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the banner with Swiper’s cards per view before Swiper arrives, only after the first paint, and without moving anything', async () => {
    for (const [width, perView] of [
      [1366, 3],
      [800, 2],
      [400, 1],
    ] as const) {
      const { page, errors } = await openPage(browser, { viewport: { width, height: 900 } });
      let kitRequested = false;
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(SWIPER_KIT, async (route) => {
        kitRequested = true;
        await gate;
        await route.continue();
      });
      await visit(page, '/home-2');
      await page.waitForFunction(() => document.readyState === 'complete');
      expect(kitRequested).toBe(false);
      const before = await slideFit(page, BANNER);
      expect((before.slider + 24) / (before.slide + 24)).toBeCloseTo(perView, 1);
      await expect.poll(() => kitRequested, { timeout: SWIPER_DEFER_MS + 5000 }).toBe(true);
      release();
      await swiperReady(page, BANNER);
      expect(await swiperView(page, BANNER)).toMatchObject({
        perView,
        loop: true,
        speed: SLIDERS.bannerTwo.speed,
        delay: SLIDERS.bannerTwo.delay,
        running: true,
      });
      const after = await slideFit(page, BANNER);
      expect(after.slide).toBeCloseTo(before.slide, 0);
      expect(after.top).toBeCloseTo(before.top, 0);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('sets the clients, case study and testimonials sliders as specified and advances them by themselves', async () => {
    const { page, errors } = await openPage(browser);
    await visitHome2(page);
    for (const root of [CASES, CLIENTS, TESTIMONIALS]) await swiperReady(page, root);
    expect(await swiperView(page, CLIENTS)).toMatchObject({
      delay: SLIDERS.clients.delay,
      perView: 3,
      loop: true,
      running: true,
    });
    expect(await swiperView(page, CASES)).toMatchObject({
      delay: SLIDERS.caseStudy.delay,
      perView: 1,
      loop: true,
      running: true,
    });
    expect(await swiperView(page, TESTIMONIALS)).toMatchObject({
      delay: SLIDERS.testimonials.delay,
      spaceBetween: SLIDERS.testimonials.gap,
      loop: true,
      running: true,
    });
    // The clients change every 3 s: one card on after the first delay.
    await page.locator(CLIENTS).scrollIntoViewIfNeeded();
    await expect
      .poll(() => realIndex(page, CLIENTS), { timeout: SLIDERS.clients.delay + 3000 })
      .not.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pauses a slider under the pointer, while focus is in its slides and from its pause button', async () => {
    const { page, errors } = await openPage(browser);
    await visitHome2(page);
    await swiperReady(page, CLIENTS);
    // The post teasers above the clients load as they near the view and grow their section;
    // let them arrive first, so the slider stays under the resting pointer.
    await section(page, 'home-2-posts').scrollIntoViewIfNeeded();
    await page.locator('.latest-news__cards[aria-busy="false"]').waitFor();
    const clients = page.locator(CLIENTS);
    await clients.scrollIntoViewIfNeeded();
    await clients.locator('.swiper').hover();
    await expect.poll(async () => (await swiperView(page, CLIENTS)).paused).toBe(true);
    // A change already under way may finish; none starts while the pointer stays.
    await page.waitForTimeout(SLIDERS.clients.speed + 200);
    const held = await realIndex(page, CLIENTS);
    await page.waitForTimeout(SLIDERS.clients.delay + 700);
    expect(await realIndex(page, CLIENTS)).toBe(held);
    await page.mouse.move(5, 5);
    await expect.poll(async () => (await swiperView(page, CLIENTS)).paused).toBe(false);

    // A keyboard user reading a case study is not interrupted.
    await swiperReady(page, CASES);
    await page
      .locator(CASES)
      .getByRole('link', { name: HOME_ALT_LABELS.readCaseStudyOf(CASE_STUDIES[0]!.label) })
      .focus();
    await expect.poll(async () => (await swiperView(page, CASES)).running).toBe(false);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(async () => (await swiperView(page, CASES)).running).toBe(true);

    const testimonials = page.locator(TESTIMONIALS);
    await testimonials.getByRole('button', { name: PAGE_TEXT.pauseSlides }).click();
    expect((await swiperView(page, TESTIMONIALS)).running).toBe(false);
    await testimonials.getByRole('button', { name: PAGE_TEXT.playSlides }).click();
    expect((await swiperView(page, TESTIMONIALS)).running).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves the testimonials with the previous and next arrows from the keyboard', async () => {
    const { page, errors } = await openPage(browser, { reducedMotion: 'reduce' });
    await visitHome2(page);
    await swiperReady(page, TESTIMONIALS);
    const testimonials = page.locator(TESTIMONIALS);
    // As a visitor would: with the section in view and the page's pictures in, so no late
    // re-layout of the slider (Swiper re-places a looping slider when its width changes) meets
    // the key press.
    await testimonials.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const next = testimonials.getByRole('button', { name: PAGE_TEXT.nextSlide });
    const previous = testimonials.getByRole('button', { name: PAGE_TEXT.previousSlide });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => realIndex(page, TESTIMONIALS)).toBe(1);
    await page.keyboard.press(' ');
    await expect.poll(() => realIndex(page, TESTIMONIALS)).toBe(2);
    await previous.focus();
    for (const expected of [1, 0, CAROUSEL_TESTIMONIALS.length - 1]) {
      await page.keyboard.press('Enter');
      await expect.poll(() => realIndex(page, TESTIMONIALS)).toBe(expected);
    }
    // Under reduced motion the cards change at once, without sliding.
    expect((await swiperView(page, TESTIMONIALS)).speed).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not advance any slider or scroll the text bands for visitors who prefer reduced motion', async () => {
    const { page, errors } = await openPage(browser, { reducedMotion: 'reduce' });
    await visitHome2(page);
    const roots = [BANNER, CASES, CLIENTS, TESTIMONIALS];
    for (const root of roots) await swiperReady(page, root);
    for (const root of roots) expect((await swiperView(page, root)).running, root).toBe(false);
    await expect(page.getByRole('button', { name: PAGE_TEXT.pauseSlides }).count()).resolves.toBe(
      0,
    );
    const start = await Promise.all(roots.map((root) => realIndex(page, root)));
    await page.waitForTimeout(SLIDERS.bannerTwo.delay + 1000);
    await expect(Promise.all(roots.map((root) => realIndex(page, root)))).resolves.toEqual(start);
    await expect(
      page
        .locator('.text-bands__track')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).resolves.toBe('none');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens one service of the accordion at a time, by mouse and by keyboard', async () => {
    const { page, errors } = await openPage(browser);
    await visitHome2(page);
    const buttons = section(page, 'home-2-services').locator('.accordion__button');
    const expanded = () =>
      buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));
    const only = (index: number | null) => SERVICES.map((_, i) => (i === index ? 'true' : 'false'));
    await expect(expanded()).resolves.toEqual(only(0));
    const firstPanel = await buttons.first().getAttribute('aria-controls');
    await expect(page.locator(`[id="${firstPanel}"]`).isVisible()).resolves.toBe(true);
    await buttons.nth(2).click();
    await expect.poll(expanded).toEqual(only(2));
    await expect(page.locator(`[id="${firstPanel}"]`).isVisible()).resolves.toBe(false);
    await buttons.nth(3).focus();
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toEqual(only(3));
    await page.keyboard.press('Space');
    await expect.poll(expanded).toEqual(only(null));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets the visitor pause the scrolling text bands', async () => {
    const { page, errors } = await openPage(browser);
    await visitHome2(page);
    const bands = page.getByRole('region', { name: HOME_ALT_LABELS.textBands });
    const state = () =>
      bands
        .locator('.text-bands__track')
        .first()
        .evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect(state()).resolves.toBe('running');
    await bands.getByRole('button', { name: HOME_ALT_LABELS.pauseTextBands }).click();
    await expect.poll(state).toBe('paused');
    await bands.getByRole('button', { name: HOME_ALT_LABELS.playTextBands }).click();
    await expect.poll(state).toBe('running');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/home-3', () => {
  it('links each recommended grade to its card on /products and opens the FAQ preview one question at a time', async () => {
    const { page, errors } = await openPage(browser);
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
  it('never download Swiper on /home-3, /about-1, /about-2, /service-2 and /service-details', async () => {
    const { page, errors } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (SWIPER_KIT.test(request.url())) requested.push(request.url());
    });
    for (const route of ['/home-3', '/about-1', '/about-2', '/service-2', '/service-details']) {
      await visit(page, route);
      await page.mouse.wheel(0, 400);
      await page.keyboard.press('Tab');
    }
    await page.waitForTimeout(SWIPER_DEFER_MS + 500);
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/about-1 and /about-2', () => {
  it('tells the story year by year with both plants, and the quality page offers the brochure', async () => {
    const { page, errors } = await openPage(browser);
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
