import * as z from 'zod/mini';
import { FIELD_MESSAGES, LIMIT_MESSAGES } from '../content/messages';

// Upper bounds for every field, so a 2 MB name is refused with a clear message.
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  companyName: 150,
  applicationName: 100,
  message: 5000,
} as const;

export const FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  companyName: 'Company name',
  applicationName: 'Application',
  message: 'Message',
} as const;

type FieldName = keyof typeof FIELD_LIMITS;

// Characters a person never types into a form: C0 controls and DEL (a line break could start a
// new mail header), and the bidi overrides and isolates that make "gnp.exe" read "exe.png".
// The message keeps its line breaks and tabs.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\r(?!\n)/;
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;

/** Why a visitor's text is refused, or null: for form fields and the resume's file name. */
export function hiddenCharacterProblem(value: string, label: string, multiline = false) {
  if ((multiline ? CONTROL_IN_TEXT : CONTROL).test(value)) {
    return LIMIT_MESSAGES.controlCharacters(label);
  }
  return !multiline && DIRECTION.test(value) ? LIMIT_MESSAGES.directionControls(label) : null;
}

const visibleText = (field: FieldName) =>
  z.superRefine((value: string, ctx) => {
    const problem = hiddenCharacterProblem(value, FIELD_LABELS[field], field === 'message');
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
  });

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
    visibleText(field),
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
        visibleText(field),
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
