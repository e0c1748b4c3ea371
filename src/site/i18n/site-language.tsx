// The language the site's shell speaks, and the visitor's way to change it. The router sets it
// (it knows the address); the header's language choice reads and changes it.
import { createContext, use } from 'react';
import type { Lang } from '../../ui/i18n/language';

export interface SiteLanguage {
  /** The shell's language: the address's, or for a page in English only the visitor's choice. */
  lang: Lang;
  /**
   * The clean path of the page shown, in a language: its own version if it has one, else the
   * language's home page (for a link that must work without the app: the app stays on the page
   * and changes the shell's language instead).
   */
  hrefIn: (lang: Lang) => string;
  /** Remembers the choice and shows the site in that language. */
  choose: (lang: Lang) => void;
}

export const SiteLanguageContext = createContext<SiteLanguage>({
  lang: 'en',
  hrefIn: () => '/',
  choose: () => undefined,
});

export const useSiteLanguage = (): SiteLanguage => use(SiteLanguageContext);
