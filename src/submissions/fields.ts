import * as z from 'zod/mini';
import { FIELD_MESSAGES, LIMIT_MESSAGES } from '../content/field-messages';
import { FIELD_LABELS, FIELD_LIMITS, type FieldName } from './field-labels';
import { encodedWordProblem, hiddenCharacterProblem } from './hidden-characters';

// The fields' labels, limits and the hidden-character rule need no zod; forms read them from
// their own modules, so a page that shows a form loads zod only once the form is used.
export { FIELD_LABELS, FIELD_LIMITS, hiddenCharacterProblem };

/** The fields a staff mail's subject is made of: no encoded word may reach it. */
const SUBJECT_FIELDS: readonly FieldName[] = ['name', 'companyName', 'applicationName'];

/** Refuses hidden characters in a text field (and encoded words, in a subject's field). */
export const visibleText = (label: string, multiline = false, inSubject = false) =>
  z.superRefine((value: string, ctx) => {
    const problem =
      hiddenCharacterProblem(value, label, multiline) ??
      (inSubject ? encodedWordProblem(value, label) : null);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
  });

const visibleField = (field: FieldName) =>
  visibleText(FIELD_LABELS[field], field === 'message', SUBJECT_FIELDS.includes(field));

/**
 * The spec's summary a broken rule belongs to ('required', 'phone', 'email'), carried on the
 * field's issue: validate() sums up the form by it, while the issue's message says what is
 * wrong with that one field.
 */
export type SummaryRule = 'required' | 'phone' | 'email';

/** Refuses a value with the message `problem` finds for it, summed up by the spec's `name`. */
export const rule = (name: SummaryRule, problem: (value: string) => string | null | false) =>
  z.check<string>((ctx) => {
    const message = problem(ctx.value);
    if (message)
      ctx.issues.push({ code: 'custom', message, input: ctx.value, params: { rule: name } });
  });

const missing = (field: FieldName) => FIELD_MESSAGES.missing[field];

/** A required text field: trimmed, not empty, at most its limit. */
export const requiredText = (field: FieldName) =>
  z.string({ error: missing(field) }).check(
    z.trim(),
    rule('required', (v) => !v && missing(field)),
    z.maxLength(
      FIELD_LIMITS[field],
      LIMIT_MESSAGES.tooLong(FIELD_LABELS[field], FIELD_LIMITS[field]),
    ),
    visibleField(field),
  );

/** An optional text field: absent or blank becomes ''. */
export const optionalText = (field: FieldName) =>
  z._default(
    z
      .string({ error: LIMIT_MESSAGES.tooLong(FIELD_LABELS[field], FIELD_LIMITS[field]) })
      .check(
        z.trim(),
        z.maxLength(
          FIELD_LIMITS[field],
          LIMIT_MESSAGES.tooLong(FIELD_LABELS[field], FIELD_LIMITS[field]),
        ),
        visibleField(field),
      ),
    '',
  );

/** Document ids are made by the browser: `<type>.<uuid>`, so a retry is stored once. */
export const documentId = (type: string) =>
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^${type}\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`),
        'Invalid submission id.',
      ),
    );
