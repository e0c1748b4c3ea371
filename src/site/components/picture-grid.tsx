import { useState } from 'react';
import { SITE_TEXT } from '../../content/site-text';
import type { Picture as PictureEntry } from '../../content/types';
import { Lightbox } from '../../ui/lightbox/lightbox';
import { Reveal } from '../../ui/reveal/reveal';
import { Picture } from './picture';
import './picture-grid.css';

export interface PictureGridItem {
  id: number;
  picture: PictureEntry;
  caption?: string;
}

export interface PictureGridProps {
  items: readonly PictureGridItem[];
  /** Accessible name of the lightbox. */
  label: string;
  /** 'landscape' photos or 'portrait' documents such as certificates. */
  shape?: 'landscape' | 'portrait';
}

/** A grid of pictures; each opens the lightbox at itself. */
export function PictureGrid({ items, label, shape = 'landscape' }: PictureGridProps) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <ul className={`picture-grid picture-grid--${shape}`}>
        {items.map((item, i) => (
          <Reveal as="li" key={item.id} delay={i % 3} className="picture-grid__item">
            <figure className="picture-grid__figure">
              <button
                type="button"
                className="picture-grid__button"
                aria-label={SITE_TEXT.openImage(item.picture.alt)}
                onClick={() => {
                  setIndex(i);
                  setOpen(true);
                }}
              >
                <Picture picture={item.picture} decorative load={i < 3 ? 'eager' : 'lazy'} />
              </button>
              {item.caption && <figcaption>{item.caption}</figcaption>}
            </figure>
          </Reveal>
        ))}
      </ul>
      <Lightbox
        images={items.map((item) => item.picture)}
        isOpen={open}
        currentIndex={index}
        onClose={() => setOpen(false)}
        label={label}
      />
    </>
  );
}
