import { useState } from 'react';
import type { Picture as PictureEntry } from '../../../content/types';
import { SITE_TEXT } from '../../../content/site-text';
import { Lightbox } from '../../../ui/lightbox/lightbox';
import { Picture } from '../../components/picture';

export interface ImageGridProps {
  images: PictureEntry[];
  /** Shown under each image when given (certificate names). */
  captions?: string[];
  /** The lightbox dialog's name. */
  label: string;
  className?: string;
}

/** Thumbnails that open the shared lightbox at the clicked image. */
export function ImageGrid({ images, captions, label, className }: ImageGridProps) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <ul className={`about-images${className ? ` ${className}` : ''}`}>
        {images.map((image, i) => (
          <li key={image.src}>
            <figure className="about-images__item">
              <button
                type="button"
                className="about-images__button"
                aria-label={SITE_TEXT.openImage(image.alt)}
                aria-haspopup="dialog"
                onClick={() => {
                  setIndex(i);
                  setOpen(true);
                }}
              >
                <Picture picture={image} decorative />
              </button>
              {captions?.[i] && <figcaption>{captions[i]}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox
        images={images}
        isOpen={open}
        currentIndex={index}
        onClose={() => setOpen(false)}
        label={label}
      />
    </>
  );
}
