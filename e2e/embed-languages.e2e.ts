import { createHash } from 'node:crypto';
import { describe, expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { test, type OpenPage } from '../testing/browser/fixture';
import { LANGUAGES, type Language } from '../src/content/i18n/languages';
import type { NoticeKind } from '../src/content/privacy-notice';
import { describeViolations, runAxe, settle } from '../testing/browser/axe';
import { deepFocus, demoUrl } from '../testing/browser/embed';
import { browserLocale, wordsIn, type Words } from '../testing/browser/languages';
import { readDocument, waitForDocument } from '../testing/browser/stored';

// The five widgets in the five languages on a partner page (demo/languages.html, served from
// the partner origin), on a 390 px phone. Each visit runs the browser in one language, the
// page's middle section in a second and the widgets' own `lang` attribute in a third, so every
// widget is seen in every language, and every language by each of the three ways, in five visits.

const siteUrl = inject('siteUrl');
const partnerUrl = inject('partnerUrl');

type Section = 'by-browser' | 'by-page' | 'by-attribute';

/** Visit `k`: the browser speaks LANGUAGES[k], the page the next, the attribute the one after. */
const VISITS = LANGUAGES.map((browserLang, k) => ({
  browserLang,
  pageLang: LANGUAGES[(k + 1) % LANGUAGES.length]!,
  attributeLang: LANGUAGES[(k + 2) % LANGUAGES.length]!,
}));

/** Tamil is asked for as Sri Lankan Tamil on the widgets' own attribute, as a Jaffna dealer would. */
const attributeTag = (lang: Language) => (lang === 'ta' ? 'ta-LK' : lang);

const FORMS: readonly {
  tag: string;
  kind: NoticeKind;
  name: (words: Words) => string;
  submit: (words: Words) => string;
}[] = [
  {
    tag: 'resin-inquiry-form',
    kind: 'inquiry',
    name: (w) => w.formText.inquiryForm,
    submit: (w) => w.formText.submitInquiry,
  },
  {
    tag: 'resin-contact-form',
    kind: 'contact',
    name: (w) => w.formText.contactForm,
    submit: (w) => w.formText.sendMessage,
  },
  {
    tag: 'resin-career-form',
    kind: 'career',
    name: (w) => w.formText.careerForm,
    submit: (w) => w.messages.submitApplication,
  },
];

async function visit(openPage: OpenPage, browserLang: Language, query: string) {
  const watched = await openPage({
    locale: browserLocale(browserLang),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await watched.page.goto(`${demoUrl(partnerUrl, siteUrl, 'languages')}&${query}`);
  return watched;
}

/** The language a widget's root says it is shown in, once it has drawn. */
const shownLanguage = (host: Locator) => host.locator('[part="root"]').getAttribute('lang');

/** A form's privacy notice as shown: each paragraph, then each checkbox's label, a line each. */
const noticeShown = (host: Locator) =>
  host
    .locator('[part="notice"]')
    .evaluate((notice) =>
      [...notice.querySelectorAll('p'), ...notice.querySelectorAll('label')]
        .map((element) => element.textContent)
        .join('\n'),
    );

/** A form in `words`' language, then an empty submit: its summary and first problem too. */
async function expectForm(
  page: Page,
  section: Section,
  form: (typeof FORMS)[number],
  words: Words,
) {
  const host = page.locator(`#${section} ${form.tag}`);
  const where = `${form.tag} in #${section} (${words.lang})`;
  await expect.poll(() => shownLanguage(host), { message: where }).toBe(words.lang);
  const shown = host.getByRole('form', { name: form.name(words), exact: true });
  await shown.waitFor();
  await shown.getByRole('textbox', { name: words.fieldLabels.name, exact: true }).waitFor();
  expect(await noticeShown(host), where).toBe(words.notice(form.kind));

  await shown.getByRole('button', { name: form.submit(words), exact: true }).click();
  const summary = host.locator('[part="summary"]');
  await expect
    .poll(() => summary.textContent(), { message: where })
    .toContain(words.messages.required);
  expect(await host.locator('[part="error"]').first().textContent(), where).toBe(
    words.missing.name,
  );
}

async function expectTabs(page: Page, section: Section, words: Words) {
  const host = page.locator(`#${section} resin-product-tabs`);
  const where = `resin-product-tabs in #${section} (${words.lang})`;
  await expect.poll(() => shownLanguage(host), { message: where }).toBe(words.lang);
  const tablist = host.getByRole('tablist', { name: words.catalogue.productCategories });
  await tablist.waitFor();
  expect(await tablist.getByRole('tab').allTextContents(), where).toEqual(words.tabs);
}

/** The application list; with `enquire`, its dialog and an empty submit in it too. */
async function expectList(page: Page, section: Section, words: Words, enquire: boolean) {
  const host = page.locator(`#${section} resin-application-list`);
  const where = `resin-application-list in #${section} (${words.lang})`;
  await expect.poll(() => shownLanguage(host), { message: where }).toBe(words.lang);
  const marine = words.application('marine');
  await host.getByRole('heading', { name: marine, exact: true }).waitFor();
  expect(await host.locator('[part="card"]').first().textContent(), where).toContain(
    words.catalogue.suitable,
  );
  const button = host.getByRole('button', { name: words.formText.enquireAbout(marine) });
  await button.waitFor();
  if (!enquire) return;
  await button.click();
  const dialog = host.getByRole('dialog', { name: words.formText.inquiryTitle });
  await dialog.waitFor();
  // The application shows in the visitor's language; the inquiry sends its English name.
  expect(
    await dialog.locator('input[name="applicationName"]:not([type="hidden"])').inputValue(),
    where,
  ).toBe(marine);
  await dialog.getByRole('button', { name: words.formText.submitInquiry, exact: true }).click();
  await expect
    .poll(() => dialog.locator('[part="summary"]').textContent(), { message: where })
    .toContain(words.messages.required);
  await dialog.getByRole('button', { name: words.formText.close, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Elements of the page or of a widget that reach past the screen's right edge. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const up = (element: Element): Element | null =>
      element.parentElement ??
      (element.parentNode instanceof ShadowRoot ? element.parentNode.host : null);
    // An element inside a box that scrolls or clips sideways stays in that box; a fixed one
    // (a toast) is placed on the screen, not on the page.
    const held = (element: Element) => {
      if (getComputedStyle(element).position === 'fixed') return true;
      for (let box = up(element); box && box !== document.body; box = up(box)) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const outside: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot);
        const right = element.getBoundingClientRect().right;
        if (right > screen + 0.5 && !held(element)) {
          const host =
            element.getRootNode() instanceof ShadowRoot
              ? `${(element.getRootNode() as ShadowRoot).host.localName} `
              : '';
          outside.push(
            `${host}${element.localName}.${element.className} to ${Math.round(right)} px`,
          );
        }
      }
    };
    walk(document);
    return { width: document.documentElement.scrollWidth, screen, outside };
  });
}

describe.each(VISITS)(
  'the widgets with the browser in $browserLang, the page in $pageLang, the attribute in $attributeLang',
  ({ browserLang, pageLang, attributeLang }) => {
    test('speak each language in every part, show an empty submit in it, fit a 390 px phone and pass axe', async ({
      openPage,
    }) => {
      const { page, errors } = await visit(
        openPage,
        browserLang,
        `page=${pageLang}&attribute=${attributeTag(attributeLang)}`,
      );
      const sections: [Section, Words][] = [
        ['by-browser', await wordsIn(browserLang)],
        ['by-page', await wordsIn(pageLang)],
        ['by-attribute', await wordsIn(attributeLang)],
      ];
      for (const [section, words] of sections) {
        for (const form of FORMS) await expectForm(page, section, form, words);
        await expectTabs(page, section, words);
        await expectList(page, section, words, section === 'by-attribute');
      }

      await settle(page);
      const { width, screen, outside } = await overflow(page);
      expect(outside, 'reaches past the edge of a 390 px screen').toEqual([]);
      expect(width).toBe(screen);
      // The widgets, not the demo page around them (which has no lang, on purpose).
      const violations = await runAxe(page, '#by-browser, #by-page, #by-attribute');
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    test(`stores a contact message sent in ${attributeLang} with the notice shown in it`, async ({
      openPage,
    }) => {
      const { page } = await visit(
        openPage,
        browserLang,
        `attribute=${attributeTag(attributeLang)}`,
      );
      const words = await wordsIn(attributeLang);
      const host = page.locator('#by-attribute resin-contact-form');
      await expect.poll(() => shownLanguage(host)).toBe(attributeLang);
      const name = `Visitor in ${attributeLang} ${Date.now()}`;
      await host.locator('input[name="name"]').fill(name);
      await host.locator('input[name="email"]').fill(`visitor-${attributeLang}@example.com`);
      await host.locator('input[name="phone"]').fill('+94 77 123 4567');
      await host.locator('textarea[name="message"]').fill('Gelcoat price list, please');
      await host.getByRole('button', { name: words.formText.sendMessage, exact: true }).click();

      await page.locator('#event-log li[data-event="resin-submitted"]').waitFor();
      const id = await page
        .locator('#event-log li[data-event="resin-submitted"]')
        .getAttribute('data-id');
      const stored = await waitForDocument(() =>
        readDocument<{ name: string; consent: { language: string; hash: string } }>(id!),
      );
      expect(stored.name).toBe(name);
      expect(stored.consent.language).toBe(attributeLang);
      expect(stored.consent.hash).toBe(
        createHash('sha256').update(words.notice('contact')).digest('hex'),
      );
      await page.context().close();
    });
  },
);

describe('a live change of language', () => {
  test('re-renders a widget in place and keeps what the visitor typed and where the focus was', async ({
    openPage,
  }) => {
    const { page } = await visit(openPage, 'en', 'attribute=hi');
    const [hindi, marathi, tamil] = await Promise.all([
      wordsIn('hi'),
      wordsIn('mr'),
      wordsIn('ta'),
    ]);
    const host = page.locator('#by-attribute resin-contact-form');
    await host
      .getByRole('textbox', { name: hindi.fieldLabels.name, exact: true })
      .fill('Asha Patil');
    const input = await host.locator('input[name="name"]').elementHandle();

    await page.selectOption('#attribute-language', 'mr');
    await host.getByRole('textbox', { name: marathi.fieldLabels.name, exact: true }).waitFor();
    expect(await host.getByRole('form').getAttribute('aria-label')).toBe(
      marathi.formText.contactForm,
    );
    const same = await page.evaluate(
      (before) =>
        before ===
        document
          .querySelector('#by-attribute resin-contact-form')
          ?.shadowRoot?.querySelector('input[name="name"]'),
      input,
    );
    expect(same).toBe(true);
    expect(await host.locator('input[name="name"]').inputValue()).toBe('Asha Patil');

    // A page's own language switch: <html lang> moves the widgets that follow the browser.
    await host.locator('input[name="name"]').focus();
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'ta'));
    await page
      .locator('#by-browser resin-contact-form')
      .getByRole('form', { name: tamil.formText.contactForm })
      .waitFor();
    expect(await deepFocus(page)).toMatchObject({ name: 'name', host: 'resin-contact-form' });
    await page.context().close();
  });
});
