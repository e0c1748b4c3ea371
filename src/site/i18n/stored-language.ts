// The visitor's choice of language, kept in the browser across visits. The page's first script
// reads it too, to open a page in the chosen language before it is painted.
import { isLang, type Lang } from '../../ui/i18n/language';
import { LANGUAGE_KEY } from '../boot/first-paint';

/** The language the visitor chose, if any (and if the browser lets the site keep it). */
export function storedLanguage(): Lang | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLang(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage refused (private mode, full): the choice holds for this visit only.
  }
}
