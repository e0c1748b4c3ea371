import { useState } from 'react';
import { FOOTER_GALLERY } from '../../content/media';
import { SITE_TEXT } from '../../content/site-text';
import { Lightbox } from '../../ui/lightbox/lightbox';

const IMAGES = FOOTER_GALLERY.map((item) => item.src);

/** The six footer thumbnails (SPEC 2.4); each opens the lightbox at its own image. */
export function FooterGallery() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <ul className="footer-gallery">
        {FOOTER_GALLERY.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              className="footer-gallery__thumb"
              aria-label={SITE_TEXT.openImage(item.src.alt)}
              onClick={() => {
                setIndex(i);
                setOpen(true);
              }}
            >
              <img
                src={item.src.src}
                alt=""
                width={item.src.width}
                height={item.src.height}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        images={IMAGES}
        isOpen={open}
        currentIndex={index}
        onClose={() => setOpen(false)}
        label={SITE_TEXT.footerGallery}
      />
    </>
  );
}
