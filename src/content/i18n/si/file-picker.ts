// The career form's file picker and what can be wrong with the chosen resume, in Sinhala.
import { FILE_PICKER_TEXT } from '../../file-picker';
import type * as en from '../en/file-picker';
import type { Translation } from '../translation';

export const filePickerText: Translation<typeof en.filePickerText> = {
  choose: 'PDF ගොනුව තෝරන්න',
  none: 'ගොනුවක් තෝරා නැත',
  /** A file name and a size in KB or MB: the same in every language. */
  chosen: FILE_PICKER_TEXT.chosen,
};

export const resumeMessages: Translation<typeof en.resumeMessages> = {
  missing: 'ඔබේ ජීව දත්ත PDF ගොනුව තෝරන්න',
  notPdf: 'PDF ගොනුවක් තෝරන්න',
  tooLarge: 'ජීව දත්ත ගොනුව 5 MB හෝ ඊට අඩු විය යුතුය',
  uploadSubmission: 'ජීව දත්ත උඩුගත කිරීමේදී එය අදාළ අයදුම්පත සඳහන් කළ යුතුය.',
  uploadQuotaFor: (hours) =>
    `මෙම සම්බන්ධතාවයෙන් දිනකට භාර ගන්නා ප්‍රමාණය අද උඩුගත කර අවසන්. කරුණාකර පැය ${hours}කින් නැවත උත්සාහ කරන්න.`,
};
