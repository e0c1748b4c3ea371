import type { HTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

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
  prefilled = false,
  autoFocus = false,
  hint,
}: FormFieldProps) {
  return (
    <FieldShell
      label={label}
      mark={prefilled ? 'none' : required ? 'required' : 'optional'}
      hint={hint}
      error={error}
    >
      {(control) => {
        const common = {
          ...control,
          name,
          value,
          readOnly: prefilled,
          required,
          autoComplete,
          'data-autofocus': autoFocus ? '' : undefined,
          className: 'resin-field__input',
          part: 'input',
        };
        return multiline ? (
          <textarea {...common} rows={5} onChange={(event) => onChange?.(event.target.value)} />
        ) : (
          <input
            {...common}
            type={type}
            inputMode={inputMode}
            onChange={(event) => onChange?.(event.target.value)}
          />
        );
      }}
    </FieldShell>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  /** The empty first choice, e.g. 'Choose an application'. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string | undefined;
  autoComplete?: string;
}

/**
 * A required choice (the country, the inquiry's application): a native select styled like the
 * form's fields, so the keyboard, type-ahead and screen readers work as every platform expects.
 */
export function SelectField({
  name,
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
  hint,
  autoComplete,
}: SelectFieldProps) {
  // A draft from an older list may hold a value that is no longer offered.
  const shown = options.some((option) => option.value === value) ? value : '';
  return (
    <FieldShell label={label} mark="required" hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="resin-field__input resin-field__select"
          part="input"
          value={shown}
          required
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
