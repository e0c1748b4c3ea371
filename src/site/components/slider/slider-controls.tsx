import { useState } from 'react';
import { useSiteText } from '../../i18n/site-words';
import type { SwiperKit } from './use-swiper-kit';
import './slider-controls.css';

export type SwiperInstance = InstanceType<SwiperKit['Swiper']>;

export interface SliderControlsProps {
  /** Read at click time: the instance exists only once Swiper has taken over. */
  getSwiper: () => SwiperInstance | null;
  /** Whether the slider plays by itself; then a pause button is offered (WCAG 2.2.2). */
  autoplay: boolean;
  className?: string;
}

export function SliderControls({ getSwiper, autoplay, className }: SliderControlsProps) {
  const { pageText } = useSiteText();
  const [playing, setPlaying] = useState(autoplay);

  function togglePlaying() {
    const swiper = getSwiper();
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  }

  return (
    <div className={`slider-controls${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        className="slider-controls__button"
        aria-label={pageText.previousSlide}
        onClick={() => getSwiper()?.slidePrev()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
      {autoplay && (
        <button
          type="button"
          className="slider-controls__button"
          aria-label={playing ? pageText.pauseSlides : pageText.playSlides}
          onClick={togglePlaying}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {playing ? <path d="M8 5v14M16 5v14" /> : <path d="M7 5l12 7-12 7z" />}
          </svg>
        </button>
      )}
      <button
        type="button"
        className="slider-controls__button"
        aria-label={pageText.nextSlide}
        onClick={() => getSwiper()?.slideNext()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" />
        </svg>
      </button>
    </div>
  );
}

/**
 * A card slider's controls under it. Their room is kept from the start: they arrive with Swiper
 * (`ready`), and must not push the sections below down when they do.
 */
export function CardSliderControls({
  ready,
  ...controls
}: SliderControlsProps & { ready: boolean }) {
  return <div className="slider-controls-slot">{ready && <SliderControls {...controls} />}</div>;
}
