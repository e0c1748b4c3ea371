// The labels of each grade's own page, and the link to it on the products page's cards.
export { GRADE_PAGE_TEXT as gradePageText } from '../../grade-page';
