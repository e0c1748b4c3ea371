import type { footerGalleryAlt as englishAlt, shellText as english } from '../en/shell';
import type { Translation } from '../translation';

export const shellText: Translation<typeof english> = {
  footerLinks: {
    home: 'होम',
    about: 'हमारे बारे में',
    products: 'प्रोडक्ट',
    applications: 'उपयोग',
    contact: 'संपर्क',
    terms: 'नियम',
  },
  breadcrumb: { label: 'पेज का रास्ता', home: 'होम' },
  lightbox: {
    previous: 'पिछली तस्वीर',
    next: 'अगली तस्वीर',
    close: 'तस्वीर बंद करें',
  },
  language: {
    label: 'भाषा',
    untranslated: 'यह पेज अभी हिन्दी में नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।',
    newsInEnglish: 'समाचार के लेख अभी हिन्दी में नहीं हैं, इसलिए वे अंग्रेज़ी में दिखाए गए हैं।',
  },
};

export const footerGalleryAlt: Translation<typeof englishAlt> = {
  1: 'रेज़िन प्लांट में स्टेनलेस स्टील के रिएक्टर',
  2: 'स्टाइरीन और रेज़िन के स्टोरेज टैंक',
  3: 'फिलिंग लाइन पर भरे जा रहे रेज़िन के ड्रम',
  4: 'टेस्ट फ्लास्क के साथ क्वालिटी कंट्रोल लैब',
  5: 'डिस्पैच के लिए तैयार IBC और ड्रम',
  6: 'Kalpa रेज़िन से बने FRP प्रोडक्ट',
};
