// How a dealer's facts read in the visitor's language: numbers, lists, days of the week,
// languages and countries through Intl, so no catalogue has to carry them.
import { mapsSearchUrl, phoneDigits, telHref, whatsAppHref } from '../../content/contact-links';
import { DISTANCE_UNIT, PACK_UNIT } from '../../content/dealer-text';
import { dealerAddress, type Dealer } from '../../content/dealers';

/** schema.org's day codes, Monday first, and a date on each of those days (a Monday onwards). */
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const A_MONDAY = Date.UTC(2024, 0, 1, 12);

export interface DealerFormat {
  /** '12 km', the figure written as the locale writes it. */
  distance(km: number): string;
  /** '20 kg, 50 kg and 220 kg'. */
  packs(packs: readonly number[]): string;
  /** 'Mon–Sat 09:30–18:30' for 'Mo-Sa 09:30-18:30'. */
  hours(hours: string): string;
  /** 'Marathi, Hindi and English', each in the visitor's language. */
  languages(codes: readonly string[]): string;
  /** 'India', 'Sri Lanka', in the visitor's language. */
  country(code: string): string;
  /** Items joined as the language joins a list. */
  list(items: readonly string[]): string;
}

export function dealerFormat(locale: string): DealerFormat {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const languageNames = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  const regionNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const day = (code: string) => {
    const index = DAYS.indexOf(code);
    return index < 0 ? code : weekday.format(A_MONDAY + index * 86_400_000);
  };
  return {
    distance: (km) => `${number.format(km)} ${DISTANCE_UNIT}`,
    packs: (packs) => list.format(packs.map((kg) => `${number.format(kg)} ${PACK_UNIT}`)),
    hours(hours) {
      const [days = '', times = ''] = hours.split(' ');
      return `${days.split('-').map(day).join('–')} ${times.replace('-', '–')}`;
    },
    languages: (codes) => list.format(codes.map((code) => languageNames.of(code) ?? code)),
    country: (code) => regionNames.of(code) ?? code,
    list: (items) => list.format(items),
  };
}

/** The dealer's line as a `tel:` address. */
export const callHref = (dealer: Dealer) => telHref(dealer.phone);

/** A WhatsApp chat with the dealer, its first message written for the visitor. */
export const chatHref = (dealer: Dealer, message: string) =>
  whatsAppHref(phoneDigits(dealer.whatsApp ?? dealer.phone), message);

/** The dealer's address as a map search, which gives directions from where the visitor is. */
export const directionsHref = (dealer: Dealer) =>
  mapsSearchUrl(`${dealer.name}, ${dealerAddress(dealer)}`);
