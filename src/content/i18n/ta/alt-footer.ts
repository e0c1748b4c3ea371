// The closing band of the alternate footer, in Tamil.
import type * as en from '../en/alt-footer';
import type { Translation } from '../translation';

export const altFooterText: Translation<typeof en.altFooterText> = {
  heading: 'இலவச ஆலோசனை பெறுங்கள்',
  text: 'நீங்கள் என்ன தயாரிக்கிறீர்கள், எப்படித் தயாரிக்கிறீர்கள் என்று சொல்லுங்கள். உங்கள் செயல்முறைக்கு ஏற்ற ரெசின், ஜெல்கோட், க்யூர் முறை ஆகியவற்றை ஒரு அப்ளிகேஷன் பொறியாளர் கட்டணமின்றிப் பரிந்துரைப்பார்.',
  callLabel: 'பொறியாளரை அழைக்கவும்',
  linksHeading: 'மேலும் பார்க்க',
};
