import { describe, expect } from 'vitest';
import { animationsDone } from '../testing/browser/waits';
import { test } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { BLOG_POSTS } from '../src/content/blog';
import { HOME_2_LATEST_POSTS, SLIDERS, SWIPER_DEFER_MS } from '../src/content/constants';
import { CLIENT_LOGOS, HOME_PRODUCT_CARDS } from '../src/content/home';
import {
  HOME_2_RD,
  HOME_2_SECTIONS,
  HOME_2_SLIDES,
  HOME_2_TEXT_BANDS,
  HOME_2_VIDEO,
  ALTERNATE_HOME_LABELS,
} from '../src/content/alternate-homes';
import { CASE_STUDIES } from '../src/content/portfolio';
import { SERVICES } from '../src/content/services';
import { PAGE_TEXT } from '../src/content/site-text';
import { CAROUSEL_TESTIMONIALS } from '../src/content/testimonials';
import {
  layoutShift,
  realIndex,
  slideFit,
  SWIPER_KIT,
  swiperReady,
  swiperView,
} from '../testing/browser/sliders';
import { visit } from '../testing/browser/site-visit';

// The second home page, /home-2: its sections, sliders, accordion and text bands. The other
// alternate routes are in site-alt-homes.e2e.ts.

const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);

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

describe('/home-2', () => {
  test('carries the banner slides, R&D, services accordion, case studies, two text bands, video, products, testimonials, two posts and clients', async ({
    page,
    errors,
  }) => {
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
    const bands = page.getByRole('region', { name: ALTERNATE_HOME_LABELS.textBands });
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

  test('draws the banner with Swiper’s cards per view before Swiper arrives, only after the first paint, and without moving anything', async ({
    openPage,
  }) => {
    for (const [width, perView] of [
      [1366, 3],
      [800, 2],
      [400, 1],
    ] as const) {
      const { page, errors } = await openPage({ viewport: { width, height: 900 } });
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

  test('sets the clients, case study and testimonials sliders as specified and advances them by themselves', async ({
    page,
    errors,
  }) => {
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

  test('pauses a slider under the pointer, while focus is in its slides and from its pause button', async ({
    page,
    errors,
  }) => {
    await page.clock.install();
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
    await animationsDone(page);
    const held = await realIndex(page, CLIENTS);
    await page.clock.runFor(SLIDERS.clients.delay + 700);
    expect(await realIndex(page, CLIENTS)).toBe(held);
    await page.mouse.move(5, 5);
    await expect.poll(async () => (await swiperView(page, CLIENTS)).paused).toBe(false);

    // A keyboard user reading a case study is not interrupted.
    await swiperReady(page, CASES);
    await page
      .locator(CASES)
      .getByRole('link', { name: ALTERNATE_HOME_LABELS.readCaseStudyOf(CASE_STUDIES[0]!.label) })
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

  test('moves the testimonials with the previous and next arrows from the keyboard', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ reducedMotion: 'reduce' });
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

  test('does not advance any slider or scroll the text bands for visitors who prefer reduced motion', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ reducedMotion: 'reduce' });
    await page.clock.install();
    await visitHome2(page);
    const roots = [BANNER, CASES, CLIENTS, TESTIMONIALS];
    for (const root of roots) await swiperReady(page, root);
    for (const root of roots) expect((await swiperView(page, root)).running, root).toBe(false);
    await expect(page.getByRole('button', { name: PAGE_TEXT.pauseSlides }).count()).resolves.toBe(
      0,
    );
    const start = await Promise.all(roots.map((root) => realIndex(page, root)));
    await page.clock.runFor(SLIDERS.bannerTwo.delay + 1000);
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

  test('opens one service of the accordion at a time, by mouse and by keyboard', async ({
    page,
    errors,
  }) => {
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

  test('lets the visitor pause the scrolling text bands', async ({ page, errors }) => {
    await visitHome2(page);
    const bands = page.getByRole('region', { name: ALTERNATE_HOME_LABELS.textBands });
    const state = () =>
      bands
        .locator('.text-bands__track')
        .first()
        .evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect(state()).resolves.toBe('running');
    await bands.getByRole('button', { name: ALTERNATE_HOME_LABELS.pauseTextBands }).click();
    await expect.poll(state).toBe('paused');
    await bands.getByRole('button', { name: ALTERNATE_HOME_LABELS.playTextBands }).click();
    await expect.poll(state).toBe('running');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
