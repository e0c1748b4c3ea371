// The short privacy notice beside each form's submit button, with its optional checkboxes.
// A submission stores the notice's version and a hash of the exact text shown, so a published
// version's text must never change: new words, a new officer or new periods make a new version,
// and the old one stays here, answerable, for the submissions that were made under it.
import { COMPANY_WEBSITE, GRIEVANCE_OFFICER } from './company';
import type {
  ConsentKey,
  NoticeCatalogue,
  NoticeKind,
  NoticeTranslation,
} from './notice-catalogue';
import { periodInUnits, RETENTION_DAYS, type RetentionPeriods } from './retention';

// The catalogue's shape lives apart, so that a translation's module can name it without
// importing this file, which loads the translations.
export type {
  ConsentKey,
  NoticeCatalogue,
  NoticeKind,
  NoticeTranslation,
} from './notice-catalogue';

export const NOTICE_KINDS: readonly NoticeKind[] = [
  'contact',
  'inquiry',
  'career',
  'quotation',
  'review',
];

/** Which optional checkboxes each form shows, in order; the same in every language. */
export const CONSENT_KEYS: Readonly<Record<NoticeKind, readonly ConsentKey[]>> = {
  contact: ['updates'],
  inquiry: ['updates'],
  career: ['keepCv'],
  quotation: ['updates'],
  review: ['showName'],
};

const EN_2026_11_25: NoticeCatalogue = {
  purpose: {
    contact:
      "We use your name, e-mail address, phone number, company name and message only to answer you. If you write to us on a dealer's website, that dealer gets a copy.",
    inquiry:
      "We use your name, phone number, company name and message only to answer your enquiry. If you send it on a dealer's website, that dealer gets a copy.",
    career:
      'We use your name, e-mail address, phone number, message and CV only to consider you for jobs with us. Dealers never see them.',
    quotation:
      'We use your name, company name, e-mail address, phone number, address and the products you chose only to prepare your quotation.',
    review:
      'We use your name, e-mail address, rating and review only to check your review and perhaps publish it here. We never publish your e-mail address.',
  },
  kept: {
    contact: 'We keep them for {period}, then delete them.',
    inquiry: 'We keep them for {period}, then delete them.',
    career: 'We delete them after {period}, or after {keptPeriod} if you ask us to keep your CV.',
    quotation: 'We keep them for {period}, then delete them.',
    review: 'We keep them for {period}, then delete them.',
  },
  rights:
    'You can ask to see, correct or delete your data, withdraw your consent, or name someone to act for you, at any time.',
  grievance: 'Grievance officer: {name}, {email}.',
  policyLink: 'Read our privacy policy',
  consents: {
    updates: 'Send me product updates',
    keepCv: 'Keep my CV for future openings',
    showName: 'Show my name with my review',
  },
  units: {
    year: { one: '{count} year', other: '{count} years' },
    day: { one: '{count} day', other: '{count} days' },
  },
};

/** One published version: its words in each language, and the facts it states. */
interface NoticeEdition {
  officer: { name: string; email: string };
  retention: Readonly<RetentionPeriods>;
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

/** The version id of the notice forms show now: the date it was published. */
export const NOTICE_VERSION: string = '2026-11-25';

// The current edition reads the officer and the periods from their modules; a test pins its
// text, so changing either fails until a new version is added and this one is frozen with the
// values it stated.
const EDITIONS: Readonly<Record<string, NoticeEdition>> = {
  [NOTICE_VERSION]: {
    officer: {
      name: GRIEVANCE_OFFICER.name,
      email: GRIEVANCE_OFFICER.email.display,
    },
    retention: RETENTION_DAYS,
    catalogues: { en: EN_2026_11_25 },
  },
};

/** The privacy page's route on the site. */
export const PRIVACY_PAGE_PATH = '/privacy';
/** The privacy page from anywhere, e.g. a form embedded in a dealer's website. */
export const PRIVACY_PAGE_URL = `${COMPANY_WEBSITE}/#${PRIVACY_PAGE_PATH}`;

/** A run of the notice's text; a link when `link` is set. */
export interface NoticeSegment {
  text: string;
  /** 'email': a mailto link to the grievance officer; 'privacyPage': the privacy page. */
  link?: 'email' | 'privacyPage';
  href?: string;
}

export interface NoticeConsent {
  key: ConsentKey;
  label: string;
}

/** The notice of one form, ready to render: paragraphs of text runs, then the checkboxes. */
export interface NoticeParts {
  version: string;
  language: string;
  paragraphs: NoticeSegment[][];
  consents: NoticeConsent[];
}

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

/** Splits a template at its `{marks}`, putting each mark's segment in its place. */
function fill(template: string, values: Readonly<Record<string, NoticeSegment>>): NoticeSegment[] {
  const segments: NoticeSegment[] = [];
  for (const [index, piece] of template.split(/\{(\w+)\}/).entries()) {
    const segment = index % 2 === 0 ? { text: piece } : values[piece];
    if (!segment) throw new Error(`The notice template has an unknown mark {${piece}}`);
    const last = segments.at(-1);
    if (!segment.link && last && !last.link) last.text += segment.text;
    else if (segment.text) segments.push({ ...segment });
  }
  return segments;
}

function plainText(segments: readonly NoticeSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}

/** A retention period in a catalogue's words, also for text built beside the notice (the policy page). */
export function periodIn(catalogue: NoticeCatalogue, language: string, days: number): string {
  const { count, unit } = periodInUnits(days);
  const forms = catalogue.units[unit];
  const category = new Intl.PluralRules(language).select(count);
  return (forms[category] ?? forms.other).replace('{count}', String(count));
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
  const { catalogue, officer, retention } = found;
  const days = (rule: keyof RetentionPeriods) => ({
    text: periodIn(catalogue, language, retention[rule]),
  });
  const kept = fill(catalogue.kept[kind], {
    period: days(kind),
    keptPeriod: days('careerKept'),
  });
  return {
    version,
    language,
    paragraphs: [
      [{ text: `${catalogue.purpose[kind]} ${plainText(kept)}` }],
      [{ text: catalogue.rights }],
      fill(catalogue.grievance, {
        name: { text: officer.name },
        email: { text: officer.email, link: 'email', href: `mailto:${officer.email}` },
      }),
      [{ text: catalogue.policyLink, link: 'privacyPage', href: PRIVACY_PAGE_URL }],
    ],
    consents: CONSENT_KEYS[kind].map((key) => ({ key, label: catalogue.consents[key] })),
  };
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
};
