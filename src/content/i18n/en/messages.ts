// The forms' and the router's messages, and the forms' own labels. The catalogue widgets' labels,
// also in messages.ts, are the area catalogue-text.
export { MESSAGES as messages, FORM_TEXT as formText } from '../../messages';
