import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APPLICATIONS } from '../src/content/applications';
import { NEWS_TEASERS } from '../src/content/constants';
import {
  HERO_SLIDES,
  HOME_PORTFOLIO,
  HOME_PRODUCT_CARDS,
  HOME_SERVICES,
  VISION,
} from '../src/content/home';
import { FORM_TEXT, MESSAGES } from '../src/content/messages';
import { PAGE_TEXT } from '../src/content/site-text';
import { BLOG_POSTS, postSummary } from '../src/content/blog';
import { formatDate } from '../src/content/dates';
import { launchBrowser, openPage } from '../dev/testing/browser';
import { errorsBesidesPendingPictures } from './support/pictures';
import { startTestStack, type TestStack } from '../dev/testing/test-stack';

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

/** The card a looping slider shows first (Swiper's realIndex ignores its own reordering). */
function realIndex(page: Page, root: string) {
  return page
    .locator(`${root} .swiper`)
    .evaluate((el) => (el as HTMLElement & { swiper: { realIndex: number } }).swiper.realIndex);
}

/** Holds back every request `matches` picks until `release()`; `requested` lists them. */
async function holdRequests(page: Page, matches: (url: string) => boolean) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(
    (url) => matches(url.href),
    async (route) => {
      requested.push(route.request().url());
      await gate;
      await route.continue();
    },
  );
  return { requested, release };
}

const servicesSection = (page: Page) =>
  page.locator('section[aria-labelledby="home-services-heading"]');
const portfolioSection = (page: Page) =>
  page.locator('section[aria-labelledby="home-portfolio-heading"]');
const newsSection = (page: Page) => page.locator('section[aria-labelledby="home-news-heading"]');

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
    // A native modal dialog; focus starts on its close button and Tab stays inside, player included.
    await expect(dialog.evaluate((el) => el.matches('dialog:modal'))).resolves.toBe(true);
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe(PAGE_TEXT.closeVideo);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      await expect(
        page.evaluate(() => document.activeElement?.closest('dialog:modal') !== null),
      ).resolves.toBe(true);
    }
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
  it('shows the six service cards where Swiper will put them, then autoplays them with the services settings', async () => {
    const { page, errors } = await openPage(browser);
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

  it('opens one portfolio item at a time and shows its picture, by mouse and by keyboard', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(home());
    const section = portfolioSection(page);
    await section.scrollIntoViewIfNeeded();
    const button = (index: number) =>
      section.getByRole('button', { name: HOME_PORTFOLIO[index]!.project_name });
    const image = section.locator('.home-portfolio__image');
    const expanded = () =>
      section
        .locator('.home-portfolio__button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));
    const shows = async (index: number) => {
      const project = HOME_PORTFOLIO[index]!;
      await expect.poll(() => image.getAttribute('alt')).toBe(project.src.alt);
      expect(await image.getAttribute('src')).toBe(project.src.src);
      const panel = section.getByRole('region', { name: project.project_name });
      expect(await panel.textContent()).toBe(project.project_description);
      // The open panel is the one its button controls.
      expect(await button(index).getAttribute('aria-controls')).toBe(
        await panel.getAttribute('id'),
      );
      await expect(section.getByRole('region').count()).resolves.toBe(1);
    };

    expect(await expanded()).toEqual(['true', 'false', 'false', 'false']);
    await shows(0);

    await button(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false']);
    await shows(2);
    await page.waitForFunction(
      () => (document.querySelector('.home-portfolio__image') as HTMLImageElement).naturalWidth > 0,
    );

    // Tab goes from one heading button to the next (a panel holds nothing focusable).
    await button(2).focus();
    await page.keyboard.press('Tab');
    expect(await button(3).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'true']);
    await shows(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the 2 latest blog posts, newest first, each title linking to its post', async () => {
    const { page, errors } = await openPage(browser);
    const realErrors = errorsBesidesPendingPictures(page, errors);
    await page.goto(home());
    const section = newsSection(page);
    await section.scrollIntoViewIfNeeded();
    const posts = BLOG_POSTS.slice(0, NEWS_TEASERS.home);
    expect(posts).toHaveLength(2);
    // The cards arrive with the blog's articles, loaded as the section nears the viewport.
    const titles = section.getByRole('heading', { level: 3 });
    await expect.poll(() => titles.count()).toBe(2);
    expect(await titles.allTextContents()).toEqual(posts.map((post) => post.title));
    const links = await titles
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(posts.map((post) => `#/blog-single-right/${post.id}`));
    const dates = await section
      .locator('time')
      .evaluateAll((times) => times.map((t) => [t.getAttribute('datetime'), t.textContent]));
    expect(dates).toEqual(posts.map((post) => [post.date, formatDate(post.date)]));
    expect(dates[0]![0]! > dates[1]![0]!).toBe(true);
    const text = await section.innerText();
    for (const post of posts) expect(text).toContain(postSummary(post));

    await titles.first().getByRole('link').click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe(posts[0]!.title);
    expect(realErrors()).toEqual([]);
    await page.context().close();
  });
});

/** Manifest keys a build's chunk needs before it runs: itself and its static imports. */
function staticClosure(
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dependency of manifest[key].imports ?? []) staticClosure(manifest, dependency, seen);
  return seen;
}

/** The JS and CSS files only the home enquiry form needs, read from the tested build. */
function enquiryFormFiles(): string[] {
  const dist = resolve(process.env.E2E_DIST ?? 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >;
  const page = staticClosure(manifest, 'src/site/pages/home/home-page.tsx');
  staticClosure(manifest, 'index.html', page);
  const form = staticClosure(manifest, 'src/site/pages/home/home-enquiry-form.tsx');
  return [...form]
    .filter((key) => !page.has(key))
    .flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
}

describe('Home page enquiry form (below 992 px)', () => {
  let stack: TestStack;
  const formFiles = enquiryFormFiles();
  const isFormFile = (url: string) => formFiles.some((file) => url.endsWith(`/${file}`));
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const toast = (page: Page, text: string) =>
    page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

  it('loads the form only once the visitor scrolls to it, without moving the page', async () => {
    // The form's own code, its shared form chunk and its styles; none of it on the home chunk.
    expect(formFiles.some((file) => /home-enquiry-form-[\w-]+\.js$/.test(file))).toBe(true);
    expect(formFiles.some((file) => file.endsWith('.css'))).toBe(true);

    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const held = await holdRequests(page, isFormFile);
    await page.goto(`${stack.siteUrl}/`);
    const heading = page.getByRole('heading', { level: 2, name: PAGE_TEXT.enquiryHeading });
    await heading.waitFor({ state: 'attached' });
    // Time enough for a wrongly eager section to ask for its form (it waits on nothing else).
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    expect(held.requested).toEqual([]);

    await page.locator('#home-enquiry').scrollIntoViewIfNeeded();
    await expect.poll(() => held.requested.length).toBeGreaterThan(0);
    // Where the section after it sits on the page (sections themselves are never animated).
    const next = page.locator('section[aria-labelledby="home-applications-heading"]');
    const top = () => next.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    held.release();
    await page.getByRole('form', { name: FORM_TEXT.inquiryForm }).waitFor();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks for an application, then stores the inquiry with the one chosen', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${stack.siteUrl}/`);
    await page.getByRole('heading', { level: 2, name: PAGE_TEXT.enquiryHeading }).waitFor({
      state: 'attached',
    });
    await page.locator('#home-enquiry').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: FORM_TEXT.inquiryForm });
    await form.waitFor();
    const application = form.getByRole('combobox', { name: /^Application/ });
    expect(await application.inputValue()).toBe('');
    const values = {
      name: `Nuwan Perera ${Date.now()}`,
      phone: '+94 77 123 4567',
      companyName: 'Negombo Boatyard',
      message: 'Resin for 10 m fishing boat hulls, about 3 tonnes a month.',
    };
    for (const [name, value] of Object.entries(values)) {
      await form.locator(`[name="${name}"]`).fill(value);
    }
    await form.getByRole('button', { name: FORM_TEXT.submitInquiry }).click();
    await toast(page, MESSAGES.required).waitFor();
    expect(await application.getAttribute('aria-invalid')).toBe('true');
    expect(await application.evaluate((el) => el === document.activeElement)).toBe(true);

    const chosen = APPLICATIONS.find((app) => app.slug === 'vaccuminfusion')!.service_name;
    await application.selectOption(chosen);
    await form.getByRole('button', { name: FORM_TEXT.submitInquiry }).click();
    await toast(page, MESSAGES.inquirySubmitted).waitFor();
    const docs = await stack.query<Record<string, unknown>[]>(
      '*[_type == "application" && name == $name]',
      { name: values.name },
    );
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ _type: 'application', ...values, applicationName: chosen });
    expect(await application.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is absent at 1280 px, and its code is never requested', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isFormFile(request.url())) requested.push(request.url());
    });
    await page.goto(`${stack.siteUrl}/`);
    await page.locator('#home-clients-heading').waitFor({ state: 'attached' });
    // Down the whole page, as a visitor reading it would.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 800) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#home-enquiry').count()).toBe(0);
    expect(await page.getByRole('heading', { name: PAGE_TEXT.enquiryHeading }).count()).toBe(0);
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
