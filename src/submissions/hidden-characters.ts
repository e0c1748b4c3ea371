import { LIMIT_MESSAGES } from '../content/field-messages';

// Characters a person never types into a form: C0 controls and DEL (a line break could start a
// new mail header), and the format characters (Unicode category Cf), which draw nothing: the
// bidi overrides, isolates and marks that make "gnp.exe" read "exe.png" (U+061C, U+200E/F,
// U+202A-E, U+2066-9), and the invisible rest, which make one name look like another or hide
// text (U+00AD, U+200B, U+2060, U+FEFF, the tags of U+E0000 ...). The message keeps its line
// breaks and tabs.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\r(?!\n)/;
const DIRECTION = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const FORMAT = /\p{Cf}/u;

// The joiners some scripts need to be written at all, where they are needed: a zero-width
// joiner or non-joiner beside a virama, which picks the conjunct of Devanagari, Tamil and
// Sinhala (ශ්‍රී, क्‍ष); a non-joiner between Arabic-script letters (Persian, Urdu); a joiner
// inside an emoji sequence (a family, a flag). Each draws a visible difference there.
// (The viramas: U+094D Devanagari, 09CD, 0A4D, 0ACD, 0B4D, 0BCD Tamil, 0C4D, 0CCD, 0D3B, 0D3C,
// 0D4D, 0DCA Sinhala.)
const NEEDED_JOINER =
  /(?<=[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d3b\u0d3c\u0d4d\u0dca])[\u200c\u200d]|[\u200c\u200d](?=[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d3b\u0d3c\u0d4d\u0dca])|(?<=\p{Script=Arabic}\p{Mn}*)\u200c(?=\p{Mn}*\p{Script=Arabic})|(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d(?=\p{Extended_Pictographic})/gu;

/** Why a visitor's text is refused, or null: for form fields and the resume's file name. */
export function hiddenCharacterProblem(value: string, label: string, multiline = false) {
  if ((multiline ? CONTROL_IN_TEXT : CONTROL).test(value)) {
    return LIMIT_MESSAGES.controlCharacters(label);
  }
  if (!FORMAT.test(value)) return null;
  const rest = value.replace(NEEDED_JOINER, '');
  if (DIRECTION.test(rest)) return LIMIT_MESSAGES.directionControls(label);
  return FORMAT.test(rest) ? LIMIT_MESSAGES.invisibleCharacters(label) : null;
}

/**
 * An encoded word (`=?utf-8?B?...?=`) a mail program would decode in a subject, showing
 * characters the other rules refuse, or text that reads like another header.
 */
const ENCODED_WORD_START = '=?';

/** Why a value that reaches a mail subject is refused, or null: names and companies. */
export function encodedWordProblem(value: string, label: string) {
  return value.includes(ENCODED_WORD_START) ? LIMIT_MESSAGES.encodedWords(label) : null;
}
