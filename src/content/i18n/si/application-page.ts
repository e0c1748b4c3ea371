// The labels of each application's own page, in Sinhala.
import type * as en from '../en/application-page';
import type { Translation } from '../translation';

export const applicationPageText: Translation<typeof en.applicationPageText> = {
  breadcrumb: 'භාවිත ක්ෂේත්‍ර',
  suitableHeading: 'සුදුසු රෙසින් වර්ග',
  suitableIntro:
    'සෑම වර්ගයක්ම මෙම ග්‍රේඩ් ලෙස නිපදවේ. නාමාවලියේ ග්‍රේඩ් එකක් විවෘත කරන්න, නැතහොත් එහි දත්ත පත්‍රිකා බාගන්න.',
  unsuitableHeading: 'වැළකිය යුතු රෙසින් වර්ග',
  dataSheetsOf: (grade, sheet) => `${sheet}: ${grade}`,
  enquireHeading: 'අපගේ ඉංජිනේරුවන්ගෙන් අසන්න',
  enquireText: 'ඔබේ කොටස් සහ ක්‍රියාවලිය ගැන අපට කියන්න; අපි ග්‍රේඩ් එකක් නිර්දේශ කරන්නෙමු.',
  previous: 'පෙර භාවිතය',
  next: 'ඊළඟ භාවිතය',
  backToList: 'සියලු භාවිත ක්ෂේත්‍ර වෙත ආපසු',
  notFoundTitle: 'භාවිතය හමු නොවීය',
  notFoundText: 'මෙම ලිපිනයේ භාවිතයක් නැත. අප රෙසින් නිපදවන භාවිත ක්ෂේත්‍ර මේවාය:',
};
