// The languages the product speaks, and which of them are complete. English is the source: every
// other language translates its catalogues.

export const LANGUAGES = ['en', 'hi', 'mr', 'ta', 'si'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Every language but English: the ones a catalogue is translated into. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['hi', 'mr', 'ta', 'si'];

/**
 * 'complete': every area has its translation, and the checks require it. 'pending': an area may
 * have none yet (the site then shows the English); whatever exists is checked all the same.
 * Mark a language complete only when it translates every area.
 */
export const LANGUAGE_STATUS: Readonly<Record<TranslatedLanguage, 'complete' | 'pending'>> = {
  hi: 'complete',
  mr: 'complete',
  ta: 'complete',
  si: 'complete',
};

/** Each language's name in its own script, for a language switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  ta: 'தமிழ்',
  si: 'සිංහල',
};

/**
 * The locale numbers and dates are written in, through Intl: Indian grouping for India
 * (12,34,567), the Sri Lankan form for Sinhala. Latin digits in every language, as the
 * catalogues write them (Marathi would otherwise default to Devanagari digits).
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  mr: 'mr-IN-u-nu-latn',
  ta: 'ta-IN-u-nu-latn',
  si: 'si-LK-u-nu-latn',
};
