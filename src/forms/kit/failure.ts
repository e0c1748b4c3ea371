import type { FieldIssue } from '../../submissions/validate';
import { SubmitError } from '../../submissions/submit-error';
import type { Notice } from '../../ui/toast/toast-types';

export interface Failure {
  notice: Notice;
  issues: FieldIssue[];
}

/**
 * A failed submission is logged and the visitor sees the form's failure message; the gateway's
 * own explanation (rate limit, origin, offline) becomes the toast's second line.
 */
export function describeFailure(error: unknown, fallback: string): Failure {
  console.error(error);
  if (error instanceof SubmitError) {
    return {
      notice: { message: error.toast || fallback, detail: error.detail },
      issues: error.issues,
    };
  }
  return { notice: { message: fallback }, issues: [] };
}

export type FieldErrors = Partial<Record<string, string>>;

export function toFieldErrors(issues: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? issue.path;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Moves focus to a field of the form, by its name, and brings it into view. */
export function focusField(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  if (!(element instanceof HTMLElement)) return;
  // Centred rather than scrolled just into view, so a sticky page header cannot hide its label.
  element.focus({ preventScroll: true });
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
}
