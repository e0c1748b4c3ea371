import { useMemo, useRef, useState } from 'react';
import { currentNotice, NOTICE_KINDS } from '../../content/current-notice';
import type { ConsentKey, NoticeKind, NoticeWords } from '../../content/notice-catalogue';
import type { NoticeState } from './consent-notice';
import type { FormText } from './form-text-shape';
import type { SpamSignals } from './spam/spam-signals';
import type { FormEnvelope } from './submission-types';

// What useSubmission adds to every form besides its fields: the privacy notice with the
// visitor's choices, and the spam signals earned while the form is filled in.

const isNoticeKind = (name: string): name is NoticeKind =>
  (NOTICE_KINDS as readonly string[]).includes(name);

/**
 * The notice a form shows in its language (`translated`, from the form's words, in a language
 * other than English; the English where that language has none, in `english` for a form the
 * kit has no words for) and the visitor's optional choices, each false until ticked;
 * `consent()` is what the submission says was shown and chosen.
 */
export function useNotice(
  name: string,
  translated: FormText['notice'],
  english: NoticeWords | undefined,
) {
  const [choices, setChoices] = useState<Partial<Record<ConsentKey, boolean>>>({});
  const parts = useMemo(() => {
    if (!isNoticeKind(name)) return undefined;
    return translated ? translated(name) : currentNotice(name, 'en', english);
  }, [name, translated, english]);
  if (!parts) return undefined;
  const state: NoticeState = {
    parts,
    choices,
    choose: (key, on) => setChoices((current) => ({ ...current, [key]: on })),
  };
  return {
    state,
    consent: (): FormEnvelope['notice'] => ({
      version: parts.version,
      language: parts.language,
      choices: Object.fromEntries(parts.consents.map(({ key }) => [key, choices[key] === true])),
    }),
  };
}

/**
 * What a form needs once it is touched, loaded then rather than with the page: the kit's
 * checking and sending (submit-flow.ts) and the spam signals sent with it.
 */
export const loadFlow = () => import('./submit-flow');

/**
 * The spam signals of one form, loaded and started on its first touch. Where no Web Worker
 * can run (a test's DOM, an old browser) the form sends without them: its submissions are
 * still stored, marked as spam.
 */
export function useSignals(apiBase: string | undefined, form: string) {
  const session = useRef<{ apiBase: string | undefined; ready: Promise<SpamSignals | null> }>(null);
  const open = () => {
    if (typeof Worker === 'undefined') return null;
    if (!session.current || session.current.apiBase !== apiBase) {
      session.current = {
        apiBase,
        ready: loadFlow().then(
          ({ createSpamSignals }) => createSpamSignals(apiBase, form),
          () => null,
        ),
      };
    }
    return session.current.ready;
  };
  return {
    begin: () => void open()?.then((s) => s?.begin()),
    forSubmission: async (id: string) => (await (await open())?.signalsFor(id)) ?? {},
  };
}
