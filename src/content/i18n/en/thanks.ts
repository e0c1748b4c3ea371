// The thank-you panel of the contact and career forms.
export { THANKS as thanks } from '../../thanks';
