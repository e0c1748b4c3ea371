// The data sheets' titles and the heading of their links on the products page.
export {
  DATA_SHEETS_HEADING as dataSheetsHeading,
  DATA_SHEET_TITLES as dataSheetTitles,
} from '../../data-sheets';
