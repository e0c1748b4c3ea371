import type * as z from 'zod/mini';
import { MESSAGES } from '../../content/messages';
import { SubmitError, type SubmitResult } from '../../submissions/submit-error';
import { newSubmissionId, send } from '../../submissions/submit-client';
import { firstSummary, validate, type FieldIssue } from '../../submissions/validate';
import { SPAM_DEFENCE } from '../../content/envelope-messages';
import type { EarnedSignals } from '../../submissions/envelope';
import type { Notice } from '../../ui/toast/toast-types';
import { controlOf, focusField } from './focus-field';
import type { FieldErrors, FlowContext, FormEnvelope } from './submission-types';

/*
 * The part of useSubmission that checks, sends and reports, loaded with the form's kind on the
 * visitor's first touch: none of it runs before a submit, so the first paint leaves it out.
 */

// The spam signals, which the form starts earning on the same first touch.
export { createSpamSignals } from './spam/spam-signals';

type Options = FlowContext['options'];

/** What the schema checks: the text fields, or what the form makes of them. */
export const inputOf = (options: Options, values: Record<string, string>) =>
  options.input ? options.input(values) : values;

/** Checks one field again as it is typed: what is still wrong with it, if anything. */
export function recheck(
  ctx: Pick<FlowContext, 'options' | 'checks'>,
  field: string,
  values: Record<string, string>,
) {
  const schema = ctx.checks.kind.fields.shape[field] as z.ZodMiniType | undefined;
  const checked = schema && validate(schema, inputOf(ctx.options, values)[field]);
  return checked && !checked.ok ? checked.issues[0]?.message : undefined;
}

/** Checks the form and, when it is right, sends it: the whole of one submit. */
export function checkAndSend(ctx: FlowContext) {
  const { options, checks } = ctx;
  const checked = validate(checks.kind.fields, inputOf(options, ctx.values));
  const own = options.check?.() ?? null;
  if (!checked.ok || own) {
    const issues = checked.ok ? [] : checked.issues;
    const fieldErrors = { ...toFieldErrors(issues), ...own?.errors };
    options.adjust?.(fieldErrors, issues);
    const summaries = [...(checked.ok ? [] : [checked.message]), ...(own ? [own.summary] : [])];
    show(ctx, fieldErrors, { message: firstSummary(summaries) });
    return;
  }
  ctx.setErrors({});
  void ctx.run(async () => {
    // The one owner of the submission's id: made once, kept with the draft until a success, so
    // a retry (even after a reload) is stored once.
    const id = ctx.draft.ensureId(() => newSubmissionId(checks.kind));
    let stored: SubmitResult;
    try {
      // The signals are earned once for the submission; the step before the send (the resume's
      // upload) carries them too, under the same id.
      const earned = ctx.envelope.signals(id);
      const attached = options.attach ? await attach(ctx, options.attach, id, earned) : {};
      if (!attached) return false;
      const body = bodyOf(checked.data, attached, id, ctx.envelope, {
        ...(await earned),
        website: honeypotOf(ctx.form),
      });
      stored = await send(checks.kind, body, { apiBase: options.apiBase });
    } catch (error) {
      // Other content is stored under this id (an attempt whose answer was lost, then the
      // visitor changed the form): the next attempt goes under a new id.
      if (error instanceof SubmitError && error.status === 409) ctx.draft.dropId();
      fail(ctx, error, MESSAGES.sendFailed);
      return false;
    }
    ctx.draft.clear();
    options.reset?.();
    ctx.showThanks(stored.id);
    if (options.sent) ctx.notify.success({ message: options.sent });
    else ctx.notify.clear();
    options.onSubmitted?.(stored.id);
    if (options.after) ctx.later(options.after.ms, options.after.run);
    return !options.again;
  });
}

/**
 * What one submission sends, whatever the form: its checked fields, what a step before the
 * send added (the resume's asset id) and its id; where it was sent from (the page's address,
 * whether the form is the site's own or a widget's, and the dealer it was sent through); the notice shown, by version and language,
 * with each optional choice; and the spam signals.
 */
export function bodyOf(
  fields: unknown,
  attached: Record<string, unknown>,
  id: string,
  envelope: Omit<FormEnvelope, 'signals'>,
  signals: EarnedSignals & { website: string },
) {
  return {
    ...(fields as Record<string, unknown>),
    ...attached,
    id,
    source: {
      page: location.href,
      channel: envelope.channel,
      region: envelope.region,
      ...(envelope.dealer ? { dealer: envelope.dealer } : {}),
    },
    ...(envelope.notice ? { consent: envelope.notice } : {}),
    ...signals,
  };
}

/** What the hidden field holds: empty from a person, whatever a script typed into it. */
function honeypotOf(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(SPAM_DEFENCE.honeypotField);
  return field instanceof HTMLInputElement ? field.value : '';
}

async function attach(
  ctx: FlowContext,
  step: NonNullable<Options['attach']>,
  id: string,
  signals: Promise<EarnedSignals>,
) {
  try {
    return await step.run(ctx.notify, id, signals);
  } catch (error) {
    fail(ctx, error, step.failure);
    return null;
  }
}

/**
 * A send or a step before it failed: logged, the visitor sees the form's failure message (the
 * gateway's own explanation, such as a rate limit or no connection, as the toast's second line)
 * and the gateway's field problems, and the form's owner hears of it.
 */
function fail(ctx: FlowContext, error: unknown, fallback: string) {
  console.error(error);
  const known = error instanceof SubmitError;
  const notice = known
    ? { message: error.toast || fallback, detail: error.detail }
    : { message: fallback };
  const issues = known ? error.issues : [];
  const fieldErrors = toFieldErrors(issues);
  ctx.options.adjust?.(fieldErrors, issues);
  show(ctx, fieldErrors, notice);
  ctx.options.onFailed?.(notice.message);
}

/**
 * The one way every form reports problems: each under its field, the summary at the top of the
 * form listing the wrong fields (the one alert screen readers hear), the message as a toast,
 * then focus on the first wrong field in the form's order.
 */
function show(ctx: FlowContext, fieldErrors: FieldErrors, notice: Notice) {
  const wrong = fieldOrder(ctx.form).filter((field) => fieldErrors[field]);
  ctx.setErrors(fieldErrors);
  ctx.setShown((last) =>
    wrong.length
      ? {
          key: (last?.key ?? 0) + 1,
          message: notice.message,
          fields: wrong.map((field) => ({
            name: field,
            id: controlOf(ctx.form, field)?.id ?? '',
            message: fieldErrors[field] ?? '',
          })),
        }
      : null,
  );
  if (wrong.length) ctx.notify.invalid(notice);
  else ctx.notify.error(notice);
  if (wrong[0]) focusField(ctx.form, wrong[0]);
}

/**
 * The form's fields in the order the visitor meets them, by name, for the summary and focus:
 * the order of its controls, but a read-only one (the inquiry's application, which the page
 * gives) last, as it is never the visitor's to fix.
 */
function fieldOrder(form: HTMLFormElement | null): string[] {
  const controls = [...(form?.elements ?? [])] as HTMLInputElement[];
  const sorted = [...controls.filter((c) => !c.readOnly), ...controls.filter((c) => c.readOnly)];
  return [...new Set(sorted.map((control) => control.name).filter(Boolean))];
}

function toFieldErrors(issues: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? issue.path;
    errors[field] ??= issue.message;
  }
  return errors;
}
