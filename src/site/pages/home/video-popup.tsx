import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { VIDEO_MODAL_MS } from '../../../content/constants';
import type { HomeVideo } from '../../../content/home';
import { PAGE_TEXT } from '../../../content/site-text';
import { prefersReducedMotion } from '../../../ui/motion';

/**
 * A poster with a play button; the 16:9 player opens over the page (SPEC 4, 9). The YouTube
 * iframe is created only when the visitor asks for it: no third-party requests, cookies or
 * player script on a plain visit.
 */
export function VideoPopup({ video }: { video: HomeVideo }) {
  const [open, setOpen] = useState(false);
  const playRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={playRef}
        type="button"
        className="home-video__poster"
        aria-haspopup="dialog"
        aria-label={PAGE_TEXT.playVideo(video.title)}
        onClick={() => setOpen(true)}
      >
        <img
          src={video.poster.src}
          alt=""
          width={video.poster.width}
          height={video.poster.height}
          loading="lazy"
          decoding="async"
        />
        <span className="home-video__play" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M8 5l12 7-12 7z" />
          </svg>
        </span>
      </button>
      {open && (
        <VideoModal
          video={video}
          onClosed={() => {
            setOpen(false);
            playRef.current?.focus();
          }}
        />
      )}
    </>
  );
}

function VideoModal({ video, onClosed }: { video: HomeVideo; onClosed: () => void }) {
  const [state, setState] = useState<'opening' | 'open' | 'closing'>('opening');
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });

  useEffect(() => {
    closeRef.current?.focus();
    const frame = requestAnimationFrame(() => setState('open'));
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      cancelAnimationFrame(frame);
      body.style.overflow = previousOverflow;
    };
  }, []);

  useEffect(() => {
    if (state !== 'closing') return;
    const timer = setTimeout(
      () => onClosedRef.current(),
      prefersReducedMotion() ? 0 : VIDEO_MODAL_MS,
    );
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setState('closing');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const close = () => setState('closing');
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`;

  return createPortal(
    <div
      className="home-video-modal"
      data-state={state}
      role="dialog"
      aria-modal="true"
      aria-label={video.title}
      style={{ '--video-modal-ms': `${VIDEO_MODAL_MS}ms` } as CSSProperties}
      // Any click closes, as SPEC 4 asks; clicks inside the player stay in its own frame.
      onClick={close}
    >
      {/* Focus guards keep Tab between the close button and the player while the dialog is open. */}
      <span tabIndex={0} onFocus={() => frameRef.current?.focus()} />
      <button
        ref={closeRef}
        type="button"
        className="home-video-modal__close"
        aria-label={PAGE_TEXT.closeVideo}
        onClick={close}
      >
        <span aria-hidden="true">{'\u00d7'}</span>
      </button>
      <div className="home-video-modal__frame">
        <iframe
          ref={frameRef}
          src={src}
          title={video.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
      <span tabIndex={0} onFocus={() => closeRef.current?.focus()} />
    </div>,
    document.body,
  );
}
