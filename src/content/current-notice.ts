// The privacy notice forms show now: its version, its English words, the facts it states and
// how a catalogue becomes the parts a form renders. This is all a form in the browser needs;
// privacy-notice.ts adds what the gateway and the privacy page need besides (every published
// version, the translations, the exact text a submission's consent hashes).
//
// When a new version is published, this one moves into privacy-notice.ts's editions, frozen
// with the words and facts it stated, and the new one takes its place here.
import type { ConsentKey, NoticeKind, NoticeWords } from './notice-catalogue';
import { GRIEVANCE_OFFICER, PRIVACY_PAGE_URL } from './notice-facts';
import { periodInUnits, RETENTION_DAYS, type RetentionPeriods } from './retention';

/** The version id of the notice forms show now: the date it was published. */
export const NOTICE_VERSION: string = '2026-11-28';

/** Which optional checkboxes each form shows, in order; the same in every language. */
export const CONSENT_KEYS: Readonly<Record<NoticeKind, readonly ConsentKey[]>> = {
  contact: ['updates'],
  inquiry: ['updates'],
  career: ['keepCv'],
  quotation: ['updates'],
  review: ['showName'],
  sample: ['updates'],
};

/** Every form with a notice: those CONSENT_KEYS lists, in its order (one list, not two). */
export const NOTICE_KINDS = Object.keys(CONSENT_KEYS) as readonly NoticeKind[];

/**
 * The English words every form in the kit carries: the contact and inquiry forms' (whose words
 * mostly repeat each other) and what all forms share. Every other form gives the kit its own
 * (the career form current-notice-career.ts, the site's forms current-notice-site.ts), so a
 * partner page carries only the words of the forms it shows.
 */
export const EN_EMBEDDABLE = {
  purpose: {
    contact:
      "We use your name, e-mail address, phone number, company name and message only to answer you. If you write to us on a dealer's website, that dealer gets a copy.",
    inquiry:
      "We use your name, phone number, company name and message only to answer your enquiry. If you send it on a dealer's website, or through a dealer you choose here, that dealer gets a copy.",
  },
  kept: {
    contact: 'We keep them for {period}, then delete them.',
    inquiry: 'We keep them for {period}, then delete them.',
  },
  rights:
    'You can ask to see, correct or delete your data, withdraw your consent, or name someone to act for you, at any time.',
  grievance: 'Grievance officer: {name}, {email}.',
  policyLink: 'Read our privacy policy',
  consents: {
    updates: 'Send me product updates',
  },
  units: {
    year: { one: '{count} year', other: '{count} years' },
    day: { one: '{count} day', other: '{count} days' },
  },
} satisfies NoticeWords;

/** The facts a version states, whatever its language. */
export interface NoticeFacts {
  officer: { name: string; email: string };
  retention: Readonly<RetentionPeriods>;
}

// The current version reads the officer and the periods from their modules; a test pins its
// text, so changing either fails until a new version is added and this one is frozen with the
// values it stated.
export const CURRENT_FACTS: NoticeFacts = {
  officer: {
    name: GRIEVANCE_OFFICER.name,
    email: GRIEVANCE_OFFICER.email.display,
  },
  retention: RETENTION_DAYS,
};

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

export function plainText(segments: readonly NoticeSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}

/** A retention period in a catalogue's words, also for text built beside the notice (the policy page). */
export function periodIn(
  catalogue: Pick<NoticeWords, 'units'>,
  language: string,
  days: number,
): string {
  const { count, unit } = periodInUnits(days);
  const forms = catalogue.units[unit];
  const category = new Intl.PluralRules(language).select(count);
  return (forms[category] ?? forms.other).replace('{count}', String(count));
}

/** The notice of a form as parts to render, from one version's facts and words in a language. */
export function renderNotice(
  kind: NoticeKind,
  language: string,
  version: string,
  facts: NoticeFacts,
  catalogue: NoticeWords,
): NoticeParts {
  const { officer, retention } = facts;
  // A page carries the words of its own forms only (NoticeWords): asking for another's is a
  // fault of the code, not something to show a visitor.
  const purpose = catalogue.purpose[kind];
  if (purpose === undefined) throw new Error(`No notice words for the ${kind} form`);
  const days = (rule: keyof RetentionPeriods) => ({
    text: periodIn(catalogue, language, retention[rule]),
  });
  const kept = fill(catalogue.kept[kind] ?? '', {
    period: days(kind),
    keptPeriod: days('careerKept'),
  });
  return {
    version,
    language,
    paragraphs: [
      [{ text: `${purpose} ${plainText(kept)}` }],
      [{ text: catalogue.rights }],
      fill(catalogue.grievance, {
        name: { text: officer.name },
        email: { text: officer.email, link: 'email', href: `mailto:${officer.email}` },
      }),
      [{ text: catalogue.policyLink, link: 'privacyPage', href: PRIVACY_PAGE_URL }],
    ],
    consents: CONSENT_KEYS[kind].map((key) => ({ key, label: catalogue.consents[key] ?? '' })),
  };
}

/**
 * The current notice of a form in a language: English here (the embeddable forms' words unless
 * `catalogue` has the form's); another language with its words, which only a form shown in
 * that language loads (current-notice-translations.ts).
 */
export function currentNotice(
  kind: NoticeKind,
  language: string = 'en',
  catalogue: NoticeWords = EN_EMBEDDABLE,
): NoticeParts {
  return renderNotice(kind, language, NOTICE_VERSION, CURRENT_FACTS, catalogue);
}
