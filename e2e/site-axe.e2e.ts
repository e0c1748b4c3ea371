import { afterAll, describe, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import {
  AXE_WIDTHS,
  describeViolations,
  expectNoViolations,
  runAxe,
  scrollThrough,
} from '../testing/browser/axe';
import { demoUrl } from '../testing/browser/embed';
import { pageWidth } from '../testing/browser/page-width';
import {
  arrive,
  layoutSamples,
  resizeTo,
  walkedPaths,
  walkSample,
  walkTo,
} from '../testing/browser/site-walk';
import { splitLanguage } from '../src/content/site-paths';

// axe-core checks the whole site against WCAG 2.0 to 2.2, levels A and AA, at a phone's 390 px
// and a desktop's 1366 px, each thing once:
// - each page frame (header, menus, footer) in every language, on a page just opened, as it
//   arrives and before anything is scrolled: what a check at load (Lighthouse's) reads;
// - the pages themselves (every address of the page table: each route, grade, application,
//   post and team member, in every language, in the sitemap or kept out of it), their own
//   content, walked down once so what loads or fades in near the viewport is there, at both
//   widths; each in its own language, with one h1, and on the phone nothing may make it scroll
//   sideways. `npm test` walks the error screen and a sample that changes daily (walkSample);
//   `npm run test:site-walk` walks every page, which takes some ten minutes on two cores.
// The states a visitor reaches from there (errors, thanks, cart, menu, dialogs) are checked in
// site-axe-states.e2e.ts.

/** Pages of each lane that `npm test` walks (the whole walk has some 400). */
const SAMPLE_PER_LANE = 8;

const [desktop, phone] = AXE_WIDTHS;
const size = (width: typeof desktop | typeof phone) => ({
  width: width.width,
  height: width.height,
});

describe.concurrent('each page frame in every language, as it arrives', () => {
  test.for(layoutSamples())(
    'the $layout frame in $lang ($path) has no WCAG 2.2 A or AA violations at 390 and 1366 px',
    async ({ lang, path }, { openPage }) => {
      const { page, errors } = await openPage({
        viewport: size(phone),
        isMobile: true,
        hasTouch: true,
      });
      await arrive(page, path, lang);
      await expectNoViolations(page, `${path} framed in ${lang} at ${phone.width} px`);
      await resizeTo(page, size(desktop));
      await expectNoViolations(page, `${path} framed in ${lang} at ${desktop.width} px`);
      expect(errors).toEqual([]);
    },
  );
});

// Two visitors walk the site side by side, one through the pages in English, one through the
// other languages' (the app keeps a visitor's language across links, as it should). Each page
// is checked at the width the visitor is at, then at the other: the page is shown once for both.
const paths = walkedPaths();
const lanes = [
  {
    name: 'English',
    paths: walkSample(
      paths.filter((path) => !splitLanguage(path).language),
      SAMPLE_PER_LANE,
    ),
  },
  {
    name: 'the other languages',
    paths: walkSample(
      paths.filter((path) => splitLanguage(path).language),
      SAMPLE_PER_LANE,
    ),
  },
];

describe.concurrent.each(lanes)('every page in $name', ({ paths }) => {
  let context: BrowserContext;
  let page: Page;
  let atPhone = true;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: size(phone), isMobile: true, hasTouch: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  async function checkHere(path: string) {
    const width = atPhone ? phone.width : desktop.width;
    if (atPhone) {
      const { width: wide, screen, outside } = await pageWidth(page);
      expect(outside, `${path} reaches past the screen's edge`).toEqual([]);
      expect(wide, `${path} is wider than the screen`).toBe(screen);
    }
    const violations = await runAxe(page, 'main');
    expect(violations, `${path} at ${width} px:\n${describeViolations(violations)}`).toEqual([]);
  }

  test.sequential.for(paths)(
    '%s is in its language and has no WCAG 2.2 A or AA violations at 390 and 1366 px and fits the phone',
    async (path) => {
      await walkTo(page, path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(
        splitLanguage(path).language ?? 'en',
      );
      expect(await page.locator('main h1').count(), `${path} has one h1`).toBe(1);
      await checkHere(path);
      atPhone = !atPhone;
      await resizeTo(page, size(atPhone ? phone : desktop));
      await checkHere(path);
    },
  );
});

describe.concurrent.each(AXE_WIDTHS)('the widgets at $name', ({ width, height, phone }) => {
  test('finds no violations inside any of the five widgets on a partner page', async ({
    openPage,
  }) => {
    const { page } = await openPage({
      viewport: { width, height },
      ...(phone ? { isMobile: true, hasTouch: true } : {}),
    });
    await page.goto(demoUrl(inject('partnerUrl'), inject('siteUrl'), 'all'));
    await page.locator('#add-career').click();
    const hosts = [
      'resin-inquiry-form',
      'resin-product-tabs',
      'resin-contact-form',
      'resin-application-list',
      'resin-career-form',
    ];
    for (const host of hosts) {
      await page.waitForFunction(
        (host) => (document.querySelector(host)?.shadowRoot?.childElementCount ?? 0) > 0,
        host,
      );
    }
    await scrollThrough(page);
    const report: string[] = [];
    for (const host of hosts) {
      const violations = await runAxe(page, host);
      if (violations.length > 0) report.push(`<${host}>:\n${describeViolations(violations)}`);
    }
    expect(report, report.join('\n')).toEqual([]);
  });
});
