import { describe, expect } from 'vitest';
import { animationsDone } from '../testing/browser/waits';
import { test } from '../testing/browser/fixture';
import type { Locator, Page } from 'playwright-core';
import { COMPANY } from '../src/content/company';
import { FORM_TEXT } from '../src/content/messages';
import {
  SERVICE_2,
  SERVICE_LABELS,
  SERVICE_SINGLE,
  SERVICES,
  SERVICES_MORE,
} from '../src/content/services';
import { PAGE_TEXT, PAGE_TITLES, SITE_TEXT } from '../src/content/site-text';
import { CAROUSEL_TESTIMONIALS } from '../src/content/testimonials';
import { linksGoingNowhere } from '../testing/browser/links';
import { realIndex, swiperReady } from '../testing/browser/sliders';
import { visit } from '../testing/browser/site-visit';

const h1s = (page: Page) => page.locator('main h1').allTextContents();
const dialog = (page: Page) => page.getByRole('dialog', { name: FORM_TEXT.inquiryTitle });
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
const card = (page: Page, name: string) => page.locator('.service-card', { hasText: name });
const toggleOf = (page: Page, name: string) =>
  page.getByRole('button', { name: SERVICE_LABELS.descriptionOf(name) });

/** Clicks the title row of a card where it is neither the name nor the toggle button. */
async function clickTitleRow(page: Page, cardLocator: Locator) {
  const toggle = await cardLocator.locator('.service-card__toggle').boundingBox();
  const point = { x: toggle!.x - 4, y: toggle!.y + toggle!.height / 2 };
  await expect(
    page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.service-card__row') !== null,
      point,
    ),
  ).resolves.toBe(true);
  await page.mouse.click(point.x, point.y);
}

/** Waits for the inquiry modal and checks its application field: the service, read-only. */
async function expectEnquiryFor(page: Page, name: string) {
  await dialog(page).waitFor();
  const application = dialog(page).locator('[name="applicationName"]:not([type="hidden"])');
  await expect(application.inputValue()).resolves.toBe(name);
  await expect(application.getAttribute('readonly')).resolves.toBe('');
}

describe('/service-1', () => {
  test("lists every service with its picture and name, then 'Many More ...' and the testimonials", async ({
    page,
    errors,
  }) => {
    await visit(page, '/service-1');
    await expect(h1s(page)).resolves.toEqual([PAGE_TITLES.services]);
    const cards = page.locator('.service-card');
    await expect(cards.count()).resolves.toBe(SERVICES.length);
    for (const [index, service] of SERVICES.entries()) {
      const item = cards.nth(index);
      await expect(item.locator('.service-card__name').textContent()).resolves.toBe(
        service.service_name,
      );
      const image = item.locator('img');
      await expect(image.getAttribute('alt')).resolves.toBe(service.src.alt);
      await expect(image.getAttribute('width')).resolves.toBe(String(service.src.width));
      // The description is closed until asked for.
      await expect(item.locator('.service-card__description').isVisible()).resolves.toBe(false);
    }
    const more = page.locator('.service-more');
    await expect(more.locator('h3').textContent()).resolves.toBe('Many More ...');
    expect(SERVICES_MORE.label).toBe('Many More ...');
    // 'Many More ...' closes the list: it comes after the last card and before the testimonials.
    const order = await page
      .locator('.service-card, .service-more, .testimonials-carousel')
      .evaluateAll((els) => els.map((el) => el.className.split(' ')[0]));
    expect(order.slice(-2)).toEqual(['service-more', 'card-slider']);
    await expect(
      page.locator('.testimonials-carousel .testimonials-carousel__title').allTextContents(),
    ).resolves.toEqual(CAROUSEL_TESTIMONIALS.map((t) => t.title));
    await expect(linksGoingNowhere(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('opens and closes a description with a click on the title row, and with the keyboard, telling aria-expanded', async ({
    page,
    errors,
  }) => {
    await visit(page, '/service-1');
    const name = SERVICES[1]!.service_name;
    const item = card(page, name);
    const toggle = toggleOf(page, name);
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');

    await clickTitleRow(page, item);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect(panel.isVisible()).resolves.toBe(true);
    await expect(panel.innerText()).resolves.toContain(SERVICES[1]!.service_description);
    await expect(dialog(page).count()).resolves.toBe(0);
    await clickTitleRow(page, item);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(panel.isVisible()).resolves.toBe(false);

    // The keyboard's way: Tab to the Description button, Enter and Space.
    await item.locator('.service-card__name').focus();
    await page.keyboard.press('Tab');
    await expect(focusedLabel(page)).resolves.toBe(SERVICE_LABELS.descriptionOf(name));
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // Each card opens on its own.
    await expect(
      page
        .locator('.service-card__toggle')
        .evaluateAll((els) => els.filter((el) => el.ariaExpanded === 'true').length),
    ).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('opens the inquiry modal from Know More and from the card title, with the service read-only in the application field', async ({
    page,
    errors,
  }) => {
    await visit(page, '/service-1');
    const first = SERVICES[0]!.service_name;
    const last = SERVICES[SERVICES.length - 1]!.service_name;

    await page.getByRole('button', { name: SERVICE_LABELS.knowMoreAbout(first) }).click();
    await expectEnquiryFor(page, first);
    await dialog(page).getByRole('button', { name: FORM_TEXT.close }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect(focusedLabel(page)).resolves.toBe(SERVICE_LABELS.knowMoreAbout(first));

    const title = card(page, last).getByRole('button', { name: last, exact: true });
    await title.click();
    await expectEnquiryFor(page, last);
    // The title opens the form and leaves the description as it was.
    await expect(toggleOf(page, last).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(last);

    // By keyboard: Enter on a focused Know More.
    await page.getByRole('button', { name: SERVICE_LABELS.knowMoreAbout(first) }).focus();
    await page.keyboard.press('Enter');
    await expectEnquiryFor(page, first);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('moves the testimonials with the previous and next arrows', async ({ page, errors }) => {
    await visit(page, '/service-1');
    const root = 'section[aria-labelledby="services-testimonials-heading"]';
    await page.locator(root).scrollIntoViewIfNeeded();
    await swiperReady(page, root);
    const carousel = page.locator(root);
    await carousel.getByRole('button', { name: PAGE_TEXT.pauseSlides }).click();
    await carousel.getByRole('button', { name: PAGE_TEXT.nextSlide }).click();
    await expect.poll(() => realIndex(page, root)).toBe(1);
    await animationsDone(page);
    await carousel.getByRole('button', { name: PAGE_TEXT.previousSlide }).click();
    await expect.poll(() => realIndex(page, root)).toBe(0);
    await animationsDone(page);
    await carousel.getByRole('button', { name: PAGE_TEXT.previousSlide }).click();
    await expect.poll(() => realIndex(page, root)).toBe(CAROUSEL_TESTIMONIALS.length - 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/service-2', () => {
  test('shows the introduction and the vision beside its picture', async ({ page, errors }) => {
    await visit(page, '/service-2');
    await expect(h1s(page)).resolves.toEqual([PAGE_TITLES.services2]);
    const text = await page.locator('main').innerText();
    expect(text).toContain(SERVICE_2.heading);
    for (const paragraph of SERVICE_2.paragraphs) expect(text).toContain(paragraph);
    expect(text).toContain(SERVICE_2.vision.text);
    const vision = page.getByRole('img', { name: SERVICE_2.vision.image.alt });
    await vision.scrollIntoViewIfNeeded();
    await expect
      .poll(() => vision.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/service-details and /service-single', () => {
  test.for([
    ['/service-details', SERVICES[0]!.service_name],
    ['/service-single', SERVICE_SINGLE.service.service_name],
  ] as const)(
    '%s has a breadcrumb to /service-1 and a sidebar with Contact Us, the phone and the brochure that downloads',
    async ([route, title], { page, errors }) => {
      await visit(page, route);
      await expect(h1s(page)).resolves.toEqual([title]);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(
        crumbs.getByRole('link', { name: SERVICE_LABELS.breadcrumb }).getAttribute('href'),
      ).resolves.toBe('/service-1/');

      const sidebar = page.locator('aside.service-sidebar');
      await expect(
        sidebar.getByRole('link', { name: 'Contact Us' }).getAttribute('href'),
      ).resolves.toBe('/contact/');
      const phone = sidebar.locator(`a[href="${COMPANY.phone.href}"]`);
      await expect(phone.textContent()).resolves.toBe(COMPANY.phone.display);
      const brochure = sidebar.getByRole('link', {
        name: new RegExp(`^${SERVICE_LABELS.downloadBrochures}`),
      });
      await expect(brochure.getAttribute('href')).resolves.toBe(COMPANY.downloads.brochure.href);
      await expect(brochure.getAttribute('download')).resolves.toBe('');
      await expect(brochure.textContent()).resolves.toContain(SITE_TEXT.downloadPdf);
      const url = await brochure.evaluate((a) => (a as HTMLAnchorElement).href);
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      // A click downloads the file rather than leaving the page.
      const [download] = await Promise.all([page.waitForEvent('download'), brochure.click()]);
      expect(download.suggestedFilename()).toBe(COMPANY.downloads.brochure.href.split('/').pop());

      await sidebar.getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForURL(/\/contact\/$/);
      await expect.poll(() => h1s(page)).toEqual([SITE_TEXT.getInTouch]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test('gives every service its own details page, reached from the sidebar, and says when a service does not exist', async ({
    page,
    errors,
  }) => {
    for (const service of SERVICES) {
      await visit(page, service.path);
      await expect(h1s(page)).resolves.toEqual([service.service_name]);
      await expect(page.locator('main').innerText()).resolves.toContain(service.details.intro[0]!);
    }
    await visit(page, '/service-details');
    const other = SERVICES[2]!;
    await page
      .locator('aside.service-sidebar')
      .getByRole('link', { name: other.service_name })
      .click();
    await expect.poll(() => h1s(page)).toEqual([other.service_name]);

    // The server answers the unknown address with its error page and status 404.
    await expect(visit(page, '/service-details/no-such-service')).resolves.toBe(404);
    await expect(h1s(page)).resolves.toEqual([SERVICE_LABELS.notFoundTitle]);
    await expect(
      page
        .locator('.service-details__list a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).resolves.toEqual(SERVICES.map((service) => `${service.path}/`));
    await expect(linksGoingNowhere(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
