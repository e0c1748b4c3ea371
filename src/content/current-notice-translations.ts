// The current notice's words in the other languages, each loaded only when a form is shown in
// its language (src/forms/kit/form-language.ts): an English form carries none of them, nor this
// module. The gateway and the privacy page read every version through privacy-notice.ts.
import { NOTICE_VERSION } from './current-notice';
import type { NoticeCatalogue, NoticeTranslation } from './notice-catalogue';

const CURRENT_TRANSLATIONS: Readonly<
  Record<string, () => Promise<{ noticeCatalogues: NoticeTranslation }>>
> = {
  hi: () => import('./i18n/hi/privacy-notice'),
  mr: () => import('./i18n/mr/privacy-notice'),
  ta: () => import('./i18n/ta/privacy-notice'),
  si: () => import('./i18n/si/privacy-notice'),
};

/** The current version's words in a language, or undefined where it has none. */
export async function currentNoticeIn(language: string): Promise<NoticeCatalogue | undefined> {
  const load = Object.hasOwn(CURRENT_TRANSLATIONS, language)
    ? CURRENT_TRANSLATIONS[language]
    : undefined;
  const catalogues = (await load?.())?.noticeCatalogues;
  return catalogues && Object.hasOwn(catalogues, NOTICE_VERSION)
    ? catalogues[NOTICE_VERSION]
    : undefined;
}
