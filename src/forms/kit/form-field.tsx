import { useId } from 'react';
import type { HTMLAttributes } from 'react';
import { FORM_TEXT } from '../../content/messages';

export interface FormFieldProps {
  /** The spec's field name, also the input's name attribute (host pages and autofill use it). */
  name: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string | undefined;
  /** Marked in the label and exposed to assistive technology; checks stay with the schema. */
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Locked for a moment (e.g. between a success and the reload). */
  readOnly?: boolean;
  /** A read-only value given by the page (the inquiry's application): no required/optional mark. */
  prefilled?: boolean;
  /** The field the form's dialog focuses first. */
  autoFocus?: boolean;
  hint?: string | undefined;
}

/** A labelled input or textarea whose problem is shown under it and tied to it for screen readers. */
export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  required = false,
  type = 'text',
  multiline = false,
  autoComplete,
  inputMode,
  readOnly = false,
  prefilled = false,
  autoFocus = false,
  hint,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    readOnly: readOnly || prefilled,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'data-autofocus': autoFocus ? '' : undefined,
    className: 'resin-field__input',
    part: 'input',
  };
  return (
    <div className={`resin-field${error ? ' resin-field--invalid' : ''}`} part="field">
      <label htmlFor={id} className="resin-field__label" part="label">
        {label}
        {required && !prefilled ? (
          <span className="resin-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
        {!required && !prefilled ? (
          <span className="resin-field__optional"> {FORM_TEXT.optional}</span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange?.(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
      {hint ? (
        <p id={hintId} className="resin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="resin-field__error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
