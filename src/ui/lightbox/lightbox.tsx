import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
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
  /** Accessible name of the dialog. */
  label?: string;
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * One image at a time over the page (SPEC 2.4, 4): previous and next wrap around at both ends,
 * ArrowLeft, ArrowRight and Escape work, focus stays inside while open and goes back to the
 * element that opened it, and the page behind does not scroll.
 */
export function Lightbox({
  images,
  isOpen,
  onClose,
  currentIndex,
  label = 'Image viewer',
}: LightboxProps) {
  const [index, setIndex] = useState(currentIndex);
  const [shownFor, setShownFor] = useState(currentIndex);
  // Adjusting state while rendering (not in an effect) so the new image shows in the same paint.
  if (shownFor !== currentIndex) {
    setShownFor(currentIndex);
    setIndex(currentIndex);
  }

  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    closeRef.current?.focus();
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      opener?.focus();
    };
  }, [isOpen]);

  if (!isOpen || images.length === 0) return null;

  const shown = wrapIndex(index, images.length);
  const image = images[shown];
  if (!image) return null;
  const go = (step: number) => setIndex(wrapIndex(shown + step, images.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
      if (!focusable || focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return createPortal(
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      ref={dialogRef}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <p id={titleId} className="lightbox__title">
        {label}
      </p>
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
      <button
        type="button"
        className="lightbox__button lightbox__prev"
        aria-label="Previous image"
        onClick={() => go(-1)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5 8 12l7 7" />
        </svg>
      </button>
      <button
        type="button"
        className="lightbox__button lightbox__next"
        aria-label="Next image"
        onClick={() => go(1)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m9 5 7 7-7 7" />
        </svg>
      </button>
      <button
        type="button"
        ref={closeRef}
        className="lightbox__button lightbox__close"
        aria-label="Close image viewer"
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>,
    document.body,
  );
}
