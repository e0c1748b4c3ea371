// The product tabs' and the application list's own labels: apart from the forms' messages, so that
// those widgets load only these few words with their catalogue.
export { CATALOGUE_TEXT as catalogueText } from '../../messages';
