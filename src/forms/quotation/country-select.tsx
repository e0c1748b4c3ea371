import { useId } from 'react';
import type { CountryOption } from '../../content/types';

export interface CountrySelectProps {
  label: string;
  placeholder: string;
  hint?: string;
  options: readonly CountryOption[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * The country as a required choice: a native select styled like the form's fields, so the
 * keyboard, type-ahead and screen readers work as every platform expects.
 */
export function CountrySelect({
  label,
  placeholder,
  hint,
  options,
  value,
  onChange,
  error,
}: CountrySelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  // A draft from an older list may hold a value that is no longer offered.
  const shown = options.some((option) => option.value === value) ? value : '';
  return (
    <div className={`resin-field${error ? ' resin-field--invalid' : ''}`} part="field">
      <label htmlFor={id} className="resin-field__label" part="label">
        {label}
        <span className="resin-field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <select
        id={id}
        name="country"
        className="resin-field__input resin-quotation-form__select"
        part="input"
        value={shown}
        required
        autoComplete="country"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
