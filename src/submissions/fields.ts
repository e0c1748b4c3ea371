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
