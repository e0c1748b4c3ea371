import { COMPANY } from './company';

// The short notice shown beside each form's submit button, by form, version and language.
// The gateway stores a hash of the exact text a visitor was shown, so a published version's
// text must never change: a new wording is a new version, and old versions stay here.

export type NoticeKind = 'contact' | 'inquiry' | 'career' | 'quotation' | 'review';

export const NOTICE_VERSION = '2026-12-01';

const PURPOSE: Record<NoticeKind, string> = {
  contact: 'We use what you type here to answer your message.',
  inquiry: 'We use what you type here to answer your enquiry and send you a quotation.',
  career: 'We use what you send here, your resume included, to assess you for a position.',
  quotation: 'We use what you type here to prepare and send your quotation.',
  review: 'We use what you type here to check your review before it is published.',
};

const RETENTION: Record<NoticeKind, string> = {
  contact: 'It is kept for 2 years.',
  inquiry: 'It is kept for 2 years.',
  career: 'It is kept for 6 months, or 2 years if you ask us to keep your resume.',
  quotation: 'It is kept for 2 years.',
  review: 'It is kept for 2 years.',
};

const RIGHTS = `You may ask to see, correct or erase your data, or withdraw your consent, by writing to our grievance officer at ${COMPANY.emails.info.display}. See our privacy policy for more.`;

function english(kind: NoticeKind): string {
  return `${PURPOSE[kind]} ${RETENTION[kind]} ${RIGHTS}`;
}

/** Every published notice text: version, then language, then form. */
const NOTICES: Readonly<Record<string, Readonly<Record<string, (kind: NoticeKind) => string>>>> = {
  [NOTICE_VERSION]: { en: english },
};

/** The exact notice text of a form in a language and version (default the current one). */
export function noticeText(
  kind: NoticeKind,
  language: string,
  version: string = NOTICE_VERSION,
): string | undefined {
  const byLanguage = Object.hasOwn(NOTICES, version) ? NOTICES[version] : undefined;
  const text = byLanguage && Object.hasOwn(byLanguage, language) ? byLanguage[language] : undefined;
  return text?.(kind);
}

/** The optional, unticked checkboxes each form shows under its notice. */
export const OPTIONAL_CONSENTS: Record<NoticeKind, readonly { key: string; label: string }[]> = {
  contact: [],
  inquiry: [{ key: 'updates', label: 'Send me product updates' }],
  career: [{ key: 'keepCv', label: 'Keep my resume for future openings' }],
  quotation: [{ key: 'updates', label: 'Send me product updates' }],
  review: [],
};
