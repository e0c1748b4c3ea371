import { useId } from 'react';
import type { ChangeEvent, ReactNode, Ref } from 'react';
import { FILE_PICKER_TEXT } from '../../content/file-picker';
import { useArea } from '../../ui/i18n/areas';
import { FieldShell } from './field-shell';
import { useFormLocale } from './form-locale';

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
  const fileId = `${useId()}-file`;
  const words = useArea('file-picker')?.filePickerText ?? FILE_PICKER_TEXT;
  const locale = useFormLocale();
  return (
    <FieldShell
      label={label}
      mark="required"
      hint={hint}
      error={error}
      describe={[fileId]}
      after={children}
    >
      {(control, labelId) => (
        <div className="resin-file">
          <input
            {...control}
            ref={inputRef}
            name={name}
            type="file"
            accept={accept}
            className="resin-file__input"
            part="input"
            required
            disabled={disabled}
            aria-labelledby={labelId}
            onChange={onChange}
          />
          {/* Its words would only repeat the field's label to a screen reader. */}
          <label
            htmlFor={control.id}
            className="resin-file__button"
            part="file-button"
            aria-hidden="true"
          >
            {words.choose}
          </label>
          <span id={fileId} className="resin-file__name" aria-live="polite">
            {file ? words.chosen(file.name, file.size, locale) : words.none}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
