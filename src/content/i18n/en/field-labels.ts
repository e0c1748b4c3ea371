// The forms' field labels. Their English is FIELD_LABELS in src/submissions/field-labels.ts,
// which src/content may not import: this names its keys so that a translation has a shape, and
// the test beside FIELD_LABELS checks that both name the same keys.
export type FieldLabelsText = Readonly<
  Record<'name' | 'email' | 'phone' | 'companyName' | 'applicationName' | 'message', string>
>;
