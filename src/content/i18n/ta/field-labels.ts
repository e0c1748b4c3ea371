// The forms' field labels in Tamil.
import type { FieldLabelsText } from '../en/field-labels';

export const fieldLabels: FieldLabelsText = {
  name: 'பெயர்',
  email: 'மின்னஞ்சல்',
  phone: 'தொலைபேசி',
  companyName: 'நிறுவனப் பெயர்',
  applicationName: 'பயன்பாடு',
  message: 'செய்தி',
};
