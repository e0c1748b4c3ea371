import { useId } from 'react';
import type { ReactNode } from 'react';
import { useFormText } from './form-text';

/** What the shell gives the control it wraps, to tie it to its label, hint and problem. */
export interface FieldControl {
  /** The control's id, which the label points at. */
  id: string;
  'aria-invalid': true | undefined;
  /** Its hint and its problem, after anything the field names first (`describe`). */
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  /** In the form's language. */
  label: string;
  /**
   * 'required' marks the label with ' *', 'optional' with '(optional)'; 'none' for a value the
   * page gives (the inquiry's application). Checks stay with the schema either way.
   */
  mark: 'required' | 'optional' | 'none';
  hint?: ReactNode;
  /** What is wrong, in English as the checks and the gateway say it; shown in the language. */
  error?: string | undefined;
  /** A group of controls (radio buttons): a fieldset named by its legend, described as a whole. */
  group?: boolean;
  /** More of the field's classes, e.g. 'resin-stars'. */
  className?: string;
  /** Ids of the control's own descriptions, read before the hint and the problem. */
  describe?: readonly string[];
  /**
   * The control, given its ids and state, and the label's id for a control named by it rather
   * than by `for` (the file picker).
   */
  children: (control: FieldControl, labelId: string) => ReactNode;
  /** Shown under the problem, such as an upload's progress. */
  after?: ReactNode;
}

/**
 * Every field of every form: its label with the required or optional mark, the control, its
 * hint and its problem, each tied to the control for screen readers (the problem is announced
 * with the field, and the control says it is invalid). Fields differ only in their control.
 */
export function FieldShell({
  label,
  mark,
  hint,
  error,
  group = false,
  className,
  describe = [],
  children,
  after,
}: FieldShellProps) {
  const id = useId();
  const { formText, say } = useFormText();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [...describe, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  const Root = group ? 'fieldset' : 'div';
  const Caption = group ? 'legend' : 'label';
  return (
    <Root
      className={`resin-field${className ? ` ${className}` : ''}${error ? ' resin-field--invalid' : ''}`}
      part="field"
      aria-describedby={group ? describedBy : undefined}
    >
      <Caption
        id={`${id}-label`}
        htmlFor={group ? undefined : id}
        className="resin-field__label"
        part="label"
      >
        {label}
        {mark === 'required' ? (
          <span className="resin-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
        {mark === 'optional' ? (
          <span className="resin-field__optional"> {formText.optional}</span>
        ) : null}
      </Caption>
      {children(
        {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': group ? undefined : describedBy,
        },
        `${id}-label`,
      )}
      {hint ? (
        <p id={hintId} className="resin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="resin-field__error" part="error">
          {say(error)}
        </p>
      ) : null}
      {after}
    </Root>
  );
}
