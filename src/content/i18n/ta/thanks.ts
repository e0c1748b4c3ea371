// The thank-you panel of the contact and career forms, in Tamil.
import type * as en from '../en/thanks';
import type { Translation } from '../translation';

export const thanks: Translation<typeof en.thanks> = {
  contact: {
    title: 'உங்கள் செய்திக்கு நன்றி',
    next: 'எங்கள் விற்பனைக் குழு ஒரு வேலை நாளுக்குள் பதில் அளிக்கும்.',
    again: 'இன்னொரு செய்தி அனுப்பு',
  },
  career: {
    title: 'உங்கள் விண்ணப்பத்திற்கு நன்றி',
    next: 'எங்கள் HR குழு ஒவ்வொரு விண்ணப்பத்தையும் பரிசீலித்து 10 வேலை நாட்களுக்குள் பதில் அளிக்கும்.',
    again: 'இன்னொரு விண்ணப்பம் அனுப்பு',
  },
  inquiry: {
    title: 'உங்கள் விசாரணைக்கு நன்றி',
    next: 'எங்கள் விற்பனைக் குழு ஒரு வேலை நாளுக்குள் பதில் அளிக்கும்.',
  },
  reference: 'உங்கள் குறிப்பு எண்:',
};
