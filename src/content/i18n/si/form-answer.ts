// The gateway's page for a form sent without JavaScript, in Sinhala.
import type * as en from '../en/form-answer';
import type { Translation } from '../translation';

export const formAnswer: Translation<typeof en.formAnswer> = {
  checkTitle: 'කරුණාකර ඔබේ විස්තර පරීක්ෂා කරන්න',
  notSentTitle: 'ඔබේ පෝරමය යැවුණේ නැත',
  keptNote: 'ඔබ ලියූ දේ පහතින් එලෙසම ඇත: සූදානම් වූ විට පෝරමය නැවත යවන්න.',
  backToPage: 'ඔබ පැමිණි පිටුවට ආපසු',
  toSite: (company) => `${company} වෙබ් අඩවියට යන්න`,
};
