// What forms say in a language other than English, loaded only when a form is shown in one
// (form-text.ts): an English page never downloads this module nor any catalogue.
import { FIELD_MESSAGES, LIMIT_MESSAGES } from '../../content/field-messages';
import { RESUME_MESSAGES } from '../../content/file-picker';
import { FIELD_LABEL_TRANSLATIONS } from '../../content/i18n/registry';
import type { TranslatedLanguage } from '../../content/i18n/languages';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { currentNotice } from '../../content/current-notice';
import { currentNoticeIn } from '../../content/current-notice-translations';
import { REACH_MESSAGES } from '../../content/reach-messages';
import { FIELD_LABELS } from '../../submissions/field-labels';
import { loadArea } from '../../ui/i18n/areas';
import type { FormText } from './form-text-shape';
import { messageTranslator } from '../../content/i18n/message-translator';

/**
 * A form's words in the language, with its English wherever a catalogue could not be had, and
 * the privacy notice loaded, so the form shows and records the notice in the language. The
 * thank-you panels' words come too, so a panel appears at once after a success.
 */
export async function formTextIn(lang: TranslatedLanguage): Promise<FormText> {
  const [messages, fieldMessages, reach, picker, , labels, notice] = await Promise.all([
    loadArea(lang, 'messages'),
    loadArea(lang, 'field-messages'),
    loadArea(lang, 'reach-messages'),
    loadArea(lang, 'file-picker'),
    loadArea(lang, 'thanks'),
    FIELD_LABEL_TRANSLATIONS[lang]?.().catch(() => undefined),
    // Without its notice the form shows, and its submission records, the English one.
    currentNoticeIn(lang).catch(() => undefined),
  ]);
  const fieldLabels = labels?.fieldLabels ?? FIELD_LABELS;
  return {
    messages: messages?.messages ?? MESSAGES,
    formText: messages?.formText ?? FORM_TEXT,
    fieldLabels,
    notice: notice && ((kind) => currentNotice(kind, lang, notice)),
    // The spec's messages first: where two catalogues share an English text, theirs wins.
    say: messageTranslator([
      [MESSAGES, messages?.messages],
      [FIELD_LABELS, fieldLabels],
      [FIELD_MESSAGES, fieldMessages?.fieldMessages],
      [LIMIT_MESSAGES, fieldMessages?.limitMessages],
      [REACH_MESSAGES, reach?.reachMessages],
      [RESUME_MESSAGES, picker?.resumeMessages],
      [FORM_TEXT, messages?.formText],
    ]),
  };
}
