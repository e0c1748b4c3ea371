import { FIELD_MESSAGES, LIMIT_MESSAGES } from '../../../content/field-messages';
import { RESUME_MESSAGES } from '../../../content/file-picker';
import { FORM_ANSWER } from '../../../content/form-answer';
import { LANGUAGES, type Language } from '../../../content/i18n/languages';
import { messageTranslator, type Say } from '../../../content/i18n/message-translator';
import { AREAS, FIELD_LABEL_TRANSLATIONS } from '../../../content/i18n/registry';
import type { AreaTranslation, Translation } from '../../../content/i18n/translation';
import { FORM_TEXT, MESSAGES } from '../../../content/messages';
import { REACH_MESSAGES } from '../../../content/reach-messages';
import { THANKS } from '../../../content/thanks';
import { FIELD_LABELS } from '../../../submissions/field-labels';

/** What the gateway's answer page says, in the language the form was in. */
export interface AnswerWords {
  lang: Language;
  messages: Translation<typeof MESSAGES>;
  formText: Translation<typeof FORM_TEXT>;
  fieldLabels: Translation<typeof FIELD_LABELS>;
  thanks: Translation<typeof THANKS>;
  answer: Translation<typeof FORM_ANSWER>;
  /** A message the checks or the gateway made in English, in the language. */
  say: Say;
}

/** The page's language from what the form's page said: one the site speaks, else English. */
export function answerLanguage(said: string | undefined): Language {
  const code = said?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === code) ?? 'en';
}

type Loader<T> = (() => Promise<T>) | undefined;

/** One area's words in the language, or undefined where it has none (its English then stands). */
async function area<T>(load: Loader<T>): Promise<T | undefined> {
  try {
    return await load?.();
  } catch {
    return undefined;
  }
}

const ENGLISH: AnswerWords = {
  lang: 'en',
  messages: MESSAGES,
  formText: FORM_TEXT,
  fieldLabels: FIELD_LABELS,
  thanks: THANKS,
  answer: FORM_ANSWER,
  say: (english) => english,
};

const loaded = new Map<Language, Promise<AnswerWords>>();

/**
 * The words of the answer page in `lang`, loaded once per language: the same catalogues a form
 * shown in that language loads (its messages, labels, thank-you panel, and the translator of the
 * English messages its checks and the gateway make), and the page's own.
 */
export function answerWords(lang: Language): Promise<AnswerWords> {
  if (lang === 'en') return Promise.resolve(ENGLISH);
  let words = loaded.get(lang);
  if (!words) {
    words = load(lang);
    loaded.set(lang, words);
  }
  return words;
}

async function load(lang: Exclude<Language, 'en'>): Promise<AnswerWords> {
  const [messages, fieldMessages, reach, picker, thanks, answer, labels] = await Promise.all([
    area(AREAS.messages.translations[lang]),
    area(AREAS['field-messages'].translations[lang]),
    area(AREAS['reach-messages'].translations[lang]),
    area(AREAS['file-picker'].translations[lang]),
    area(AREAS.thanks.translations[lang]),
    area(AREAS['form-answer'].translations[lang]),
    area(FIELD_LABEL_TRANSLATIONS[lang]),
  ]);
  const fieldLabels = labels?.fieldLabels ?? FIELD_LABELS;
  return {
    lang,
    messages: messages?.messages ?? MESSAGES,
    formText: messages?.formText ?? FORM_TEXT,
    fieldLabels,
    thanks: (thanks as AreaTranslation<{ thanks: typeof THANKS }> | undefined)?.thanks ?? THANKS,
    answer: answer?.formAnswer ?? FORM_ANSWER,
    // The same pairs, in the same order, as a form's own translator in the browser.
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
