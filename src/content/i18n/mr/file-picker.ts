import { FILE_PICKER_TEXT, type RESUME_MESSAGES } from '../../file-picker';
import type { Translation } from '../translation';

export const filePickerText: Translation<typeof FILE_PICKER_TEXT> = {
  choose: 'PDF फाइल निवडा',
  none: 'कोणतीही फाइल निवडलेली नाही',
  /** A file name and a size in KB or MB: the same in every language. */
  chosen: FILE_PICKER_TEXT.chosen,
};

export const resumeMessages: Translation<typeof RESUME_MESSAGES> = {
  missing: 'तुमचा बायोडेटा निवडा, PDF फाइल',
  notPdf: 'PDF फाइल निवडा',
  tooLarge: 'बायोडेटा 5 MB किंवा त्यापेक्षा लहान असावा',
  uploadSubmission: 'बायोडेटा अपलोड करताना तो ज्या अर्जासाठी आहे त्याचे नाव असावे.',
  uploadQuotaFor: (hours) =>
    `या कनेक्शनवरून आज जितके अपलोड घेतले जाते तितके झाले आहे. कृपया ${hours} तासांनी पुन्हा प्रयत्न करा.`,
};
