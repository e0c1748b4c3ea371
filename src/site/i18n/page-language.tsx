import type { ReactNode } from 'react';
import { LanguageProvider, useLang } from '../../ui/i18n/language';
import { pageLanguage, type SiteRoute } from '../site-routes';
import { useShellText } from './site-words';
import './page-language.css';

/**
 * A page in the language it is written in: the shell's, or English for a page not yet
 * translated, which then says so above it in the visitor's language. The page's element is the
 * same either way, so a page framed in another language once the app runs is not built again.
 */
export function PageLanguage({ route, children }: { route: SiteRoute; children: ReactNode }) {
  const lang = useLang();
  const shown = pageLanguage(route, lang);
  return (
    <>
      {shown === lang ? null : <UntranslatedNotice />}
      <div lang={shown} className="page-language">
        <LanguageProvider lang={shown}>{children}</LanguageProvider>
      </div>
    </>
  );
}

function UntranslatedNotice() {
  const { language } = useShellText();
  return (
    <p className="untranslated-notice" role="note">
      <span className="container untranslated-notice__text">{language.untranslated}</span>
    </p>
  );
}
