// English the shell still writes inside its components, and the footer gallery's picture
// descriptions, in Sinhala.
import type * as en from '../en/shell';
import type { Translation } from '../translation';

export const shellText: Translation<typeof en.shellText> = {
  footerLinks: {
    home: 'මුල් පිටුව',
    about: 'අප ගැන',
    products: 'නිෂ්පාදන',
    applications: 'භාවිත ක්ෂේත්‍ර',
    contact: 'සම්බන්ධ වන්න',
    terms: 'නියම',
  },
  breadcrumb: { label: 'පිටු මාර්ගය', home: 'මුල් පිටුව' },
  lightbox: {
    previous: 'පෙර රූපය',
    next: 'ඊළඟ රූපය',
    close: 'රූප දර්ශකය වසන්න',
  },
  language: {
    label: 'භාෂාව',
    untranslated: 'මෙම පිටුව තවම සිංහලෙන් නැත, එබැවින් එය ඉංග්‍රීසියෙන් පෙන්වා ඇත.',
    newsInEnglish: 'පුවත් ලිපි තවම සිංහලෙන් නැත, එබැවින් ඒවා ඉංග්‍රීසියෙන් පෙන්වා ඇත.',
  },
};

export const footerGalleryAlt: Translation<typeof en.footerGalleryAlt> = {
  1: 'රෙසින් කම්හලේ මල නොබැඳෙන වානේ රියැක්ටර්',
  2: 'ස්ටයිරීන් සහ රෙසින් ගබඩා ටැංකි',
  3: 'පිරවුම් ලයින් එකේ පුරවන රෙසින් ඩ්‍රම්',
  4: 'පරීක්ෂණ ෆ්ලාස්ක් සහිත තත්ත්ව පාලන විද්‍යාගාරය',
  5: 'යැවීමට සූදානම් IBC සහ ඩ්‍රම්',
  6: 'Kalpa රෙසින්වලින් සාදන ලද FRP නිෂ්පාදන',
};
