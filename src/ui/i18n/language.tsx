// The language a piece of the page speaks, for every component that shows words: the site sets
// it at its root (from the address, or the visitor's choice), a widget from its own `lang`
// attribute. A component reads it with useLang() and takes its words with useArea(); nothing
// here loads a catalogue, so English pages carry only these few lines.
import { createContext, use, type ReactNode } from 'react';
import {
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '../../content/i18n/languages';

export type Lang = Language;
export { LANGUAGES, LANGUAGE_NAMES };

const LanguageContext = createContext<Lang>('en');

/** Sets the language of everything inside it; the nearest one counts. */
export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LanguageContext value={lang}>{children}</LanguageContext>;
}

/** The language to render in: the nearest LanguageProvider's, English without one. */
export function useLang(): Lang {
  return use(LanguageContext);
}

/** Whether a value names one of the languages ('hi'), e.g. a stored choice or an attribute. */
export function isLang(value: unknown): value is Lang {
  return LANGUAGES.some((lang) => lang === value);
}

/** The Intl locale numbers and dates are written in: en-IN grouping, si-LK for Sinhala. */
export const localeOf = (lang: Lang): string => LANGUAGE_LOCALES[lang];

/**
 * '2026-10-08' as a date in the language ('8 October 2026' in English, '8 अक्टूबर 2026' in
 * Hindi), read as a calendar date so it never shifts by a day across time zones. A browser
 * without the language's calendar data (some Chromium builds lack Sinhala) writes it as
 * '2026-10-08' rather than in another language. Put the result in an element marked
 * `suppressHydrationWarning`: the build's and the browser's data may word it differently.
 */
export function formatDateIn(lang: Lang, isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  const locale = localeOf(lang);
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) return isoDate;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
