// The shape of a form's words, apart from form-text.ts and form-language.ts, which both name it.
import type { NoticeParts } from '../../content/current-notice';
import type { FieldLabelsText } from '../../content/i18n/en/field-labels';
import type { Translation } from '../../content/i18n/translation';
import type { FORM_TEXT, MESSAGES } from '../../content/messages';
import type { NoticeKind } from '../../content/notice-catalogue';
import type { Say } from '../../content/i18n/message-translator';

/** What every form says, in the language it is shown in. */
export interface FormText {
  messages: Translation<typeof MESSAGES>;
  formText: Translation<typeof FORM_TEXT>;
  fieldLabels: FieldLabelsText;
  /**
   * A message made in English (by the checks, the gateway or the form's own code) in the
   * form's language: field problems, the summary and toasts travel as English and are put
   * into the language only where they are shown.
   */
  say: Say;
  /**
   * A form's privacy notice in the language, once its words have loaded; absent in English,
   * whose notice every form carries, and where the language's could not be had, so that the
   * form shows, and its consent records, the English.
   */
  notice?: ((kind: NoticeKind) => NoticeParts) | undefined;
}
