import { useLang } from '../../ui/i18n/language';
import { localeIn } from '../../ui/i18n/locale';
import { useFormSetting } from './form-setting';

/** The Intl locale a form writes its own figures in: its language's, in its page's region. */
export function useFormLocale(): string {
  return localeIn(useLang(), useFormSetting().region);
}
