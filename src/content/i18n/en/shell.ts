// English the shell still writes inside its components (the footer's quick links, the page
// banner's breadcrumb, the lightbox's buttons), gathered here so that it can be translated; the
// wiring moves it into src/content and these views then read it from there. Also the footer
// gallery's picture descriptions.
import { FOOTER_GALLERY } from '../../media';
import { byKey } from './by-key';

export const shellText = {
  /** src/site/layout/footer.tsx, QUICK_LINKS (Career is PAGE_TITLES.career). */
  footerLinks: {
    home: 'Home',
    about: 'About',
    products: 'Products',
    applications: 'Applications',
    contact: 'Contact',
    terms: 'Terms',
  },
  /** src/site/components/page-banner.tsx. */
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  /** src/ui/lightbox/lightbox.tsx. */
  lightbox: {
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close image viewer',
  },
};

/** The footer gallery's pictures, by id. */
export const footerGalleryAlt = byKey(
  FOOTER_GALLERY,
  (item) => item.id,
  (item) => item.src.alt,
);
