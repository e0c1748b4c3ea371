// The shape of the privacy notice's words in one language, apart from privacy-notice.ts so that
// each translation's module (loaded by privacy-notice.ts) can name its type without importing
// that file back.

export type NoticeKind = 'contact' | 'inquiry' | 'career' | 'quotation' | 'review' | 'sample';

/** Optional choices a form offers, each a separate checkbox that starts unticked. */
export type ConsentKey = 'updates' | 'keepCv' | 'showName';

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

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

/**
 * Some of a catalogue's words: those of the forms a page shows (partner pages show only the
 * contact, inquiry and career forms, so they never carry the quotation's and review's words).
 * Rendering a form whose words are missing is a fault of the code, and throws.
 */
export interface NoticeWords extends Omit<NoticeCatalogue, 'purpose' | 'kept' | 'consents'> {
  purpose: Readonly<Partial<Record<NoticeKind, string>>>;
  kept: Readonly<Partial<Record<NoticeKind, string>>>;
  consents: Readonly<Partial<Record<ConsentKey, string>>>;
}

/** A language's notice: its catalogue for each version it translates, by version id. */
export type NoticeTranslation = Readonly<Record<string, NoticeCatalogue>>;
