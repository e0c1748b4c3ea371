// The labels of each application's own page.
export { APPLICATION_PAGE_TEXT as applicationPageText } from '../../application-page';
