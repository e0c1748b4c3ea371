// The closing band of the alternate footer.
export { ALT_FOOTER_TEXT as altFooterText } from '../../alt-footer';
