import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEALER_TEXT } from '../src/content/dealer-text';
import { DEALERS, dealerById } from '../src/content/dealers';
import { LANGUAGES } from '../src/content/i18n/languages';
import { dealerText as hindi } from '../src/content/i18n/hi/dealers';
import { dealerText as marathi } from '../src/content/i18n/mr/dealers';
import { dealerText as sinhala } from '../src/content/i18n/si/dealers';
import { dealerText as tamil } from '../src/content/i18n/ta/dealers';
import { localizedPath } from '../src/content/site-paths';
import { AXE_WIDTHS, expectNoViolations } from '../testing/browser/axe';
import { demoUrl, deepFocus } from '../testing/browser/embed';
import { test } from '../testing/browser/fixture';
import { pageWidth } from '../testing/browser/page-width';
import { walkTo } from '../testing/browser/site-walk';

const WORDS = { en: DEALER_TEXT, hi: hindi, mr: marathi, ta: tamil, si: sinhala };
const PLACE_TABLE = /_virtual_postal-places-[\w-]+\.js$/;

/** The dealer cards' names, in the order the list shows them (inside the widget's shadow root too). */
const listed = (page: Page, host = 'main') =>
  page.locator(`${host} .resin-dealers__name`).allTextContents();

async function search(page: Page, code: string, host = 'main') {
  await page.locator(`${host} input[name="code"]`).fill(code);
  await page.locator(`${host} .resin-dealers__search button[type="submit"]`).click();
}

// One visit per language and width, each doing a search of its own, then checked whole: it fits
// the screen and axe finds nothing, in the state the search left.
describe.each(AXE_WIDTHS)('the dealers page at $name', (width) => {
  test('in every language: searches by code, fits the screen, no axe violations', async ({
    openPage,
    stack,
  }) => {
    const { page, errors } = await openPage({
      viewport: { width: width.width, height: width.height },
      ...(width.phone ? { isMobile: true, hasTouch: true } : {}),
    });
    const foreign: string[] = [];
    page.on('request', (request) => {
      const origin = new URL(request.url()).origin;
      if (origin !== stack.siteUrl && !request.url().startsWith('data:')) foreign.push(origin);
    });
    const tables: string[] = [];
    page.on('request', (request) => {
      if (PLACE_TABLE.test(request.url())) tables.push(request.url());
    });
    for (const lang of LANGUAGES) {
      const words = WORDS[lang];
      await walkTo(page, localizedPath('/dealers/', lang));
      // Every dealer is written in the page before the first search (later languages keep it).
      if (lang === 'en') expect(await listed(page)).toHaveLength(DEALERS.length);
      const summary = page.locator('main .resin-dealers__summary');
      const problem = page.locator('main .resin-dealers__problem');
      if (lang === 'en' || lang === 'ta') {
        await search(page, '641001');
        await expect
          .poll(() => listed(page).then((names) => names[0]))
          .toBe(dealerById('kovai-resin-coimbatore')?.name);
        await expect
          .poll(() => summary.textContent())
          .toBe(words.nearest(10, 'Coimbatore, Tamil Nadu'));
      } else if (lang === 'hi' || lang === 'si') {
        await search(page, '00100');
        await expect
          .poll(() => listed(page).then((names) => names[0]))
          .toBe(dealerById('kelani-resin-colombo')?.name);
      } else {
        await search(page, '999999');
        await expect.poll(() => problem.textContent()).toBe(words.unknownCode('999999'));
        await expect(
          page.locator('main input[name="code"]').getAttribute('aria-invalid'),
        ).resolves.toBe('true');
        // The state list still works after an unknown code.
        await page.locator('main select').first().selectOption('Tamil Nadu');
        const names = await listed(page);
        const inTamilNadu = DEALERS.filter((dealer) => dealer.region === 'Tamil Nadu');
        expect(names.sort()).toEqual(inTamilNadu.map((dealer) => dealer.name).sort());
      }
      const { width: wide, screen, outside } = await pageWidth(page);
      expect(outside, `${lang} reaches past the screen's edge`).toEqual([]);
      expect(wide).toBe(screen);
      await expectNoViolations(page, `/dealers/ in ${lang} at ${width.name}`);
    }
    // The place table came once, on the first search, from the site itself.
    expect(tables).toHaveLength(1);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);
});

test('asks for the position only when pressed, and a position in Pune lists a Pune dealer first', async ({
  openPage,
}) => {
  const { page, errors } = await openPage({
    geolocation: { latitude: 18.5195, longitude: 73.8553 },
    permissions: ['geolocation'],
  });
  await page.addInitScript(() => {
    const ask = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    (window as unknown as { asked: number }).asked = 0;
    navigator.geolocation.getCurrentPosition = (...args) => {
      (window as unknown as { asked: number }).asked += 1;
      ask(...args);
    };
  });
  await walkTo(page, '/dealers/');
  const asked = () => page.evaluate(() => (window as unknown as { asked: number }).asked);
  expect(await asked()).toBe(0);
  await page.getByRole('button', { name: DEALER_TEXT.useLocation }).click();
  await expect
    .poll(() => page.locator('main .resin-dealers__summary').textContent())
    .toBe(DEALER_TEXT.nearest(10, DEALER_TEXT.yourLocation));
  await expect
    .poll(() => listed(page).then((names) => names[0]))
    .toMatch(
      new RegExp(
        DEALERS.filter((dealer) => dealer.town === 'Pune')
          .map((d) => d.name)
          .join('|'),
      ),
    );
  expect(await asked()).toBe(1);
  await expect(page.locator('main .resin-dealers__summary').textContent()).resolves.toBe(
    DEALER_TEXT.nearest(10, DEALER_TEXT.yourLocation),
  );
  expect(errors).toEqual([]);
});

test('on a partner page in Tamil: the WhatsApp link, the keyboard to the inquiry dialog through a dealer, and the event', async ({
  page,
  errors,
  stack,
}) => {
  await page.goto(`${demoUrl(stack.partnerUrl, stack.siteUrl, 'dealers')}`);
  const finder = page.locator('resin-dealer-locator');
  await finder.evaluate((element) => element.setAttribute('lang', 'ta'));
  await finder.locator('.resin-dealers__heading', { hasText: tamil.heading }).waitFor();
  await finder.evaluate((element) => element.setAttribute('grade', 'isophthalic'));
  await search(page, '641001', 'resin-dealer-locator');
  const first = finder.locator('article').first();
  await expect
    .poll(() => first.locator('.resin-dealers__name').textContent())
    .toBe('Kovai Resin & Glass Fibre');
  const chat = new URL(
    (await first.locator('a[href^="https://wa.me/"]').getAttribute('href')) ?? '',
  );
  expect(chat.pathname).toBe('/914220452392');
  expect(chat.searchParams.get('text')).toBe(
    tamil.whatsAppMessage('Kovai Resin & Glass Fibre', 'Isophthalic Resin', page.url()),
  );
  expect(chat.search).toContain(encodeURIComponent('வணக்கம்'));

  // The keyboard reaches the first dealer's inquiry button, opens the dialog that names the
  // dealer, and Escape brings focus back.
  await first.locator('.resin-dealers__inquire').focus();
  await page.keyboard.press('Enter');
  const dialog = finder.locator('.resin-inquiry-modal__dealer');
  await expect
    .poll(() => dialog.textContent())
    .toBe(tamil.inquiryThrough('Kovai Resin & Glass Fibre, Coimbatore'));
  await expect.poll(() => deepFocus(page).then((focus) => focus.name)).toBe('name');
  await page.keyboard.press('Escape');
  await expect.poll(() => deepFocus(page).then((focus) => focus.host)).toBe('resin-dealer-locator');
  const events = page.locator('#event-log li[data-event="resin-dealer-selected"]');
  await expect
    .poll(() => events.first().getAttribute('data-dealer'))
    .toBe('kovai-resin-coimbatore');
  expect(errors).toEqual([]);
});
