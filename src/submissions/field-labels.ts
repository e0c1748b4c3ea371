// The forms' text fields: their labels and upper bounds, shared by the forms, their checks and
// the gateway.

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
