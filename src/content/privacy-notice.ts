// The short privacy notice beside each form's submit button, with its optional checkboxes.
// A submission stores the notice's version and a hash of the exact text shown, so a published
// version's text must never change: new words, a new officer or new periods make a new version,
// and the old one stays here, answerable, for the submissions that were made under it. The
// current version lives in current-notice.ts, which is all a form in the browser loads.
import {
  CURRENT_FACTS,
  NOTICE_KINDS,
  NOTICE_VERSION,
  periodIn,
  plainText,
  renderNotice,
  type NoticeFacts,
  type NoticeParts,
} from './current-notice';
import { EN_CURRENT_NOTICE } from './current-notice-site';
import { EN_2026_11_25, FACTS_2026_11_25 } from './notice-2026-11-25';
import type { NoticeCatalogue, NoticeKind, NoticeTranslation } from './notice-catalogue';

// The catalogue's shape lives apart, so that a translation's module can name it without
// importing this file, which loads the translations.
export type {
  ConsentKey,
  NoticeCatalogue,
  NoticeKind,
  NoticeTranslation,
} from './notice-catalogue';
export {
  CONSENT_KEYS,
  NOTICE_KINDS,
  NOTICE_VERSION,
  periodIn,
  type NoticeConsent,
  type NoticeParts,
  type NoticeSegment,
} from './current-notice';

/** One published version: its words in each language, and the facts it states. */
interface NoticeEdition extends NoticeFacts {
  /** By language code: English, built in; the other languages come from NOTICE_TRANSLATIONS. */
  catalogues: Readonly<Record<string, NoticeCatalogue>>;
}

/**
 * The notice in the other languages, each in its own module under src/content/i18n and loaded
 * only when asked for, so that an English page carries none of their words. Each holds its
 * catalogue for every version it translates; a version's words never change there either.
 */
export const NOTICE_TRANSLATIONS: Readonly<
  Record<string, () => Promise<{ noticeCatalogues: NoticeTranslation }>>
> = {
  hi: () => import('./i18n/hi/privacy-notice'),
  mr: () => import('./i18n/mr/privacy-notice'),
  ta: () => import('./i18n/ta/privacy-notice'),
  si: () => import('./i18n/si/privacy-notice'),
};

const loadedTranslations = new Map<string, NoticeTranslation>();

/**
 * Loads a language's notice, after which noticeParts, noticeText and periodText speak it.
 * False for a language the notice has no translation in; English needs no loading.
 */
export async function loadNoticeLanguage(language: string): Promise<boolean> {
  if (language === 'en') return true;
  const load = Object.hasOwn(NOTICE_TRANSLATIONS, language)
    ? NOTICE_TRANSLATIONS[language]
    : undefined;
  if (!load) return false;
  if (!loadedTranslations.has(language)) {
    const { noticeCatalogues } = await load();
    const unknown = Object.keys(noticeCatalogues).filter(
      (version) => !Object.hasOwn(EDITIONS, version),
    );
    if (unknown.length > 0) {
      throw new Error(`The ${language} notice translates unknown versions: ${unknown.join(', ')}`);
    }
    loadedTranslations.set(language, noticeCatalogues);
  }
  return true;
}

// Every published version by its id: the current one, from current-notice.ts, and each earlier
// one frozen here with the words and facts it stated.
const EDITIONS: Readonly<Record<string, NoticeEdition>> = {
  [NOTICE_VERSION]: { ...CURRENT_FACTS, catalogues: { en: EN_CURRENT_NOTICE } },
  '2026-11-25': { ...FACTS_2026_11_25, catalogues: { en: EN_2026_11_25 } },
};

export { PRIVACY_PAGE_PATH, PRIVACY_PAGE_URL } from './notice-facts';

function catalogueOf(found: NoticeEdition, version: string, language: string) {
  if (Object.hasOwn(found.catalogues, language)) return found.catalogues[language];
  const translation = loadedTranslations.get(language);
  return translation && Object.hasOwn(translation, version) ? translation[version] : undefined;
}

function edition(version: string, language: string) {
  const found = Object.hasOwn(EDITIONS, version) ? EDITIONS[version] : undefined;
  const catalogue = found && catalogueOf(found, version, language);
  return found && catalogue ? { ...found, catalogue } : undefined;
}

/** A retention period in the words of a notice ('2 years', '30 days'). */
export function periodText(
  days: number,
  language: string,
  version: string = NOTICE_VERSION,
): string | undefined {
  const found = edition(version, language);
  return found && periodIn(found.catalogue, language, days);
}

function isNoticeKind(kind: string): kind is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(kind);
}

/** The notice of a form in a language and version, as parts to render; undefined if unknown. */
export function noticeParts(
  kind: NoticeKind,
  language: string,
  version: string = NOTICE_VERSION,
): NoticeParts | undefined {
  const found = edition(version, language);
  if (!found || !isNoticeKind(kind)) return undefined;
  return renderNotice(kind, language, version, found, found.catalogue);
}

/**
 * The exact plain text of a form's notice, as shown beside its submit button: each paragraph
 * on a line, then each optional checkbox's label on a line. Undefined for a version or
 * language that has no notice.
 */
export function noticeText(
  kind: NoticeKind,
  language: string,
  version: string = NOTICE_VERSION,
): string | undefined {
  const parts = noticeParts(kind, language, version);
  if (!parts) return undefined;
  return [
    ...parts.paragraphs.map(plainText),
    ...parts.consents.map((consent) => consent.label),
  ].join('\n');
}

/** A version's catalogue in a language (English, or a translation loaded), e.g. to check it. */
export function noticeCatalogue(
  language: string,
  version: string = NOTICE_VERSION,
): NoticeCatalogue | undefined {
  return edition(version, language)?.catalogue;
}

/** The languages a version of the notice speaks now: English, and each translation loaded. */
export function noticeLanguages(version: string = NOTICE_VERSION): string[] {
  if (!Object.hasOwn(EDITIONS, version)) return [];
  const loaded = [...loadedTranslations]
    .filter(([, translation]) => Object.hasOwn(translation, version))
    .map(([language]) => language);
  return [...Object.keys(EDITIONS[version]!.catalogues), ...loaded];
}

/** Each form's optional checkboxes, in English, in the order they are shown. */
export const OPTIONAL_CONSENTS: Record<NoticeKind, readonly { key: string; label: string }[]> = {
  contact: noticeParts('contact', 'en')!.consents,
  inquiry: noticeParts('inquiry', 'en')!.consents,
  career: noticeParts('career', 'en')!.consents,
  quotation: noticeParts('quotation', 'en')!.consents,
  review: noticeParts('review', 'en')!.consents,
  sample: noticeParts('sample', 'en')!.consents,
};
