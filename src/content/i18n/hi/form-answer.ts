// The gateway's page for a form sent without JavaScript, in Hindi.
import type * as en from '../en/form-answer';
import type { Translation } from '../translation';

export const formAnswer: Translation<typeof en.formAnswer> = {
  checkTitle: 'कृपया अपना विवरण जाँच लें',
  notSentTitle: 'आपका फ़ॉर्म नहीं भेजा गया',
  keptNote: 'आपने जो लिखा था, वह नीचे है: तैयार हों तो फ़ॉर्म फिर से भेजें।',
  backToPage: 'जिस पेज से आए थे, वहाँ लौटें',
  toSite: (company) => `${company} की वेबसाइट पर जाएँ`,
};
