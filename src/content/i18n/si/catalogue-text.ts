// The product tabs' and the application list's own labels, in Sinhala.
import type * as en from '../en/catalogue-text';
import type { Translation } from '../translation';

export const catalogueText: Translation<typeof en.catalogueText> = {
  productCategories: 'නිෂ්පාදන වර්ග',
  keyCharacteristics: 'ප්‍රධාන ලක්ෂණ',
  typicalProperties: 'සාමාන්‍ය ගුණාංග',
  suitable: 'සුදුසුයි:',
  unsuitable: 'නුසුදුසුයි:',
  matchingGrades: 'මෙම භාවිතයට අපගේ ග්‍රේඩ්:',
  viewApplication: 'භාවිතය බලන්න',
  opensInNewTab: '(නව ටැබයක විවෘත වේ)',
};
