import { useState, type KeyboardEvent } from 'react';
import { SHELL_TEXT } from '../../content/site-text';
import { Dialog } from '../dialog/dialog';
import { wrapIndex } from './lightbox-index';
import './lightbox.css';

export interface LightboxImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  isOpen: boolean;
  onClose: () => void;
  /** The image shown when it opens; the shown image follows whenever this changes. */
  currentIndex: number;
  /** Accessible name of the dialog, shown at its top left. */
  label?: string;
  /** The names of its buttons, in the page's language; English by default. */
  buttons?: { readonly previous: string; readonly next: string; readonly close: string };
}

/**
 * One image at a time in a modal dialog over the page: previous and next wrap around at both
 * ends, ArrowLeft and ArrowRight move too; Escape, the close button or a click beside the image
 * close it. It opens with focus on the close button and closes without a transition.
 */
export function Lightbox({
  images,
  isOpen,
  onClose,
  currentIndex,
  label = 'Image viewer',
  buttons = SHELL_TEXT.lightbox,
}: LightboxProps) {
  const [index, setIndex] = useState(currentIndex);
  const [shownFor, setShownFor] = useState(currentIndex);
  // Adjusting state while rendering (not in an effect) so the new image shows in the same paint.
  if (shownFor !== currentIndex) {
    setShownFor(currentIndex);
    setIndex(currentIndex);
  }

  const shown = wrapIndex(index, images.length);
  const image = images[shown];
  const go = (step: number) => setIndex(wrapIndex(shown + step, images.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Dialog
      open={isOpen && image !== undefined}
      onClose={onClose}
      title={label}
      look="bare"
      className="lightbox"
      closeOnBackdropClick
      exitMs={0}
      onKeyDown={onKeyDown}
    >
      {image && (
        <figure className="lightbox__figure">
          <img
            className="lightbox__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
          <figcaption className="lightbox__caption" aria-live="polite">
            {`${image.alt} (${shown + 1} of ${images.length})`}
          </figcaption>
        </figure>
      )}
      <button
        type="button"
        className="lightbox__button lightbox__prev"
        aria-label={buttons.previous}
        onClick={() => go(-1)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5 8 12l7 7" />
        </svg>
      </button>
      <button
        type="button"
        className="lightbox__button lightbox__next"
        aria-label={buttons.next}
        onClick={() => go(1)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m9 5 7 7-7 7" />
        </svg>
      </button>
      <button
        type="button"
        className="lightbox__button lightbox__close"
        aria-label={buttons.close}
        data-autofocus
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </Dialog>
  );
}
