import type { CSSProperties, RefObject } from 'react';
import { VIDEO_MODAL_MS } from '../../content/constants';
import type { HomeVideo } from '../../content/home';
import { Dialog } from '../../ui/dialog/dialog';
import '../../ui/dialog/dialog.css';
import { useSiteText } from '../i18n/site-words';
import './video-modal.css';

const TIMING = { '--video-modal-ms': `${VIDEO_MODAL_MS}ms` } as CSSProperties;

export interface VideoModalProps {
  video: HomeVideo;
  open: boolean;
  onClose: () => void;
  /** The play button, which gets focus back when the player closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The 16:9 player in a modal dialog, fading in and out over VIDEO_MODAL_MS. Escape, the close
 * button or any click outside the player closes it; clicks inside the player stay in its own
 * frame. The iframe exists only while the dialog is open.
 */
export function VideoModal({ video, open, onClose, returnFocusRef }: VideoModalProps) {
  const { pageText } = useSiteText();
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={video.title}
      hideTitle
      look="bare"
      className="video-modal"
      closeOnBackdropClick
      exitMs={VIDEO_MODAL_MS}
      returnFocusRef={returnFocusRef}
      style={TIMING}
    >
      <button
        type="button"
        className="video-modal__close"
        aria-label={pageText.closeVideo}
        data-autofocus
        onClick={onClose}
      >
        <span aria-hidden="true">{'\u00d7'}</span>
      </button>
      <div className="video-modal__frame">
        <iframe
          src={src}
          title={video.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    </Dialog>
  );
}
