// Each dealer of the dealers page as a schema.org Store: where it is (address and geo), how to
// reach it and when it is open, as the page itself shows it.
import type { Store, WithContext } from 'schema-dts';
import { telHref } from '../../content/contact-links';
import { DEALERS, type Dealer } from '../../content/dealers';

function store(dealer: Dealer, page: string): WithContext<Store> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    // One dealer, whichever language's page names it.
    '@id': `${page}#${dealer.id}`,
    name: dealer.name,
    url: page,
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.street,
      addressLocality: dealer.town,
      addressRegion: dealer.region,
      postalCode: dealer.postalCode,
      addressCountry: dealer.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.lat, longitude: dealer.lon },
    telephone: telHref(dealer.phone).replace(/^tel:/, ''),
    email: dealer.email,
    openingHours: [...dealer.hours],
    knowsLanguage: [...dealer.languages],
  };
}

/** The dealers as Stores; `page` is the English dealers page's absolute address. */
export const dealerStores = (page: string): WithContext<Store>[] =>
  DEALERS.map((dealer) => store(dealer, page));
