import { useCallback, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { matchesPrerenderWidth } from '../use-media-query';
import { CardSliderControls } from './slider-controls';
import { useCardSlider, type CardSliderSettings } from './use-card-slider';
import './card-slider.css';

/** Cards per view at the window's current width, as Swiper will work it out from `breakpoints`. */
export function cardsPerView(
  breakpoints: CardSliderSettings['breakpoints'],
  matches: (query: string) => boolean = (query) => window.matchMedia(query).matches,
): number {
  let perView = 1;
  const widths = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  for (const width of widths) {
    if (matches(`(min-width: ${width}px)`)) perView = breakpoints[width] ?? 1;
  }
  return perView;
}

function useCardsPerView(breakpoints: CardSliderSettings['breakpoints']): number {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => cardsPerView(breakpoints),
    () => cardsPerView(breakpoints, matchesPrerenderWidth),
  );
}

export interface CardSliderProps<T> {
  /** A module constant: the slider is set up again whenever this object changes. */
  settings: CardSliderSettings;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the slider's own look: `<className>` on the root. */
  className: string;
}

/**
 * A looping card slider (see useCardSlider). Before Swiper arrives the cards sit in a row with
 * the widths and gap Swiper will give them, worked out from the same settings, so its takeover
 * moves nothing; the controls' room is kept from the start.
 */
export function CardSlider<T>({
  settings,
  items,
  itemKey,
  renderItem,
  className,
}: CardSliderProps<T>) {
  const { kit, containerRef, getSwiper, autoplay } = useCardSlider(settings);
  const perView = useCardsPerView(settings.breakpoints);
  const layout = {
    '--card-slider-gap': `${settings.gap}px`,
    '--card-slider-per-view': perView,
  } as CSSProperties;
  return (
    <div className={`card-slider ${className}`} style={layout}>
      <div className="swiper card-slider__swiper" ref={containerRef}>
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div className="swiper-slide card-slider__slide" key={itemKey(item)}>
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      <CardSliderControls
        ready={kit !== null}
        className="card-slider__controls"
        getSwiper={getSwiper}
        autoplay={autoplay}
      />
    </div>
  );
}
