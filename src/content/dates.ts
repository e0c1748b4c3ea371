// Dates as the site writes them.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2026-10-08' -> '8 October 2026'. Spelled out by hand rather than with Intl, so the text is the
 * same in every browser and locale, and a date can never shift by a day across time zones.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = month === undefined ? undefined : MONTHS[month - 1];
  if (!year || !day || !name) return isoDate;
  return `${day} ${name} ${year}`;
}
