// The labels of each grade's own page, in Tamil.
import type * as en from '../en/grade-page';
import type { Translation } from '../translation';

export const gradePageText: Translation<typeof en.gradePageText> = {
  breadcrumb: 'தயாரிப்புகள்',
  propertiesHeading: 'வழக்கமான பண்புகள்',
  propertiesNote:
    'இவை வழக்கமான மதிப்புகள், விவரக்குறிப்பு அல்ல. ஒவ்வொரு லாட்டுடனும் அதன் பகுப்பாய்வுச் சான்றிதழ் வருகிறது.',
  propertyColumn: 'பண்பு',
  valueColumn: 'வழக்கமான மதிப்பு',
  characteristicsHeading: 'முக்கிய பண்புகள்',
  applicationsHeading: 'இது ஏற்ற பயன்பாடுகள்',
  dataSheetsHeading: 'டெக்னிக்கல், சேஃப்டி டேட்டா ஷீட்கள்',
  enquireHeading: 'இந்தக் கிரேடு பற்றிக் கேளுங்கள்',
  enquireText:
    'உங்கள் செயல்முறையையும் தேவையான அளவையும் சொல்லுங்கள்; எங்கள் தொழில்நுட்பக் குழு பரிந்துரையுடனும் கொட்டேஷனுடனும் பதில் அளிக்கும்.',
  otherGradesHeading: 'பிற கிரேடுகள்',
  detailsLink: 'கிரேடு விவரம்',
  compareAll: 'கிரேடுகளை அருகருகே ஒப்பிடுங்கள்',
  calculator: 'ஜெல் டைம், அளவு கணக்கீட்டுக் கருவி',
  compareWithOthers: 'பிற கிரேடுகளுடன் ஒப்பிடுங்கள்',
  requestSample: 'சாம்பிளைக் கோருங்கள்',
  calculatorForGrade: 'இந்தக் கிரேடுக்கு கேட்டலிஸ்ட், ரெசின், கிளாஸ்',
  unknownText: 'இந்தக் கிரேடு எங்கள் பட்டியலில் இல்லை. எங்கள் எல்லா ரெசின்களையும் தயாரிப்புகள் பக்கத்தில் பாருங்கள்.',
};
