import type { RefObject } from 'react';
import { focusField } from './focus-field';
import { useFormText } from './form-text';

export interface SummaryState {
  /** Grows with each submit that fails, so the summary is announced once per submit. */
  key: number;
  /** The spec's message for the whole form, in English until it is shown. */
  message: string;
  /** The wrong fields in the form's order: name, the input's id, what is wrong with it. */
  fields: { name: string; id: string; message: string }[];
}

export interface ErrorSummaryProps {
  summary: SummaryState;
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * The top of a form that failed its check: the spec's message and each wrong field's problem
 * as a link that takes focus to that field. An alert when it appears (the owner keys it by the
 * submit); fixed fields leave the list silently, so screen readers hear it once.
 */
export function ErrorSummary({ summary, formRef }: ErrorSummaryProps) {
  const { say } = useFormText();
  return (
    <div className="resin-summary" role="alert" part="summary">
      <p>{say(summary.message)}</p>
      <ul>
        {summary.fields.map((field) => (
          <li key={field.name}>
            <a
              href={`#${field.id}`}
              onClick={(event) => {
                // The site's router reads the hash: focus the field instead of following it.
                event.preventDefault();
                focusField(formRef.current, field.name);
              }}
            >
              {say(field.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
