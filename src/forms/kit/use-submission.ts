import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { formPostAction } from '../../content/form-post';
import { MESSAGES } from '../../content/messages';
import { OPTIONAL_FIELDS } from '../../submissions/field-labels';
import { useLang } from '../../ui/i18n/language';
import { loadToasts } from '../../ui/toast/toast-demand';
import { useToasts } from '../../ui/toast/use-toasts';
import type { NoticeState } from './consent-notice';
import type { SummaryState } from './error-summary';
import { useFormSetting } from './form-setting';
import { useFormText, type FormText } from './form-text';
import type { FieldErrors, FormChecks, SubmissionOptions } from './submission-types';
import { loadFlow, useNotice, useSignals } from './use-envelope';
import { draftKey, useDraft } from './use-draft';
import { useFormChecks } from './use-form-checks';
import type { Thanks } from './use-thanks';

/** What <FormFrame> needs of a submission (useSubmission gives it). */
export interface SubmissionFrame {
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * Where the form posts when no script handles it (scripts off, or sent before they came):
   * the gateway's page for forms, never the form's own page, so no field goes in an address.
   */
  action: string;
  /** The form carries a file: it posts multipart. */
  multipart: boolean;
  submitting: boolean;
  submit(): void;
  touch(): void;
  /** The form's own toaster, which the frame shows; none when it shares another's. */
  toasterId: string | undefined;
  summary: SummaryState | null;
  /** The stored submission the thank-you panel shows in the form's place. */
  thanks: Thanks | null;
  again(): void;
  /** The privacy notice beside the submit button, and the visitor's optional choices. */
  notice: NoticeState | undefined;
  /** What the form says, in its language. */
  text: FormText;
}

/** idle -> submitting -> idle (failure, or `again`) or done (until the panel's "send another"). */
export type SubmitPhase = 'idle' | 'submitting' | 'done';

/**
 * The one way a form submits, whatever its fields: its draft (kept across a failure, a closed
 * tab or a reload; cleared by a success), the submission id (one per submission, renewed only
 * after a 409), the checks loaded on the first touch, one submission at a time, each problem
 * under its field plus the summary, the toast and focus on the first wrong field, the thank-you
 * panel, the success and failure callbacks (the widgets' events). Give <FormFrame> its result.
 */
export function useSubmission<V extends Record<string, string>>(
  name: string,
  options: SubmissionOptions<V>,
) {
  const { empty, load, onFailed } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const key = draftKey(name, ...(options.scope ?? []));
  const draft = useDraft(key, empty);
  // Always the same function for a form, so the hooks keep their order.
  const thanks = (options.thanks ?? noThanks)(key);
  // Before the notice: in another language it suspends until the words and notice are there.
  const text = useFormText();
  // Its toasts stay English in the toaster; the form's ToastHost shows them in its language.
  const { toasterId, notify } = useToasts(options.toasterId);
  // The form's kind and the kit's checking and sending (submit-flow.ts), loaded together.
  const loadChecks = useCallback(
    (): Promise<FormChecks> =>
      Promise.all([load(), loadFlow()]).then(([kind, flow]) => ({ ...flow, kind })),
    [load],
  );
  const { checks: loaded, prepare, whenReady } = useFormChecks(loadChecks);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState<SummaryState | null>(null);
  const later = useLater();
  const setting = useFormSetting();
  const notice = useNotice(name, text.notice, options.noticeWords);
  const signals = useSignals(options.apiBase, name);
  const parts = notice?.state.parts;
  const action = formPostAction(options.apiBase ?? '', name, {
    lang: useLang(),
    channel: setting.channel,
    region: setting.region,
    notice: parts?.version,
    noticeLang: parts?.language,
  });

  // One submission at a time: the ref answers before React re-renders, so a double click or
  // Enter pressed twice starts one submission, not two.
  const phaseRef = useRef<SubmitPhase>('idle');
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const move = useCallback((next: SubmitPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const run = async (task: () => Promise<boolean>) => {
    if (phaseRef.current !== 'idle') return;
    move('submitting');
    let done = false;
    try {
      done = await task();
    } finally {
      move(done ? 'done' : 'idle');
    }
  };

  const setValue = (field: keyof V & string, value: string) => {
    draft.setValue(field, value);
    if (!errors[field]) return;
    // A field in error is checked again as it is typed: its message follows what is still
    // wrong, and goes once the field is right.
    const message = loaded?.recheck({ options, checks: loaded }, field, {
      ...draft.values,
      [field]: value,
    });
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const submit = () => {
    if (phaseRef.current !== 'idle') return;
    whenReady(
      (checks) =>
        checks.checkAndSend({
          options,
          checks,
          values: draft.values,
          form: formRef.current,
          draft,
          notify,
          setErrors,
          setShown,
          run,
          later,
          showThanks: thanks.show,
          envelope: {
            channel: setting.channel,
            region: setting.region,
            dealer: setting.dealer,
            ...(notice ? { notice: notice.consent() } : {}),
            signals: signals.forSubmission,
          },
        }),
      (error) => {
        // The checks themselves could not load (offline): nothing was sent.
        console.error(error);
        setErrors({});
        setShown(null);
        notify.error({ message: MESSAGES.sendFailed });
        onFailed?.(MESSAGES.sendFailed);
      },
    );
  };

  /** The visitor's first focus or press in the form: what submitting needs starts loading. */
  const touch = () => {
    void prepare().catch(() => undefined);
    // The proof of work starts solving now, so it is ready long before the visitor submits.
    signals.begin();
    // The toast library too, so the form's first toast is not late.
    void loadToasts().catch(() => undefined);
  };

  /** The thank-you panel's "send another": the empty form comes back. */
  const again = () => {
    thanks.dismiss();
    move('idle');
  };

  return {
    formRef,
    action,
    multipart: options.attach !== undefined,
    values: draft.values,
    setValue,
    /**
     * What a field of the form is given: its name, label, value, change handler, problem, and
     * whether the kind requires it (all but its OPTIONAL_FIELDS).
     */
    field: (field: keyof V & string, label?: string) => ({
      name: field,
      label: label ?? (text.fieldLabels as Record<string, string>)[field] ?? field,
      value: draft.values[field],
      onChange: (value: string) => setValue(field, value),
      error: errors[field],
      required: !OPTIONAL_FIELDS[name]?.includes(field),
    }),
    errors,
    /** Sets or clears one field's problem (a refused file). */
    setError: (field: string, message: string | undefined) =>
      setErrors((current) => ({ ...current, [field]: message })),
    /** The name of a file the draft remembers; a chosen file cannot be restored after a reload. */
    fileName: draft.fileName,
    setFileName: draft.setFileName,
    notify,
    phase,
    submitting: phase === 'submitting',
    submit,
    touch,
    toasterId: options.toasterId ? undefined : toasterId,
    // The summary lists the fields that were wrong at the submit, each with what is wrong with
    // it now; a fixed one leaves the list.
    summary: summaryOf(shown, errors),
    thanks: thanks.thanks,
    again,
    notice: notice?.state,
    text,
  } satisfies SubmissionFrame & Record<string, unknown>;
}

const NO_THANKS = { thanks: null, show: () => undefined, dismiss: () => undefined };
const noThanks = () => NO_THANKS;

function summaryOf(shown: SummaryState | null, errors: FieldErrors): SummaryState | null {
  const fields = (shown?.fields ?? []).flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ ...field, message }] : [];
  });
  return shown && fields.length ? { ...shown, fields } : null;
}

/** setTimeout that is cancelled when the form unmounts (a closed modal, a removed widget). */
function useLater() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);
  return useCallback((ms: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      task();
    }, ms);
    timers.current.add(timer);
  }, []);
}
