import { describe, expect, inject } from 'vitest';
import { test, type OpenPage } from '../testing/browser/fixture';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { APPLICATIONS } from '../src/content/applications';
import { COMPANY } from '../src/content/company';
import { CERTIFICATES, ABOUT_GALLERY } from '../src/content/media';
import { PAGE_TEXT } from '../src/content/site-text';
import { PRODUCT_TABS, productsIn } from '../src/content/products';

const route = (path: string) => `${inject('siteUrl')}/#${path}`;

async function visit(openPage: OpenPage, path: string, options?: BrowserContextOptions) {
  const watched = await openPage(options);
  await watched.page.goto(route(path));
  await watched.page.getByRole('heading', { level: 1 }).waitFor();
  return watched;
}

async function done(page: Page, errors: string[]) {
  expect(errors).toEqual([]);
  await page.context().close();
}

describe('About page', () => {
  test('has the four menu anchors, the team of six and the spec sections', async ({ openPage }) => {
    const { page, errors } = await visit(openPage, '/about-us');
    for (const id of ['about-us', 'research-and-develpoment', 'certificates', 'gallery']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    const certificates = page.locator('#certificates img');
    expect(await certificates.count()).toBe(CERTIFICATES.length);
    expect(CERTIFICATES).toHaveLength(3);
    await expect
      .poll(() => page.locator('#gallery h2').textContent())
      .toBe(PAGE_TEXT.galleryHeading);
    expect(await page.locator('#gallery img').count()).toBe(ABOUT_GALLERY.length);
    expect(ABOUT_GALLERY).toHaveLength(4);
    const positions = await page.locator('.about-team__position').allTextContents();
    expect(positions).toEqual(Array(6).fill('Senior Engineer'));
    await done(page, errors);
  });

  test("counts up to '35+' once the counter is in view", async ({ openPage }) => {
    const { page, errors } = await visit(openPage, '/about-us');
    const figure = page.getByTestId('experience-figure');
    await figure.scrollIntoViewIfNeeded();
    // Every frame until the count lands: the figure's box and where its text starts never move
    // (a text that starts elsewhere counts as a layout shift).
    const frames = await figure.evaluate(
      (el) =>
        new Promise<string[]>((resolve) => {
          const box = el.parentElement!;
          const text = document.createRange();
          const seen: string[] = [];
          const started = performance.now();
          const frame = () => {
            const { x, width } = box.getBoundingClientRect();
            text.selectNodeContents(el);
            const start = text.getClientRects()[0]?.x ?? -1;
            seen.push(`${el.textContent} ${x.toFixed(1)} ${width.toFixed(1)} ${start.toFixed(1)}`);
            if (performance.now() - started > 4000) resolve(seen);
            else requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    // It counts: besides where it starts and where it lands, at least one figure on the way (a
    // busy machine draws few frames in those 4 s, a quiet one dozens).
    const counts = new Set(frames.map((f) => f.split(' ')[0]));
    expect(counts.size).toBeGreaterThan(2);
    expect(new Set(frames.map((f) => f.split(' ').slice(1).join(' '))).size).toBe(1);
    await expect.poll(() => figure.textContent(), { timeout: 5000 }).toBe('35+');
    await done(page, errors);
  });

  test("shows '35+' at once under reduced motion", async ({ openPage }) => {
    const { page, errors } = await visit(openPage, '/about-us', { reducedMotion: 'reduce' });
    expect(await page.getByTestId('experience-figure').textContent()).toBe('35+');
    await done(page, errors);
  });

  test('opens a certificate in the lightbox and closes it with Escape', async ({ openPage }) => {
    const { page, errors } = await visit(openPage, '/about-us#certificates');
    const first = CERTIFICATES[0]!;
    await page.getByRole('button', { name: first.image.alt, exact: false }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('img').getAttribute('alt')).toBe(first.image.alt);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await done(page, errors);
  });

  test('offers the brochure as a PDF download', async ({ openPage }) => {
    const { page, errors } = await visit(openPage, '/about-us');
    const link = page.getByRole('link', {
      name: new RegExp(`^${COMPANY.downloads.brochure.label}`),
    });
    expect(await link.getAttribute('download')).not.toBeNull();
    const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
    const response = await fetch(href);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    await done(page, errors);
  });
});

describe('Products page', () => {
  const labels = PRODUCT_TABS.map((t) => t.label);

  async function selectedTab(page: Page) {
    return page.locator('[role="tab"][aria-selected="true"]').textContent();
  }

  async function visiblePanelTitles(page: Page) {
    return page.locator('[role="tabpanel"]:not([hidden]) h2').allTextContents();
  }

  test('switches tabs with the mouse', async ({ openPage }) => {
    const { page, errors } = await visit(openPage, '/products');
    expect(await selectedTab(page)).toBe(labels[0]);
    expect(await visiblePanelTitles(page)).toEqual(productsIn('unsaturated').map((p) => p.title));
    await page.getByRole('tab', { name: labels[1] }).click();
    expect(await selectedTab(page)).toBe(labels[1]);
    expect(await visiblePanelTitles(page)).toEqual(productsIn('gelcoat').map((p) => p.title));
    await page.getByRole('tab', { name: labels[2] }).click();
    expect(await visiblePanelTitles(page)).toEqual(productsIn('optical').map((p) => p.title));
    await done(page, errors);
  });

  test('switches tabs with the arrow keys after tabbing to the tab list', async ({ openPage }) => {
    const { page, errors } = await visit(openPage, '/products');
    await page.getByRole('tab', { name: labels[0] }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe(labels[1]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels[1]);
    await page.keyboard.press('End');
    expect(await selectedTab(page)).toBe(labels[2]);
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe(labels[0]);
    // Tab leaves the tab list for the panel, not for the next tab.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'tabpanel',
    );
    await done(page, errors);
  });

  test('expands and collapses a product card by mouse and by keyboard', async ({ openPage }) => {
    const { page, errors } = await visit(openPage, '/products');
    const product = productsIn('unsaturated')[0]!;
    const toggle = page.getByRole('button', { name: product.title, exact: true });
    const detailsId = await toggle.getAttribute('aria-controls');
    expect(detailsId).toBeTruthy();
    const details = page.locator(`[id="${detailsId}"]`);
    expect(await details.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await details.isVisible()).toBe(true);
    expect(await details.locator('table').isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await details.isVisible()).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await details.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await details.isVisible()).toBe(false);
    await done(page, errors);
  });

  test("shows 'Key Characteristics' in gelcoat cards and the optical card always open", async ({
    openPage,
  }) => {
    const { page, errors } = await visit(openPage, '/products');
    await page.getByRole('tab', { name: labels[1] }).click();
    const gelcoat = productsIn('gelcoat')[0]!;
    await page.getByRole('button', { name: gelcoat.title, exact: true }).click();
    expect(
      await page
        .locator('[role="tabpanel"]:not([hidden])')
        .getByRole('heading', { name: 'Key Characteristics' })
        .first()
        .isVisible(),
    ).toBe(true);
    await page.getByRole('tab', { name: labels[2] }).click();
    const optical = page.locator('[role="tabpanel"]:not([hidden])');
    // No toggle: the only button is the grade's Enquire.
    expect(await optical.locator('button[aria-expanded]').count()).toBe(0);
    expect(await optical.locator('table').isVisible()).toBe(true);
    await done(page, errors);
  });
});

describe('Applications page', () => {
  test('lists the 15 applications anchored by their slugs, each with an enquire button', async ({
    openPage,
  }) => {
    const { page, errors } = await visit(openPage, '/applications');
    const ids = await page
      .locator('article.resin-application-list__entry')
      .evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(APPLICATIONS.map((a) => a.slug));
    expect(ids).toHaveLength(15);
    expect(await page.locator('article.resin-application-list__entry button').count()).toBe(15);
    await done(page, errors);
  });

  test('scrolls to the Marine entry for /applications#marine', async ({ openPage }) => {
    const { page, errors } = await visit(openPage, '/applications#marine');
    const marine = page.locator('#marine');
    await expect
      .poll(() => marine.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBeLessThan(200);
    const top = await marine.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await marine.getByRole('heading').textContent()).toBe('Marine');
    await done(page, errors);
  });
});
