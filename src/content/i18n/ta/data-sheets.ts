// The data sheets' titles and the heading of their links, in Tamil.
import type * as en from '../en/data-sheets';
import type { Translation } from '../translation';

export const dataSheetTitles: Translation<typeof en.dataSheetTitles> = {
  tds: 'டெக்னிக்கல் டேட்டா ஷீட்',
  sds: 'சேஃப்டி டேட்டா ஷீட்',
};

export const dataSheetsHeading: Translation<typeof en.dataSheetsHeading> =
  'டெக்னிக்கல், சேஃப்டி டேட்டா ஷீட்கள்';
