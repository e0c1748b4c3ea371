import { useState } from 'react';
import type { RefObject } from 'react';
import type * as z from 'zod/mini';
import { FIELD_LABELS } from '../../submissions/field-labels';
import { validate, type FieldIssue } from '../../submissions/validate';
import type { Notice, Notifier } from '../../ui/toast/toast-types';
import { describeFailure, focusField, toFieldErrors } from './failure';
import type { FieldErrors } from './failure';
import type { SummaryState } from './error-summary';

/**
 * A form's per-field problems and the one way every form reports them: each problem under its
 * field, a summary at the top of the form listing the wrong fields (the one alert screen
 * readers hear), the spec's message as a toast, then focus on the first wrong field in `order`.
 * With `schema` (the form's fields), a field in error is checked again as the visitor types:
 * its message follows what is still wrong and goes once the field is right.
 */
export function useFormErrors(
  formRef: RefObject<HTMLFormElement | null>,
  order: readonly string[],
  notify: Notifier,
  schema?: z.ZodMiniObject,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState<SummaryState | null>(null);

  /** The field's onChange: stores the value and checks the field again if it was wrong. */
  const change =
    <N extends string>(name: N, setValue: (name: N, value: string) => void) =>
    (value: string) => {
      setValue(name, value);
      if (!errors[name]) return;
      const field = schema?.shape[name] as z.ZodMiniType | undefined;
      const checked = field && validate(field, value);
      const message = checked && !checked.ok ? checked.issues[0]?.message : undefined;
      setErrors((current) => ({ ...current, [name]: message }));
    };

  /** What every text field of a form is given: its name, label, value, change handler, problem. */
  const fieldProps = <N extends keyof typeof FIELD_LABELS>(
    name: N,
    values: Record<N, string>,
    setValue: (name: N, value: string) => void,
  ) => ({
    name,
    label: FIELD_LABELS[name],
    value: values[name],
    onChange: change(name, setValue),
    error: errors[name],
  });

  const show = (fieldErrors: FieldErrors, notice: Notice) => {
    const form = formRef.current;
    const wrong = order.filter((name) => fieldErrors[name]);
    setErrors(fieldErrors);
    setShown((last) =>
      wrong.length
        ? {
            key: (last?.key ?? 0) + 1,
            message: notice.message,
            fields: wrong.map((name) => ({
              name,
              id: (form?.elements.namedItem(name) as Element | null)?.id ?? '',
              message: fieldErrors[name] ?? '',
            })),
          }
        : null,
    );
    if (wrong.length) notify.invalid(notice);
    else notify.error(notice);
    if (wrong[0]) focusField(form, wrong[0]);
  };

  /** The form's own check refused the values. */
  const showInvalid = (issues: readonly FieldIssue[], message: string) =>
    show(toFieldErrors(issues), { message });

  /**
   * A send failed: logged, the gateway's field problems shown, `fallback` toasted unless the
   * gateway gave its own message. `adjust` may rework the field problems before they are shown.
   */
  const showFailure = (
    error: unknown,
    fallback: string,
    onFailed?: (message: string) => void,
    adjust?: (fieldErrors: FieldErrors) => void,
  ) => {
    const failure = describeFailure(error, fallback);
    const fieldErrors = toFieldErrors(failure.issues);
    adjust?.(fieldErrors);
    show(fieldErrors, failure.notice);
    onFailed?.(failure.notice.message);
  };

  // The summary lists the fields that were wrong at the submit, each with what is wrong with it
  // now; a fixed one leaves the list.
  const fields = (shown?.fields ?? []).flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ ...field, message }] : [];
  });
  const summary = shown && fields.length ? { ...shown, fields } : null;

  return { errors, setErrors, change, fieldProps, show, showInvalid, showFailure, summary };
}
