// The short privacy notice beside each form's submit button, with its optional checkboxes.
// A submission stores the notice's version and a hash of the exact text shown, so a published
// version's text must never change: new words, a new officer or new periods make a new version,
// and the old one stays here, answerable, for the submissions that were made under it.
import { COMPANY } from './company';
import { periodInUnits, RETENTION_DAYS, type RetentionPeriods } from './retention';

export type NoticeKind = 'contact' | 'inquiry' | 'career' | 'quotation' | 'review';

export const NOTICE_KINDS: readonly NoticeKind[] = [
  'contact',
  'inquiry',
  'career',
  'quotation',
  'review',
];

/** Optional choices a form offers, each a separate checkbox that starts unticked. */
export type ConsentKey = 'updates' | 'keepCv' | 'showName';

/** Which optional checkboxes each form shows, in order; the same in every language. */
export const CONSENT_KEYS: Readonly<Record<NoticeKind, readonly ConsentKey[]>> = {
  contact: ['updates'],
  inquiry: ['updates'],
  career: ['keepCv'],
  quotation: ['updates'],
  review: ['showName'],
};

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The notice's words in one language. `{name}` marks a value filled in: `{period}` and
 * `{keptPeriod}` (how long), `{name}` and `{email}` (the grievance officer), `{count}` (in
 * `units`). A translation keeps the same marks.
 */
export interface NoticeCatalogue {
  /** What each form collects, why, and who else gets it. */
  purpose: Readonly<Record<NoticeKind, string>>;
  /** How long each form's data is kept. */
  kept: Readonly<Record<NoticeKind, string>>;
  /** The visitor's rights, in one sentence. */
  rights: string;
  /** The grievance contact: `{name}` and `{email}`. */
  grievance: string;
  /** The text of the link to the privacy page. */
  policyLink: string;
  /** Each optional checkbox's label. */
  consents: Readonly<Record<ConsentKey, string>>;
  /** A period's words by plural category, `{count}` being the number. */
  units: Readonly<Record<'year' | 'day', PluralForms>>;
}

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
  /** By language code ('en'); a translation adds its catalogue here. */
  catalogues: Readonly<Record<string, NoticeCatalogue>>;
}

/** The version id of the notice forms show now: the date it was published. */
export const NOTICE_VERSION: string = '2026-11-25';

// The current edition reads the officer and the periods from their modules; a test pins its
// text, so changing either fails until a new version is added and this one is frozen with the
// values it stated.
const EDITIONS: Readonly<Record<string, NoticeEdition>> = {
  [NOTICE_VERSION]: {
    officer: {
      name: COMPANY.grievanceOfficer.name,
      email: COMPANY.grievanceOfficer.email.display,
    },
    retention: RETENTION_DAYS,
    catalogues: { en: EN_2026_11_25 },
  },
};

/** The privacy page's route on the site. */
export const PRIVACY_PAGE_PATH = '/privacy';
/** The privacy page from anywhere, e.g. a form embedded in a dealer's website. */
export const PRIVACY_PAGE_URL = `${COMPANY.website}/#${PRIVACY_PAGE_PATH}`;

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

function edition(version: string, language: string) {
  const found = Object.hasOwn(EDITIONS, version) ? EDITIONS[version] : undefined;
  const catalogue =
    found && Object.hasOwn(found.catalogues, language) ? found.catalogues[language] : undefined;
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

function period(catalogue: NoticeCatalogue, language: string, days: number): string {
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
  return found && period(found.catalogue, language, days);
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
    text: period(catalogue, language, retention[rule]),
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

/** The languages a version of the notice speaks. */
export function noticeLanguages(version: string = NOTICE_VERSION): string[] {
  return Object.hasOwn(EDITIONS, version) ? Object.keys(EDITIONS[version]!.catalogues) : [];
}

/** Each form's optional checkboxes, in English, in the order they are shown. */
export const OPTIONAL_CONSENTS: Record<NoticeKind, readonly { key: string; label: string }[]> = {
  contact: noticeParts('contact', 'en')!.consents,
  inquiry: noticeParts('inquiry', 'en')!.consents,
  career: noticeParts('career', 'en')!.consents,
  quotation: noticeParts('quotation', 'en')!.consents,
  review: noticeParts('review', 'en')!.consents,
};
