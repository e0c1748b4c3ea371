import type { FieldLabelsText } from '../en/field-labels';

export const fieldLabels: FieldLabelsText = {
  name: 'नाम',
  email: 'ई-मेल',
  phone: 'फ़ोन',
  companyName: 'कंपनी का नाम',
  applicationName: 'उपयोग',
  message: 'संदेश',
};
