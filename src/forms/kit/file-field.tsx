import { useId } from 'react';
import type { ChangeEvent, ReactNode, Ref } from 'react';
import { FILE_PICKER_TEXT } from '../../content/file-picker';

export interface FileFieldProps {
  name: string;
  label: string;
  accept: string;
  /** The chosen file, shown by name and size. */
  file: File | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  /** Shown under the field, such as an upload's progress. */
  children?: ReactNode;
}

/**
 * A required file picker: the real <input type=file> stays in the page, focusable and named by
 * the field's label, while a button-like label stands in for its look (a click on it opens the
 * same chooser) and shows the input's focus. The chosen file's name and size read beside it.
 */
export function FileField({
  name,
  label,
  accept,
  file,
  onChange,
  inputRef,
  error,
  hint,
  disabled = false,
  children,
}: FileFieldProps) {
  const id = useId();
  const describedBy = [`${id}-file`, hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`resin-field${error ? ' resin-field--invalid' : ''}`} part="field">
      <label id={`${id}-label`} htmlFor={id} className="resin-field__label" part="label">
        {label}
        <span className="resin-field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className="resin-file">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={accept}
          className="resin-file__input"
          part="input"
          required
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={onChange}
        />
        {/* Its words would only repeat the field's label to a screen reader. */}
        <label htmlFor={id} className="resin-file__button" part="file-button" aria-hidden="true">
          {FILE_PICKER_TEXT.choose}
        </label>
        <span id={`${id}-file`} className="resin-file__name" aria-live="polite">
          {file ? FILE_PICKER_TEXT.chosen(file.name, file.size) : FILE_PICKER_TEXT.none}
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="resin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="resin-field__error" part="error">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
