// The home page's sliders: the hero, applications and services, their settings, autoplay and pause.
import { describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { HERO_SLIDES, HOME_SERVICES } from '../src/content/home';
import { PAGE_TEXT } from '../src/content/site-text';
import { holdRequests } from '../testing/browser/hold-requests';
import { layoutShift, SWIPER_KIT, swiperView } from '../testing/browser/sliders';

const home = () => `${inject('siteUrl')}/`;

async function heroTitles(page: Page) {
  return page.locator('.home-hero .home-hero__title').allTextContents();
}

async function autoplayRunning(page: Page, root: string) {
  return (await swiperView(page, root)).running;
}

/** The card a looping slider shows first (Swiper's realIndex ignores its own reordering). */
function realIndex(page: Page, root: string) {
  return page
    .locator(`${root} .swiper`)
    .evaluate((el) => (el as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex);
}

const servicesSection = (page: Page) =>
  page.locator('section[aria-labelledby="home-services-heading"]');

describe('Home page', () => {
  test('shows the first hero title before Swiper loads, then all three once Swiper takes over', async ({
    page,
    errors,
  }) => {
    // Hold Swiper back to prove the first slide never waits for it.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let swiperRequested = false;
    await page.route(SWIPER_KIT, async (route) => {
      swiperRequested = true;
      await gate;
      await route.continue();
    });
    await page.goto(home());
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    expect(await h1.textContent()).toBe(HERO_SLIDES[0]!.title);
    expect(await heroTitles(page)).toEqual([HERO_SLIDES[0]!.title]);
    expect(await page.locator('.home-hero .swiper-initialized').count()).toBe(0);

    await page.waitForFunction(() => document.readyState === 'complete');
    await expect.poll(() => swiperRequested, { timeout: 10_000 }).toBe(true);
    release();
    await page.locator('.home-hero .swiper-initialized').waitFor();
    const titles = await heroTitles(page);
    expect([...titles].sort()).toEqual(HERO_SLIDES.map((s) => s.title).sort());
    expect(await page.locator('.home-hero .swiper-fade').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('lets Swiper take over the hero and the applications slider without moving the page', async ({
    page,
    errors,
  }) => {
    await page.goto(home());
    await page.locator('.home-hero .swiper-initialized').waitFor();
    await page.locator('.home-apps .swiper-initialized').waitFor();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    expect(await swiperView(page, '.home-hero')).toMatchObject({
      effect: 'fade',
      speed: 3000,
      delay: 7000,
      loop: true,
      running: true,
    });
    expect(await swiperView(page, '.home-apps')).toMatchObject({
      speed: 500,
      delay: 3000,
      loop: true,
      spaceBetween: 30,
      perView: 3,
      running: true,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('shows 3 application cards per view from 992 px, 2 from 575 px and 1 below', async ({
    openPage,
  }) => {
    for (const [width, perView] of [
      [1200, 3],
      [800, 2],
      [400, 1],
    ] as const) {
      const { page, errors } = await openPage({ viewport: { width, height: 900 } });
      await page.goto(home());
      await page.locator('.home-apps .swiper-initialized').waitFor();
      expect((await swiperView(page, '.home-apps')).perView).toBe(perView);
      const fit = await page.locator('.home-apps .swiper').evaluate((el) => {
        const slide = el.querySelector('.swiper-slide')!;
        return (el.getBoundingClientRect().width + 30) / (slide.getBoundingClientRect().width + 30);
      });
      expect(fit).toBeCloseTo(perView, 1);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test('does not autoplay the sliders for visitors who prefer reduced motion', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ reducedMotion: 'reduce' });
    await page.goto(home());
    await page.locator('.home-hero .swiper-initialized').waitFor();
    await page.locator('.home-apps .swiper-initialized').waitFor();
    await page.locator('.home-services .swiper-initialized').waitFor();
    expect(await autoplayRunning(page, '.home-hero')).toBe(false);
    expect(await autoplayRunning(page, '.home-apps')).toBe(false);
    expect(await autoplayRunning(page, '.home-services')).toBe(false);
    expect(await page.getByRole('button', { name: PAGE_TEXT.pauseSlides }).count()).toBe(0);
    // The slides stay reachable by hand.
    await page.locator('.home-hero').getByRole('button', { name: PAGE_TEXT.nextSlide }).click();
    // Nothing moves the services slider but its buttons: one press, one card on.
    const services = servicesSection(page);
    await services.scrollIntoViewIfNeeded();
    expect(await realIndex(page, '.home-services')).toBe(0);
    await services.getByRole('button', { name: PAGE_TEXT.nextSlide }).click();
    await expect.poll(() => realIndex(page, '.home-services')).toBe(1);
    await services.getByRole('button', { name: PAGE_TEXT.previousSlide }).click();
    await services.getByRole('button', { name: PAGE_TEXT.previousSlide }).click();
    await expect.poll(() => realIndex(page, '.home-services')).toBe(HOME_SERVICES.length - 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('lets the visitor pause and restart the autoplaying hero', async ({ page, errors }) => {
    await page.goto(home());
    const hero = page.locator('.home-hero');
    await hero.locator('.swiper-initialized').waitFor();
    expect(await autoplayRunning(page, '.home-hero')).toBe(true);
    await hero.getByRole('button', { name: PAGE_TEXT.pauseSlides }).click();
    expect(await autoplayRunning(page, '.home-hero')).toBe(false);
    await hero.getByRole('button', { name: PAGE_TEXT.playSlides }).click();
    expect(await autoplayRunning(page, '.home-hero')).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
  test('shows the six service cards where Swiper will put them, then autoplays them with the services settings', async ({
    page,
    errors,
  }) => {
    const kit = await holdRequests(page, (url) => SWIPER_KIT.test(url));
    await page.goto(home());
    const services = servicesSection(page);
    await services.scrollIntoViewIfNeeded();
    await expect(services.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      PAGE_TEXT.servicesHeading,
    );
    const names = await services.locator('.home-services__name').allTextContents();
    expect(names).toEqual(HOME_SERVICES.map((service) => service.service_name));
    // Every picture declares its size and waits until it is needed.
    const images = await services
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => ['width', 'height', 'loading'].map((name) => img.getAttribute(name))),
      );
    expect(images).toEqual(HOME_SERVICES.map((s) => [`${s.src.width}`, `${s.src.height}`, 'lazy']));

    const firstCard = services.locator('.home-services__card').first();
    const before = await firstCard.boundingBox();
    await expect.poll(() => kit.requested.length).toBeGreaterThan(0);
    kit.release();
    await services.locator('.swiper-initialized').waitFor();
    const after = await services
      .locator('.home-services__card', { hasText: HOME_SERVICES[0]!.service_name })
      .boundingBox();
    expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after!.width - before!.width)).toBeLessThanOrEqual(1);
    expect(await swiperView(page, '.home-services')).toMatchObject({
      speed: 1000,
      delay: 5000,
      loop: true,
      spaceBetween: 24,
      perView: 4,
      running: true,
    });
    await services.getByRole('button', { name: PAGE_TEXT.pauseSlides }).click();
    expect(await autoplayRunning(page, '.home-services')).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
