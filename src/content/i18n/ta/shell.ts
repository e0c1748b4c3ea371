// English the shell still writes inside its components, and the footer gallery's picture
// descriptions, in Tamil.
import type * as en from '../en/shell';
import type { Translation } from '../translation';

export const shellText: Translation<typeof en.shellText> = {
  footerLinks: {
    home: 'முகப்பு',
    about: 'எங்களைப் பற்றி',
    products: 'தயாரிப்புகள்',
    applications: 'பயன்பாடுகள்',
    contact: 'தொடர்புக்கு',
    terms: 'விதிமுறைகள்',
  },
  breadcrumb: { label: 'பக்க வழி', home: 'முகப்பு' },
  lightbox: {
    previous: 'முந்தைய படம்',
    next: 'அடுத்த படம்',
    close: 'படக் காட்சியை மூடு',
  },
  language: {
    label: 'மொழி',
    untranslated: 'இந்தப் பக்கம் இன்னும் தமிழில் இல்லை, அதனால் ஆங்கிலத்தில் காட்டப்படுகிறது.',
    newsInEnglish: 'செய்திக் கட்டுரைகள் இன்னும் தமிழில் இல்லை, அதனால் ஆங்கிலத்தில் காட்டப்படுகின்றன.',
  },
};

export const footerGalleryAlt: Translation<typeof en.footerGalleryAlt> = {
  1: 'ரெசின் ஆலையில் எஃகு ரியாக்டர்கள்',
  2: 'ஸ்டைரீன், ரெசின் சேமிப்பு டேங்குகள்',
  3: 'ஃபில்லிங் லைனில் நிரப்பப்படும் ரெசின் டிரம்கள்',
  4: 'சோதனைக் குடுவைகளுடன் தரக் கட்டுப்பாட்டு ஆய்வகம்',
  5: 'டிஸ்பாட்சுக்குத் தயாரான IBC, டிரம்கள்',
  6: 'Kalpa ரெசின்களால் செய்யப்பட்ட FRP தயாரிப்புகள்',
};
