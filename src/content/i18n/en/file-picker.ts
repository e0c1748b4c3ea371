// The career form's file picker and what can be wrong with the chosen resume.
export {
  FILE_PICKER_TEXT as filePickerText,
  RESUME_MESSAGES as resumeMessages,
} from '../../file-picker';
