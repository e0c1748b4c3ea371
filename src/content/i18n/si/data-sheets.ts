// The data sheets' titles and the heading of their links, in Sinhala.
import type * as en from '../en/data-sheets';
import type { Translation } from '../translation';

export const dataSheetTitles: Translation<typeof en.dataSheetTitles> = {
  tds: 'තාක්ෂණික දත්ත පත්‍රිකාව',
  sds: 'ආරක්ෂණ දත්ත පත්‍රිකාව',
};

export const dataSheetsHeading: Translation<typeof en.dataSheetsHeading> =
  'තාක්ෂණික සහ ආරක්ෂණ දත්ත පත්‍රිකා';
