import type { NoticeWords } from '../../content/notice-catalogue';
import type { ConsentInput, EarnedSignals, SourceChannel } from '../../submissions/envelope';
import type { SubmissionKind } from '../../submissions/kind';
import type { FieldIssue } from '../../submissions/validate';
import type { Notifier } from '../../ui/toast/toast-types';
import type { SummaryState } from './error-summary';
import type { useThanks } from './use-thanks';

// The shapes the forms, useSubmission and the flow it loads on demand (submit-flow.ts) share:
// types only, so neither module imports the other.

export type FieldErrors = Partial<Record<string, string>>;

export type Body = { id: string } & Record<string, unknown>;

/** What every form takes from the page or widget that shows it. */
export interface FormProps<After = never> {
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string | undefined;
  /** What happens after a success besides what the form always does; each form says. */
  afterSuccess?: After;
  onSubmitted?: ((id: string) => void) | undefined;
  onFailed?: ((message: string) => void) | undefined;
}

/** A form's kind as the kit loads it on the first touch: its route, fields and schema. */
export type FormKind = SubmissionKind<Body>;

/**
 * What submitting needs, loaded on the visitor's first touch apart from the form, so zod is
 * not in the first paint: the form's kind and the kit's checking and sending (submit-flow.ts).
 */
export interface FormChecks {
  kind: FormKind;
  checkAndSend(ctx: FlowContext): void;
  recheck(
    ctx: Pick<FlowContext, 'options' | 'checks'>,
    field: string,
    values: Record<string, string>,
  ): string | undefined;
}

export interface SubmissionOptions<V extends Record<string, string>> {
  /**
   * Loads the form's kind on the first touch, the one way a form gets its checks:
   * `() => import('../../submissions/contact').then(({ contactKind }) => contactKind)`.
   */
  load: () => Promise<FormKind>;
  /** The form's text fields, empty: a module constant. They are kept as a draft. */
  empty: V;
  /** What keeps this form's draft apart from others of its kind (the inquiry's application). */
  scope?: readonly string[];
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string | undefined;
  /** A toaster that outlives the form (a modal's opener); else the form shows its own. */
  toasterId?: string | undefined;
  /** What the schema checks, when it is more than the text fields (the cart, a number). */
  input?(values: V): Record<string, unknown>;
  /** A check of the form's own beside the schema (the chosen file): its problems and summary. */
  check?(): { errors: FieldErrors; summary: string } | null;
  /** Reworks the field problems, the form's own or the gateway's, before they are shown. */
  adjust?(errors: FieldErrors, issues: readonly FieldIssue[]): void;
  /**
   * A step before the send (the resume's upload) that adds to the body; `failure` is its toast.
   * It is given the submission's id and its spam signals, which it sends too.
   */
  attach?: {
    failure: string;
    run(
      notify: Notifier,
      id: string,
      signals: Promise<EarnedSignals>,
    ): Promise<Record<string, unknown>>;
  };
  /** The success toast. */
  sent?: string;
  /**
   * The English words of the notice for a form whose words the kit does not carry (the career
   * form, the quotation, the review): the kit carries only the contact and inquiry forms'
   * (current-notice.ts), so a page carries the words of the forms it shows.
   */
  noticeWords?: NoticeWords;
  /**
   * For a form whose thank-you panel (FormFrame's `thanks`) takes its place after a success,
   * kept across a reload until the visitor starts another: the panel's store, `useThanks`.
   * Passed rather than imported here, so forms without the panel leave it out of their code.
   */
  thanks?: typeof useThanks;
  /** Runs `ms` after a success, unless the form has gone (the reload, the modal closing). */
  after?: { ms: number; run: () => void } | undefined;
  /** Ready for another submission at once after a success, rather than done. */
  again?: boolean;
  /** Empties what the form keeps beside its draft (the chosen file) after a success. */
  reset?: () => void;
  onSubmitted?: ((id: string) => void) | undefined;
  onFailed?: ((message: string) => void) | undefined;
}

/**
 * What a form knows of its submission's envelope before the send, whatever the form: how it is
 * shown (the page itself is read at the send), the notice shown and the choices made, and the
 * spam signals it earned.
 */
export interface FormEnvelope {
  channel: SourceChannel;
  /** The region the page names with its language ('LK'), when it names one. */
  region?: string | undefined;
  /** The dealer the visitor writes to, by its id, when the form is sent through one. */
  dealer?: string | undefined;
  notice?: ConsentInput;
  /** The start token and proof of work for submission `id`; what is missing is left out. */
  signals(id: string): Promise<EarnedSignals>;
}

/** What the flow needs of the form's state: useSubmission gives it on each submit. */
export interface FlowContext {
  options: SubmissionOptions<Record<string, string>>;
  checks: FormChecks;
  values: Record<string, string>;
  form: HTMLFormElement | null;
  draft: { ensureId(make: () => string): string; dropId(): void; clear(): void };
  notify: Notifier;
  setErrors(errors: FieldErrors): void;
  setShown(update: (last: SummaryState | null) => SummaryState | null): void;
  /** One submission at a time; `task` resolves to "done". */
  run(task: () => Promise<boolean>): Promise<void>;
  later(ms: number, task: () => void): void;
  showThanks(id: string): void;
  envelope: FormEnvelope;
}
