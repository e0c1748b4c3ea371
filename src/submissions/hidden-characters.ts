import { LIMIT_MESSAGES } from '../content/field-messages';

// Characters a person never types into a form: C0 controls and DEL (a line break could start a
// new mail header), and the bidi overrides and isolates that make "gnp.exe" read "exe.png".
// The message keeps its line breaks and tabs.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\r(?!\n)/;
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;

/** Why a visitor's text is refused, or null: for form fields and the resume's file name. */
export function hiddenCharacterProblem(value: string, label: string, multiline = false) {
  if ((multiline ? CONTROL_IN_TEXT : CONTROL).test(value)) {
    return LIMIT_MESSAGES.controlCharacters(label);
  }
  return !multiline && DIRECTION.test(value) ? LIMIT_MESSAGES.directionControls(label) : null;
}
