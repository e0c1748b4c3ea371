// The home page's sections under the hero: links, cards, vision bars, video, portfolio and news.
import { describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { APPLICATIONS } from '../src/content/applications';
import { NEWS_TEASERS } from '../src/content/constants';
import { HOME_PORTFOLIO, HOME_PRODUCT_CARDS, VISION } from '../src/content/home';
import { PAGE_TEXT } from '../src/content/site-text';
import { BLOG_POSTS, postSummary } from '../src/content/blog';
import { formatDate } from '../src/content/dates';

const home = () => `${inject('siteUrl')}/`;

const portfolioSection = (page: Page) =>
  page.locator('section[aria-labelledby="home-portfolio-heading"]');
const newsSection = (page: Page) => page.locator('section[aria-labelledby="home-news-heading"]');
describe('Home page', () => {
  test("offers a 'Discover Us' link that goes to /about-us", async ({ page, errors }) => {
    await page.goto(home());
    await page.getByRole('link', { name: PAGE_TEXT.discoverUs }).click();
    await page.waitForURL(/\/about-us\/$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(PAGE_TEXT.aboutTitle);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('shows the three product cards, each linking to /products', async ({ page, errors }) => {
    await page.goto(home());
    const names = HOME_PRODUCT_CARDS.map((card) => card.name);
    expect(names).toEqual([
      'Unsaturated Polyester Resin',
      'Gelcoat Resin',
      'Optical Fiber Rod Resin',
    ]);
    for (const name of names) {
      const link = page.locator('.product-cards').getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe('/products/');
    }
    await page.locator('.product-cards').getByRole('link', { name: 'Gelcoat Resin' }).click();
    await page.waitForURL(/\/products\/$/);
    await page.getByRole('tablist').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("links 'Know More' to /applications and each application card to its own page", async ({
    page,
    errors,
  }) => {
    await page.goto(home());
    const knowMore = page.getByRole('link', { name: PAGE_TEXT.knowMore });
    expect(await knowMore.getAttribute('href')).toBe('/applications/');
    await page.locator('.home-apps .swiper-initialized').waitFor();
    const hrefs = await page
      .locator('.home-apps__card a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(
      APPLICATIONS.map((app) => `/application/${app.slug}/`).sort(),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('fills the four vision bars to 80, 90, 70 and 95 percent', async ({ page, errors }) => {
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

  test('creates the video player only when asked, in a dialog that Escape closes', async ({
    page,
    errors,
  }) => {
    // No third-party requests in tests: the player page is answered locally.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><button>Pause</button>',
      }),
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
    // A native modal dialog; focus starts on its close button, Shift+Tab wraps to the player, and
    // Tab goes round inside: the player's own control, the close button, the player again.
    await expect(dialog.evaluate((el) => el.matches('dialog:modal'))).resolves.toBe(true);
    const playerControl = dialog.frameLocator('iframe').getByRole('button', { name: 'Pause' });
    await playerControl.waitFor();
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.closest('dialog:modal') === null) return 'outside the dialog';
        return active?.tagName === 'IFRAME' ? 'player' : active?.getAttribute('aria-label');
      });
    await expect(focused()).resolves.toBe(PAGE_TEXT.closeVideo);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).toBe('player');
    for (let round = 0; round < 2; round += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(focused).toBe('player');
      // The player runs in its own process: wait, as a person would, until its control has focus.
      await expect
        .poll(() => playerControl.evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.press('Tab');
      await expect.poll(focused).toBe(PAGE_TEXT.closeVideo);
    }
    // Keys pressed inside the player go to the player's own page; Escape works from the dialog.
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

  test('opens one portfolio item at a time and shows its picture, by mouse and by keyboard', async ({
    page,
    errors,
  }) => {
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

  test('shows the 2 latest blog posts, newest first, each title linking to its post', async ({
    page,
    errors,
  }) => {
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
    expect(links).toEqual(posts.map((post) => `/blog-single-right/${post.id}/`));
    const dates = await section
      .locator('time')
      .evaluateAll((times) => times.map((t) => [t.getAttribute('datetime'), t.textContent]));
    expect(dates).toEqual(posts.map((post) => [post.date, formatDate(post.date)]));
    expect(dates[0]![0]! > dates[1]![0]!).toBe(true);
    const text = await section.innerText();
    for (const post of posts) expect(text).toContain(postSummary(post));

    await titles.first().getByRole('link').click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe(posts[0]!.title);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
