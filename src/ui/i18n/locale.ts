// The Intl locale the numbers a component formats itself are written in: the language's own
// (en-IN grouping for India, si-LK for Sinhala), unless the page names a region that changes
// it, as a Tamil widget on a Sri Lankan page does.
import { localeOf, type Lang } from './language';

/**
 * The locale for numbers in a language on a page that names `region` with it ('LK' for
 * `ta-LK`), if any. Tamil in Sri Lanka groups digits as Sri Lanka does (1,234,567), which Intl's
 * own ta-LK data does not (it groups as India, 12,34,567): its figures take si-LK's rules, in
 * Latin digits, which read the same in Tamil.
 */
export function localeIn(lang: Lang, region: string | undefined): string {
  return lang === 'ta' && region === 'LK' ? localeOf('si') : localeOf(lang);
}

/** A number as the locale writes it: 12,34,567 in India, 1,234,567 in Sri Lanka. */
export function formatNumber(
  locale: string,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return new Intl.NumberFormat(locale, options).format(value);
}
