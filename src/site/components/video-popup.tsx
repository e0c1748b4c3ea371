import { useRef, useState } from 'react';
import type { HomeVideo } from '../../content/home';
import { useSiteText } from '../i18n/site-words';
import { useOnDemand } from './use-on-demand';
import { Picture } from './picture';
import './video-popup.css';

const loadVideoModal = () => import('./video-modal');

/**
 * A poster with a play button that opens the player over the page. The player's code loads when
 * the visitor reaches for the button, and the YouTube iframe only once it is pressed: no
 * third-party requests, cookies or player script on a plain visit.
 */
export function VideoPopup({ video }: { video: HomeVideo }) {
  const { pageText } = useSiteText();
  const [open, setOpen] = useState(false);
  const playRef = useRef<HTMLButtonElement>(null);
  const [player, load] = useOnDemand(loadVideoModal);

  return (
    <>
      <button
        ref={playRef}
        type="button"
        className="video-popup__poster"
        aria-haspopup="dialog"
        aria-label={pageText.playVideo(video.title)}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          setOpen(true);
          load();
        }}
      >
        <Picture picture={video.poster} decorative />
        <span className="video-popup__play" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M8 5l12 7-12 7z" />
          </svg>
        </span>
      </button>
      {player && (
        <player.VideoModal
          video={video}
          open={open}
          onClose={() => setOpen(false)}
          returnFocusRef={playRef}
        />
      )}
    </>
  );
}
