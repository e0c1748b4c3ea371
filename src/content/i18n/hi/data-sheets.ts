import type { DATA_SHEET_TITLES, DATA_SHEETS_HEADING } from '../../data-sheets';
import type { Translation } from '../translation';

export const dataSheetsHeading: Translation<typeof DATA_SHEETS_HEADING> = 'टेक्निकल और सेफ्टी डेटा शीट';

export const dataSheetTitles: Translation<typeof DATA_SHEET_TITLES> = {
  tds: 'टेक्निकल डेटा शीट',
  sds: 'सेफ्टी डेटा शीट',
};
