import { useEffect, useRef, useState } from 'react';
import { BLOG_TEXT } from '../../../content/blog-text';
import type { Picture as PictureEntry } from '../../../content/types';
import { Picture } from '../../components/picture';

export interface PostVideoProps {
  youtubeId: string;
  title: string;
  poster: PictureEntry;
}

/**
 * A poster with a play button; the YouTube player takes its place only when the button is
 * pressed, so reading the post makes no third-party requests. Focus moves to the player.
 */
export function PostVideo({ youtubeId, title, poster }: PostVideoProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="post-video">
        <iframe
          ref={frame}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={BLOG_TEXT.videoTitle(title)}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      className="post-video post-video__poster"
      aria-label={BLOG_TEXT.playVideo(title)}
      onClick={() => setPlaying(true)}
    >
      <Picture picture={poster} decorative />
      <span className="post-video__play" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M8 5l12 7-12 7z" />
        </svg>
      </span>
    </button>
  );
}
