import type { CATALOGUE_TEXT } from '../../messages';
import type { Translation } from '../translation';

export const catalogueText: Translation<typeof CATALOGUE_TEXT> = {
  productCategories: 'उत्पादनांचे प्रकार',
  keyCharacteristics: 'मुख्य वैशिष्ट्ये',
  typicalProperties: 'ठराविक गुणधर्म',
  suitable: 'योग्य:',
  unsuitable: 'अयोग्य:',
  matchingGrades: 'या उपयोगासाठी आमचे ग्रेड:',
  viewApplication: 'उपयोग पाहा',
  opensInNewTab: '(नवीन टॅबमध्ये उघडते)',
};
