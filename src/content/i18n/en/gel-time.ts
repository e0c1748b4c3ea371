// The shop-floor calculator's words.
export { GEL_TIME_TEXT as gelTimeText } from '../../gel-time-page';
