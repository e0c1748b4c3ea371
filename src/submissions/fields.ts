import * as z from 'zod/mini';
import { LIMIT_MESSAGES, MESSAGES } from '../content/messages';
import { PHONE_DIGITS } from '../content/constants';

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

/** A required text field: trimmed, not empty, at most its limit. */
export const requiredText = (field: FieldName) =>
  z
    .string({ error: MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.required),
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

export const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

/** Contact and career phone: 7 to 15 digits once everything else is removed. */
export const validPhone = () =>
  requiredText('phone').check(
    z.refine(
      (v) =>
        v.length === 0 ||
        (phoneDigits(v) >= PHONE_DIGITS.min && phoneDigits(v) <= PHONE_DIGITS.max),
      {
        message: MESSAGES.invalidPhone,
        abort: true,
      },
    ),
  );

// "Must look like {email} with no spaces": a local part, an @, a dotted domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const validEmail = () =>
  requiredText('email').check(
    z.refine((v) => v.length === 0 || EMAIL_PATTERN.test(v), {
      message: MESSAGES.invalidEmail,
      abort: true,
    }),
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
