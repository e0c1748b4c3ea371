// The gateway's page for a form sent without JavaScript, in Tamil.
import type * as en from '../en/form-answer';
import type { Translation } from '../translation';

export const formAnswer: Translation<typeof en.formAnswer> = {
  checkTitle: 'உங்கள் விவரங்களைச் சரிபார்க்கவும்',
  notSentTitle: 'உங்கள் படிவம் அனுப்பப்படவில்லை',
  keptNote: 'நீங்கள் எழுதியவை கீழே அப்படியே உள்ளன: தயாரானதும் படிவத்தை மீண்டும் அனுப்பவும்.',
  backToPage: 'நீங்கள் வந்த பக்கத்துக்குத் திரும்பு',
  toSite: (company) => `${company} இணையதளத்துக்குச் செல்`,
};
