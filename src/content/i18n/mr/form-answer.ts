// The gateway's page for a form sent without JavaScript, in Marathi.
import type * as en from '../en/form-answer';
import type { Translation } from '../translation';

export const formAnswer: Translation<typeof en.formAnswer> = {
  checkTitle: 'कृपया तुमची माहिती तपासा',
  notSentTitle: 'तुमचा फॉर्म पाठवला गेला नाही',
  keptNote: 'तुम्ही लिहिलेली माहिती खाली तशीच आहे: तयार असाल तेव्हा फॉर्म पुन्हा पाठवा.',
  backToPage: 'तुम्ही ज्या पानावरून आलात तिथे परत जा',
  toSite: (company) => `${company} च्या वेबसाइटवर जा`,
};
