// The grade comparison's words.
export { COMPARE_TEXT as compareText } from '../../compare-page';
