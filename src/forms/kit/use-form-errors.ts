import { useState } from 'react';
import type { RefObject } from 'react';
import { FIELD_LABELS } from '../../submissions/fields';
import type { FieldIssue } from '../../submissions/validate';
import type { Notice, Notifier } from '../../ui/toast/notify';
import { describeFailure, focusFirstInvalid, toFieldErrors } from './failure';
import type { FieldErrors } from './failure';

/**
 * A form's per-field problems and the one way every form reports them: the problems under
 * their fields, the toast, then focus on the first field (in `order`) that has one.
 */
export function useFormErrors(
  formRef: RefObject<HTMLFormElement | null>,
  order: readonly string[],
  notify: Notifier,
) {
  const [errors, setErrors] = useState<FieldErrors>({});

  /** The field's onChange: stores the value and drops the field's problem once it is edited. */
  const change =
    <N extends string>(name: N, setValue: (name: N, value: string) => void) =>
    (value: string) => {
      setValue(name, value);
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
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
    setErrors(fieldErrors);
    notify.error(notice);
    focusFirstInvalid(formRef.current, order, fieldErrors);
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

  return { errors, setErrors, change, fieldProps, show, showInvalid, showFailure };
}
