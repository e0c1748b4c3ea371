// The site's shell and page text, under the names its translations use.
export {
  SITE_TEXT as siteText,
  HEADER_CART_TEXT as headerCartText,
  PAGE_TITLES as pageTitles,
  PAGE_TEXT as pageText,
} from '../../site-text';
