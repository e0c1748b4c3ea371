import type { CATALOGUE_TEXT } from '../../messages';
import type { Translation } from '../translation';

export const catalogueText: Translation<typeof CATALOGUE_TEXT> = {
  productCategories: 'प्रोडक्ट की श्रेणियाँ',
  keyCharacteristics: 'मुख्य खूबियाँ',
  typicalProperties: 'सामान्य गुण',
  suitable: 'उपयुक्त:',
  unsuitable: 'उपयुक्त नहीं:',
  matchingGrades: 'इस उपयोग के लिए हमारे ग्रेड:',
  viewApplication: 'उपयोग देखें',
  opensInNewTab: '(नए टैब में खुलता है)',
};
