// The words a page in another language introduces itself with (title, description, breadcrumb),
// from that language's catalogues. The build loads every language's at once; the app loads a
// page's language on the first navigation to it, together with the head's other code.
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../content/i18n/languages';
import type { AreaName } from '../../content/i18n/registry';
import type { AreaText } from '../../ui/i18n/areas';

export interface PageWords {
  siteText: AreaText<'site-text'>;
  searchText: AreaText<'search-text'>;
  shell: AreaText<'shell'>;
  products: AreaText<'products'>;
  applications: AreaText<'applications'>;
}

/** The words of each language whose pages are described; English needs none. */
export type WordsByLanguage = Partial<Readonly<Record<TranslatedLanguage, PageWords>>>;

/** An area in a language; a language still without it says it in English. */
async function areaIn<A extends AreaName>(lang: TranslatedLanguage, area: A): Promise<AreaText<A>> {
  // Loaded as the app loads it, so the registry stays one chunk of its own.
  const { AREAS } = await import('../../content/i18n/registry');
  const { en, translations } = AREAS[area];
  const load = translations[lang] ?? en;
  return load() as Promise<AreaText<A>>;
}

async function wordsOf(lang: TranslatedLanguage): Promise<PageWords> {
  const [siteText, searchText, shell, products, applications] = await Promise.all([
    areaIn(lang, 'site-text'),
    areaIn(lang, 'search-text'),
    areaIn(lang, 'shell'),
    areaIn(lang, 'products'),
    areaIn(lang, 'applications'),
  ]);
  return { siteText, searchText, shell, products, applications };
}

/** The words of the languages given, every translated one by default. */
export async function loadPageWords(
  languages: readonly TranslatedLanguage[] = TRANSLATED_LANGUAGES,
): Promise<WordsByLanguage> {
  const loaded = await Promise.all(languages.map(async (lang) => [lang, await wordsOf(lang)]));
  return Object.fromEntries(loaded) as WordsByLanguage;
}
