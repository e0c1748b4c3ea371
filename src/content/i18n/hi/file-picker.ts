import { FILE_PICKER_TEXT, type RESUME_MESSAGES } from '../../file-picker';
import type { Translation } from '../translation';

export const filePickerText: Translation<typeof FILE_PICKER_TEXT> = {
  choose: 'PDF फ़ाइल चुनें',
  none: 'कोई फ़ाइल नहीं चुनी गई',
  /** A file name and a size in KB or MB: the same in every language. */
  chosen: FILE_PICKER_TEXT.chosen,
};

export const resumeMessages: Translation<typeof RESUME_MESSAGES> = {
  missing: 'अपना बायोडाटा चुनें, एक PDF फ़ाइल',
  notPdf: 'PDF फ़ाइल चुनें',
  tooLarge: 'बायोडाटा 5 MB या उससे छोटा होना चाहिए',
  uploadSubmission: 'बायोडाटा के अपलोड में उस आवेदन का नाम होना चाहिए जिसके लिए वह है।',
  uploadQuotaFor: (hours) =>
    `इस कनेक्शन से आज जितना अपलोड लिया जाता है, उतना हो चुका है। कृपया ${hours} घंटे बाद फिर कोशिश करें।`,
};
