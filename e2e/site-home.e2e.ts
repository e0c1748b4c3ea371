import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { APPLICATIONS } from '../src/content/applications';
import { HERO_SLIDES, HOME_PRODUCT_CARDS, VISION } from '../src/content/home';
import { PAGE_TEXT } from '../src/content/messages';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const home = () => `${inject('siteUrl')}/`;
const SWIPER_KIT = /\/assets\/swiper-kit-[^/]+\.js$/;

async function heroTitles(page: Page) {
  return page.locator('.home-hero .home-hero__title').allTextContents();
}

/** Sum of layout shifts so far, as Lighthouse counts them (shifts after input excluded). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 100);
      }),
  );
}

interface SwiperView {
  running: boolean;
  speed: number;
  loop: boolean;
  effect: string;
  delay: number | null;
  spaceBetween: number;
  perView: number;
}

/** What the Swiper instance on `root` is set to (Swiper keeps it on its element). */
function swiperView(page: Page, root: string) {
  return page.locator(`${root} .swiper`).evaluate((el): SwiperView => {
    type Instance = {
      autoplay: { running: boolean };
      params: {
        speed: number;
        loop: boolean;
        effect: string;
        spaceBetween: number;
        slidesPerView: number;
        autoplay: false | { delay: number; enabled?: boolean };
      };
    };
    const swiper = (el as HTMLElement & { swiper: Instance }).swiper;
    const autoplay = swiper.params.autoplay;
    return {
      running: swiper.autoplay.running,
      speed: swiper.params.speed,
      loop: swiper.params.loop,
      effect: swiper.params.effect,
      delay: autoplay && autoplay.enabled !== false ? autoplay.delay : null,
      spaceBetween: swiper.params.spaceBetween,
      perView: swiper.params.slidesPerView,
    };
  });
}

async function autoplayRunning(page: Page, root: string) {
  return (await swiperView(page, root)).running;
}

describe('Home page', () => {
  it('shows the first hero title before Swiper loads, then all three once Swiper takes over', async () => {
    const { page, errors } = await openPage(browser);
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

  it('lets Swiper take over the hero and the applications slider without moving the page', async () => {
    const { page, errors } = await openPage(browser);
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

  it("offers a 'Discover Us' link that goes to /about-us", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(home());
    await page.getByRole('link', { name: PAGE_TEXT.discoverUs }).click();
    await page.waitForURL(/#\/about-us$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(PAGE_TEXT.aboutTitle);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the three product cards, each linking to /products', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(home());
    const names = HOME_PRODUCT_CARDS.map((card) => card.name);
    expect(names).toEqual([
      'Unsaturated Polyester Resin',
      'Gelcoat Resin',
      'Optical Fiber Rod Resin',
    ]);
    for (const name of names) {
      const link = page.locator('.home-products').getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe('#/products');
    }
    await page.locator('.home-products').getByRole('link', { name: 'Gelcoat Resin' }).click();
    await page.waitForURL(/#\/products$/);
    await page.getByRole('tablist').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("links 'Know More' to /applications and each application card to its entry there", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(home());
    const knowMore = page.getByRole('link', { name: PAGE_TEXT.knowMore });
    expect(await knowMore.getAttribute('href')).toBe('#/applications');
    await page.locator('.home-apps .swiper-initialized').waitFor();
    const hrefs = await page
      .locator('.home-apps__card a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(
      APPLICATIONS.map((app) => `#/applications#${app.slug}`).sort(),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows 3 application cards per view from 992 px, 2 from 575 px and 1 below', async () => {
    for (const [width, perView] of [
      [1200, 3],
      [800, 2],
      [400, 1],
    ] as const) {
      const { page, errors } = await openPage(browser, { viewport: { width, height: 900 } });
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

  it('fills the four vision bars to 80, 90, 70 and 95 percent', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(home());
    const bars = page.getByRole('progressbar');
    await bars.first().scrollIntoViewIfNeeded();
    const values = await bars.evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-valuenow')),
    );
    expect(values).toEqual(['80', '90', '70', '95']);
    expect(VISION.bars.map((b) => b.value)).toEqual([80, 90, 70, 95]);
    // Once in view the fill grows to its share of the track.
    const first = page.locator('.home-vision__fill').first();
    await expect
      .poll(
        () =>
          first.evaluate((el) => {
            const track = el.parentElement!.getBoundingClientRect().width;
            return Math.round((el.getBoundingClientRect().width / track) * 100);
          }),
        { timeout: 5000 },
      )
      .toBe(80);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates the video player only when asked, in a dialog that Escape closes', async () => {
    const { page, errors } = await openPage(browser);
    // No third-party requests in tests: the player page is answered locally.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto(home());
    expect(await page.locator('iframe').count()).toBe(0);
    const play = page.getByRole('button', { name: /^Play video/ });
    await play.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const src = await dialog.locator('iframe').getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    const box = await dialog.locator('iframe').boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await play.evaluate((el) => el === document.activeElement)).toBe(true);

    await play.click();
    await dialog.waitFor();
    await page.mouse.click(10, 10);
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not autoplay the sliders for visitors who prefer reduced motion', async () => {
    const { page, errors } = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(home());
    await page.locator('.home-hero .swiper-initialized').waitFor();
    await page.locator('.home-apps .swiper-initialized').waitFor();
    expect(await autoplayRunning(page, '.home-hero')).toBe(false);
    expect(await autoplayRunning(page, '.home-apps')).toBe(false);
    expect(await page.getByRole('button', { name: PAGE_TEXT.pauseSlides }).count()).toBe(0);
    // The slides stay reachable by hand.
    await page.locator('.home-hero').getByRole('button', { name: PAGE_TEXT.nextSlide }).click();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets the visitor pause and restart the autoplaying hero', async () => {
    const { page, errors } = await openPage(browser);
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
});
