// The product tabs' and the application list's own labels, in Tamil.
import type * as en from '../en/catalogue-text';
import type { Translation } from '../translation';

export const catalogueText: Translation<typeof en.catalogueText> = {
  productCategories: 'தயாரிப்பு வகைகள்',
  keyCharacteristics: 'முக்கிய பண்புகள்',
  typicalProperties: 'வழக்கமான பண்புகள்',
  suitable: 'ஏற்றவை:',
  unsuitable: 'ஏற்றவை அல்ல:',
  matchingGrades: 'இந்தப் பயன்பாட்டுக்கான எங்கள் கிரேடுகள்:',
  viewApplication: 'பயன்பாட்டைப் பார்',
  opensInNewTab: '(புதிய தாவலில் திறக்கும்)',
};
