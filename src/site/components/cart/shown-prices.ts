import { useSyncExternalStore } from 'react';
import {
  currencyOfCountry,
  defaultCurrency,
  formatPrice,
  type PriceCurrency,
} from '../../../content/prices';
import { PRICE_CURRENCY_TEXT } from '../../../content/shop';
import { useLang } from '../../../ui/i18n/language';
import { useSiteLanguage } from '../../i18n/site-language';

// The currency every price of the shop, the cart and the checkout is shown in. The checkout's
// country chooses it (rupees for India and Sri Lanka, US dollars elsewhere); until a country is
// chosen, the language the visitor reads the site in or the browser's region does. The choice
// holds for the visit (this tab's session storage), on every page that shows a price.

interface Choice {
  /** The checkout's country value, if one is chosen. */
  country: string | undefined;
  /** The regions the browser's languages name, in its order ('en-IN' names 'IN'). */
  regions: readonly string[];
}

let choice: Choice | undefined;
const listeners = new Set<() => void>();

function browserRegions(): string[] {
  return navigator.languages.flatMap((tag) => {
    try {
      const { region } = new Intl.Locale(tag);
      return region ? [region] : [];
    } catch {
      return [];
    }
  });
}

/** Where the tab keeps the checkout's country: a country code, nothing about the buyer. */
const COUNTRY_KEY = 'kalpa-price-country';

function storedCountry(): string | undefined {
  try {
    return sessionStorage.getItem(COUNTRY_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function storeCountry(country: string | undefined): void {
  try {
    if (country === undefined) sessionStorage.removeItem(COUNTRY_KEY);
    else sessionStorage.setItem(COUNTRY_KEY, country);
  } catch {
    // Storage refused: the choice holds on this page only.
  }
}

const getChoice = (): Choice =>
  (choice ??= { country: storedCountry(), regions: browserRegions() });

/** The page's HTML, and the app while it adopts it, show US dollars, as the build knows no visitor. */
const getServerChoice = (): undefined => undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The checkout's country ('' when none is chosen): its prices are shown in its currency. */
export function choosePriceCountry(country: string): void {
  const current = getChoice();
  const next = country === '' ? undefined : country;
  if (current.country === next) return;
  choice = { ...current, country: next };
  storeCountry(next);
  listeners.forEach((listener) => listener());
}

export interface ShownPrices {
  currency: PriceCurrency;
  /** A price of that many US cents as the visitor sees it ('$2197', '₹1,84,548'). */
  format: (cents: number) => string;
  /** Beside each price: 'excl. GST' for a price in Indian rupees, else ''. */
  beside: string;
  /** Under a total: which money the prices are in, when it is not US dollars. */
  notice: string;
}

/** How this visitor is shown prices, kept current as the checkout's country changes. */
export function useShownPrices(): ShownPrices {
  // The visitor's language (the shell's) picks the default; the words around a price are the
  // page's, and so is the locale it is written in.
  const { lang } = useSiteLanguage();
  const pageLang = useLang();
  const current = useSyncExternalStore(subscribe, getChoice, getServerChoice);
  const currency: PriceCurrency = !current
    ? 'USD'
    : current.country !== undefined
      ? currencyOfCountry(current.country)
      : defaultCurrency(lang, current.regions);
  const format = (cents: number) => formatPrice(cents, currency, pageLang);
  return { currency, format, ...PRICE_CURRENCY_TEXT[currency] };
}
