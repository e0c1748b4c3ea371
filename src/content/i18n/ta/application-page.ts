// The labels of each application's own page, in Tamil.
import type * as en from '../en/application-page';
import type { Translation } from '../translation';

export const applicationPageText: Translation<typeof en.applicationPageText> = {
  breadcrumb: 'பயன்பாடுகள்',
  suitableHeading: 'ஏற்ற ரெசின் வகைகள்',
  suitableIntro:
    'ஒவ்வொரு வகையும் இந்தக் கிரேடுகளாகத் தயாரிக்கப்படுகிறது. பட்டியலில் ஒரு கிரேடைத் திறக்கவும், அல்லது அதன் டேட்டா ஷீட்களைப் பதிவிறக்கவும்.',
  unsuitableHeading: 'தவிர்க்க வேண்டிய ரெசின் வகைகள்',
  dataSheetsOf: (grade, sheet) => `${sheet}: ${grade}`,
  enquireHeading: 'எங்கள் பொறியாளர்களிடம் கேளுங்கள்',
  enquireText: 'உங்கள் பாகங்களையும் செயல்முறையையும் பற்றிச் சொல்லுங்கள்; நாங்கள் ஒரு கிரேடைப் பரிந்துரைப்போம்.',
  previous: 'முந்தைய பயன்பாடு',
  next: 'அடுத்த பயன்பாடு',
  backToList: 'எல்லாப் பயன்பாடுகளுக்கும் திரும்பு',
  notFoundTitle: 'பயன்பாடு கிடைக்கவில்லை',
  notFoundText: 'இந்த முகவரியில் எந்தப் பயன்பாடும் இல்லை. நாங்கள் ரெசின் தயாரிக்கும் பயன்பாடுகள் இவை:',
};
