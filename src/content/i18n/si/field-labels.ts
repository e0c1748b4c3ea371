// The forms' field labels in Sinhala.
import type { FieldLabelsText } from '../en/field-labels';

export const fieldLabels: FieldLabelsText = {
  name: 'නම',
  email: 'ඊමේල්',
  phone: 'දුරකථනය',
  companyName: 'සමාගමේ නම',
  applicationName: 'භාවිතය',
  message: 'පණිවිඩය',
};
