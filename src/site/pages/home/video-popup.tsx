import { useRef, useState, type CSSProperties } from 'react';
import { VIDEO_MODAL_MS } from '../../../content/constants';
import type { HomeVideo } from '../../../content/home';
import { PAGE_TEXT } from '../../../content/site-text';
import { Dialog } from '../../../ui/dialog/dialog';
import '../../../ui/dialog/dialog.css';

const TIMING = { '--video-modal-ms': `${VIDEO_MODAL_MS}ms` } as CSSProperties;

/**
 * A poster with a play button; the 16:9 player opens in a modal dialog over the page, fading
 * in and out over VIDEO_MODAL_MS, and Escape, the close button or any click outside the player
 * closes it (clicks inside the player stay in its own frame). The YouTube iframe is created
 * only when the visitor asks for it: no third-party requests, cookies or player script on a
 * plain visit.
 */
export function VideoPopup({ video }: { video: HomeVideo }) {
  const [open, setOpen] = useState(false);
  const playRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`;

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
      <Dialog
        open={open}
        onClose={close}
        title={video.title}
        hideTitle
        look="bare"
        className="home-video-modal"
        closeOnBackdropClick
        exitMs={VIDEO_MODAL_MS}
        returnFocusRef={playRef}
        style={TIMING}
      >
        <button
          type="button"
          className="home-video-modal__close"
          aria-label={PAGE_TEXT.closeVideo}
          data-autofocus
          onClick={close}
        >
          <span aria-hidden="true">{'\u00d7'}</span>
        </button>
        <div className="home-video-modal__frame">
          <iframe
            src={src}
            title={video.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      </Dialog>
    </>
  );
}
