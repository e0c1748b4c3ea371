import { use } from 'react';
import { FORM_TEXT, MESSAGES } from '../../content/messages';
import { FIELD_LABELS } from '../../submissions/field-labels';
import { useLang, type Lang } from '../../ui/i18n/language';
import type { FormText } from './form-text-shape';

export type { FormText };

/** English: the constants themselves, which every form already carries. */
export const ENGLISH_FORM_TEXT: FormText = {
  messages: MESSAGES,
  formText: FORM_TEXT,
  fieldLabels: FIELD_LABELS,
  say: (english) => english,
};

/** React's use() returns the value of a promise marked fulfilled at once, without suspending. */
type Loading = Promise<FormText> & { status?: 'fulfilled'; value?: FormText };

const loading = new Map<Lang, Loading>();

/**
 * Starts loading (once) what forms say in a language: their messages, field labels and
 * problems, e-mail, phone and resume messages, the privacy notice, and the translator of
 * English messages. Whoever knows a form is coming in a language may start it early. A load
 * that fails (the network dropped) gives the English, and the next call tries again.
 */
export function loadFormText(lang: Lang): Promise<FormText> {
  if (lang === 'en') return Promise.resolve(ENGLISH_FORM_TEXT);
  const started = loading.get(lang);
  if (started) return started;
  const promise: Loading = import('./form-language').then(
    ({ formTextIn }) => formTextIn(lang),
    () => {
      loading.delete(lang);
      return ENGLISH_FORM_TEXT;
    },
  );
  void promise.then((value) => {
    promise.status = 'fulfilled';
    promise.value = value;
  });
  loading.set(lang, promise);
  return promise;
}

/**
 * The words of a form in the language of the nearest LanguageProvider (English without one).
 * Suspends while another language's words load.
 */
export function useFormText(): FormText {
  const lang = useLang();
  if (lang === 'en') return ENGLISH_FORM_TEXT;
  // Always through use(), loaded or not: a render that suspended here must call it again.
  return use(loadFormText(lang));
}
