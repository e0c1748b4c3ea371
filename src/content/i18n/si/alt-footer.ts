// The closing band of the alternate footer, in Sinhala.
import type * as en from '../en/alt-footer';
import type { Translation } from '../translation';

export const altFooterText: Translation<typeof en.altFooterText> = {
  heading: 'නොමිලේ උපදෙස් ලබාගන්න',
  text: 'ඔබ නිපදවන්නේ කුමක්ද, කෙසේද යන්න අපට කියන්න. ඔබේ ක්‍රියාවලියට ගැළපෙන රෙසින්, ජෙල්කෝට් සහ කියුර් පද්ධතියක් යෙදුම් ඉංජිනේරුවෙකු නොමිලේ නිර්දේශ කරනු ඇත.',
  callLabel: 'ඉංජිනේරුවෙකු අමතන්න',
  linksHeading: 'ගවේෂණය කරන්න',
};
