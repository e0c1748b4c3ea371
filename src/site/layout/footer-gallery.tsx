import { useState } from 'react';
import { FOOTER_GALLERY, THUMBNAIL_WIDTH } from '../../content/media';
import { srcSetOf } from '../../content/picture-files';
import { SITE_TEXT } from '../../content/site-text';
import { useOnDemand } from '../components/use-on-demand';

const IMAGES = FOOTER_GALLERY.map((item) => item.src);
// Every page has the footer, so its lightbox loads when a visitor reaches for a thumbnail.
const loadLightbox = () => import('../../ui/lightbox/lightbox');

/** The six footer thumbnails; each opens the lightbox at its own image. */
export function FooterGallery() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [lightbox, load] = useOnDemand(loadLightbox);
  return (
    <>
      <ul className="footer-gallery" onPointerEnter={load} onFocus={load}>
        {FOOTER_GALLERY.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              className="footer-gallery__thumb"
              aria-label={SITE_TEXT.openImage(item.src.alt)}
              aria-haspopup="dialog"
              onClick={() => {
                setIndex(i);
                setOpen(true);
                load();
              }}
            >
              <img
                src={item.src.src}
                srcSet={srcSetOf(item.src)}
                sizes={`${THUMBNAIL_WIDTH / 2}px`}
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
      {lightbox && (
        <lightbox.Lightbox
          images={IMAGES}
          isOpen={open}
          currentIndex={index}
          onClose={() => setOpen(false)}
          label={SITE_TEXT.footerGallery}
        />
      )}
    </>
  );
}
