// The shell's own words (the footer's quick links, the page banner's breadcrumb, the lightbox's
// buttons, the language choice) and the footer gallery's picture descriptions.
import { FOOTER_GALLERY } from '../../media';
import { byKey } from './by-key';

export { SHELL_TEXT as shellText } from '../../site-text';

/** The footer gallery's pictures, by id. */
export const footerGalleryAlt = byKey(
  FOOTER_GALLERY,
  (item) => item.id,
  (item) => item.src.alt,
);
