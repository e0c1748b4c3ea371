import type { FieldLabelsText } from '../en/field-labels';

export const fieldLabels: FieldLabelsText = {
  name: 'नाव',
  email: 'ई-मेल',
  phone: 'फोन',
  companyName: 'कंपनीचे नाव',
  applicationName: 'उपयोग',
  message: 'संदेश',
};
