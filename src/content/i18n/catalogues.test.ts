// @vitest-environment node
// Every translation against its English, key for key, at run time: the types catch the same in
// each translation's file, this catches what the types cannot (lists keyed by id, text left in
// English, a parameter or number dropped), and measures what a widget loads in each language.
import { transform } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESIN_TYPES } from '../applications';
import { COMPANY } from '../company';
import { CLIENT_LOGOS, TESTIMONIALS } from '../home';
import {
  NOTICE_KINDS,
  NOTICE_TRANSLATIONS,
  NOTICE_VERSION,
  loadNoticeLanguage,
  noticeCatalogue,
  noticeText,
} from '../privacy-notice';
import { PRODUCTS } from '../products';
import { catalogueProblems, latinLeftIn } from '../../../testing/content/catalogue-check';
import { GLOSSARY, LATIN_KEPT, keptTerms } from './glossary';
import { LANGUAGE_STATUS, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages';
import { AREAS, FIELD_LABEL_TRANSLATIONS, WIDGET_AREAS, type AreaName } from './registry';

/** What may stay in Latin letters: the glossary's kept terms and the names the content uses. */
const KEPT: readonly string[] = [
  ...keptTerms(),
  ...LATIN_KEPT.standards,
  ...LATIN_KEPT.chemistry,
  ...LATIN_KEPT.names,
  COMPANY.name,
  COMPANY.shortName,
  ...COMPANY.sisterCompanies.map((company) => company.name),
  COMPANY.grievanceOfficer.name,
  ...COMPANY.social.map((link) => link.label),
  'CIN',
  'GSTIN',
  ...PRODUCTS.map((product) => product.title),
  ...RESIN_TYPES,
  ...TESTIMONIALS.map((testimonial) => testimonial.name),
  ...CLIENT_LOGOS.map((client) => client.name),
  ...Object.values(COMPANY.addresses).flatMap((address) => address.lines),
];
const OPTIONS = { kept: KEPT };

const AREA_NAMES = Object.keys(AREAS) as AreaName[];

describe('the glossary', () => {
  it('gives every term of the complete languages, each once', () => {
    const complete = TRANSLATED_LANGUAGES.filter(
      (language) => LANGUAGE_STATUS[language] === 'complete',
    );
    for (const entry of GLOSSARY) {
      for (const language of complete) expect(entry.terms[language], entry.en).not.toBe('');
    }
    expect(new Set(GLOSSARY.map((entry) => entry.en)).size).toBe(GLOSSARY.length);
  });

  it('writes a transliterated or native term in the script of its language', () => {
    const latin = GLOSSARY.filter((entry) => entry.usage !== 'kept').flatMap((entry) =>
      Object.values(entry.terms)
        .filter((term) => /[A-Za-z]/.test(term))
        .map((term) => `${entry.en}: ${term}`),
    );
    expect(latin).toEqual([]);
  });
});

describe.each(AREA_NAMES)('the %s catalogues', (name) => {
  const area = AREAS[name];
  let english: Record<string, unknown>;
  beforeAll(async () => {
    english = (await area.en()) as Record<string, unknown>;
  });

  it.each(TRANSLATED_LANGUAGES)('are complete and right in %s', async (language) => {
    const load = area.translations[language];
    if (!load) {
      expect(LANGUAGE_STATUS[language], `${language} lacks ${name}`).toBe('pending');
      return;
    }
    const translation = (await load()) as Record<string, unknown>;
    const exported = Object.fromEntries(Object.keys(english).map((key) => [key, translation[key]]));
    const extra = Object.keys(translation).filter((key) => !Object.hasOwn(english, key));
    expect(extra, 'exports the English area does not have').toEqual([]);
    expect(catalogueProblems(english, exported, `${language}/${name}`, OPTIONS)).toEqual([]);
  });
});

describe('the form labels', () => {
  it.each(TRANSLATED_LANGUAGES)('are there in %s, in its own script', async (language) => {
    const load = FIELD_LABEL_TRANSLATIONS[language];
    if (!load) {
      expect(LANGUAGE_STATUS[language]).toBe('pending');
      return;
    }
    const { fieldLabels } = await load();
    const left = Object.values(fieldLabels).flatMap((label) => latinLeftIn(label, OPTIONS));
    expect(left).toEqual([]);
  });
});

describe('the privacy notice', () => {
  it.each(TRANSLATED_LANGUAGES)('translates the current version in %s', async (language) => {
    const listed = Object.hasOwn(NOTICE_TRANSLATIONS, language);
    if (!listed) {
      expect(LANGUAGE_STATUS[language]).toBe('pending');
      return;
    }
    expect(await loadNoticeLanguage(language)).toBe(true);
    const english = noticeCatalogue('en')!;
    const translated = noticeCatalogue(language);
    expect(translated).toBeDefined();
    const { units: englishUnits, ...englishWords } = english;
    const { units, ...words } = translated!;
    const where = `${language}/privacy-notice`;
    expect(catalogueProblems(englishWords, words, where, OPTIONS)).toEqual([]);
    // Plural forms follow the language's own rules: 'other' always, and each form its counts use.
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const unit of Object.keys(englishUnits) as (keyof typeof units)[]) {
      expect(Object.keys(units[unit]).every((form) => categories.includes(form as never))).toBe(
        true,
      );
      expect(units[unit].other).toContain('{count}');
      for (const form of Object.values(units[unit])) expect(latinLeftIn(form, OPTIONS)).toEqual([]);
    }
    for (const kind of NOTICE_KINDS) {
      const text = noticeText(kind, language, NOTICE_VERSION)!;
      expect(text).not.toMatch(/[{}]/);
      expect(latinLeftIn(text, OPTIONS)).toEqual([]);
      expect(text).toContain(COMPANY.grievanceOfficer.email.display);
    }
  });
});

describe('the checks themselves', () => {
  const english = {
    title: 'Gel time at 25 °C',
    greet: (name: string) => `Hello ${name}`,
    items: ['one', 'two'],
    kept: 'We keep them for {period}.',
  };
  const right = {
    title: 'जेल टाइम, 25 °C पर',
    greet: (name: string) => `नमस्ते ${name}`,
    items: ['एक', 'दो'],
    kept: 'हम इन्हें {period} तक रखते हैं।',
  };

  it('find nothing wrong with a right translation', () => {
    expect(catalogueProblems(english, right, 'x', OPTIONS)).toEqual([]);
  });

  it('find a missing key, an extra key and a short list', () => {
    const rest = { greet: right.greet, items: right.items, kept: right.kept };
    expect(
      catalogueProblems(english, { ...rest, more: 'और', items: ['एक'] }, 'x', OPTIONS),
    ).toEqual(['x.title: missing', 'x.more: extra', 'x.items: 1 entries, the English 2']);
  });

  it('find English left, a number changed, a mark and a parameter dropped', () => {
    const wrong = {
      ...right,
      title: 'Gel time, 20 °C पर',
      greet: () => 'नमस्ते',
      kept: 'हम इन्हें रखते हैं।',
    };
    expect(catalogueProblems(english, wrong, 'x', OPTIONS)).toEqual(
      expect.arrayContaining([
        'x.title: the number 25 of the English is missing',
        'x.title: English left: Gel, time',
        'x.greet: takes 0 parameters, the English 1',
        'x.greet(⟦1⟧): drops the parameter the English shows (⟦1⟧)',
        'x.kept: marks none, the English {period}',
      ]),
    );
  });

  it('keep names, kept terms, units, e-mail addresses and phone numbers', () => {
    const text = `${COMPANY.name} का FRP 1,000 kg IBC में, ${COMPANY.emails.info.display}, ${COMPANY.phone.display}`;
    expect(latinLeftIn(text, OPTIONS)).toEqual([]);
    expect(latinLeftIn('10 m की नाव, m', OPTIONS)).toEqual(['m']);
  });
});

// What one widget loads in one language: its areas' modules as the build ships them (minified),
// gzip. The budget is 5 KB per widget and language.
const SOURCES = import.meta.glob<string>(['./*/*.ts', '!./en/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const BUDGET_BYTES = 5 * 1024;

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** The gzip bytes of a widget's areas in a language, or undefined while one of them is missing. */
async function widgetBytes(language: TranslatedLanguage, widget: string) {
  const code: string[] = [];
  for (const area of WIDGET_AREAS[widget]!) {
    const source = SOURCES[`./${language}/${area}.ts`];
    if (source === undefined) return undefined;
    code.push((await transform(source, { loader: 'ts', minify: true, format: 'esm' })).code);
  }
  return gzipBytes(code.join('\n'));
}

describe('the weight of a language', () => {
  const cases = TRANSLATED_LANGUAGES.flatMap((language) =>
    Object.keys(WIDGET_AREAS).map((widget) => [language, widget] as const),
  );

  it.each(cases)('keeps %s for %s within 5 KB gzip', async (language, widget) => {
    const bytes = await widgetBytes(language, widget);
    if (bytes === undefined) {
      expect(LANGUAGE_STATUS[language], `${language} lacks an area of ${widget}`).toBe('pending');
      return;
    }
    console.info(`${language} ${widget}: ${(bytes / 1024).toFixed(2)} KB gzip`);
    expect(bytes).toBeGreaterThan(200);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
