// The career form's file picker and what can be wrong with the chosen resume, in Tamil.
import { FILE_PICKER_TEXT } from '../../file-picker';
import type * as en from '../en/file-picker';
import type { Translation } from '../translation';

export const filePickerText: Translation<typeof en.filePickerText> = {
  choose: 'PDF கோப்பைத் தேர்ந்தெடு',
  none: 'கோப்பு தேர்ந்தெடுக்கப்படவில்லை',
  /** A file name and a size in KB or MB: the same in every language. */
  chosen: FILE_PICKER_TEXT.chosen,
};

export const resumeMessages: Translation<typeof en.resumeMessages> = {
  missing: 'உங்கள் பயோடேட்டாவை (PDF கோப்பு) தேர்ந்தெடுக்கவும்',
  notPdf: 'PDF கோப்பைத் தேர்ந்தெடுக்கவும்',
  tooLarge: 'பயோடேட்டா 5 MB அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்',
};
