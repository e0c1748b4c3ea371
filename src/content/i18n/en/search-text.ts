// How the translated pages introduce themselves in search results and link previews: the
// description of each fixed page (its title is its page title, in site-text) and the phrases of
// the pages of one kind. A grade's page takes its description from the grade's own words.
import { SEARCH_PHRASES, SEARCH_TEXT } from '../../search-text';

/** The fixed pages written in every language, by route. */
const ROUTES = [
  '/',
  '/products',
  '/products/compare',
  '/tools/gel-time',
  '/samples/request',
  '/applications',
  '/inquiry',
  '/career',
  '/privacy',
  '/error',
  '/dealers',
] as const;

function descriptions(): Readonly<Record<(typeof ROUTES)[number], string>> {
  const entries = ROUTES.map((route) => {
    const text = SEARCH_TEXT[route];
    if (!text) throw new Error(`No description for ${route}`);
    return [route, text.description] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof ROUTES)[number], string>;
}

export const searchDescriptions = descriptions();

export const searchPhrases = {
  applicationTitle: SEARCH_PHRASES.applicationTitle,
  application: SEARCH_PHRASES.application,
};
