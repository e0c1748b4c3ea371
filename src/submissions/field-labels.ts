// The forms' text fields: their labels, upper bounds and which a visitor may leave empty, shared
// by the forms, their checks and the gateway. Nothing here needs zod, so a form paints with it.

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

export type FieldName = keyof typeof FIELD_LIMITS;

/**
 * The fields each kind's schema lets a visitor leave empty; every other field its form shows is
 * required. The form marks its fields from this, as it paints before its schema loads, and
 * schemas.test.ts holds each schema to it.
 */
export const OPTIONAL_FIELDS: Readonly<Partial<Record<string, readonly string[]>>> = {
  contact: ['companyName'],
  career: ['message'],
  quotation: ['coupon'],
};
