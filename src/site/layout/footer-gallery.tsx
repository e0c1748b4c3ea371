import { useState } from 'react';
import { FOOTER_GALLERY, THUMBNAIL_WIDTH } from '../../content/media';
import { srcSetOf } from '../../content/picture-files';
import { useOnDemand } from '../components/use-on-demand';
import { useSiteText, useShellText } from '../i18n/site-words';
import { useArea } from '../../ui/i18n/areas';

// Every page has the footer, so its lightbox loads when a visitor reaches for a thumbnail.
const loadLightbox = () => import('../../ui/lightbox/lightbox');

/** The six footer thumbnails; each opens the lightbox at its own image. */
export function FooterGallery() {
  const { siteText } = useSiteText();
  const shell = useShellText();
  const alts = useArea('shell')?.footerGalleryAlt;
  const altOf = (item: (typeof FOOTER_GALLERY)[number]) => alts?.[item.id] ?? item.src.alt;
  const images = FOOTER_GALLERY.map((item) => ({ ...item.src, alt: altOf(item) }));
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
              aria-label={siteText.openImage(altOf(item))}
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
          images={images}
          buttons={shell.lightbox}
          isOpen={open}
          currentIndex={index}
          onClose={() => setOpen(false)}
          label={siteText.footerGallery}
        />
      )}
    </>
  );
}
