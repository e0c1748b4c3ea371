// How the calculator writes its figures: through Intl in the page's language (Latin digits in
// every language), with their units, which stay as they are.
import { minuteDigits, type Span } from '../../../content/cure-guide';
import { formatNumber } from '../../../ui/i18n/locale';
import { localeOf, useLang } from '../../../ui/i18n/language';

export type Figures = ReturnType<typeof figuresIn>;

export function figuresIn(locale: string) {
  const number = (value: number, digits: number, least = 0) =>
    formatNumber(locale, value, { maximumFractionDigits: digits, minimumFractionDigits: least });
  const minutes = (value: number) => number(value, minuteDigits(value));
  return {
    number,
    /** '17.5 min', '24 min'. */
    minutes: (value: number) => `${minutes(value)} min`,
    /** '13–17 min'. */
    minuteRange: ({ min, max }: Span) => `${minutes(min)}–${minutes(max)} min`,
    /** '1.0–2.0 %': a range of levels. */
    levels: ({ min, max }: Span, digits: number) =>
      `${number(min, digits, digits)}–${number(max, digits, digits)} %`,
    /** '18–35 °C'. */
    degreesRange: ({ min, max }: Span) => `${number(min, 1)}–${number(max, 1)} °C`,
    degrees: (value: number) => `${number(value, 1)} °C`,
    kg: (value: number) => `${number(value, value < 100 ? 1 : 0)} kg`,
    grams: (value: number) => `${number(value, value < 100 ? 1 : 0)} g`,
  };
}

/** The figures' writer in the page's language. */
export function useFigures(): Figures {
  return figuresIn(localeOf(useLang()));
}
