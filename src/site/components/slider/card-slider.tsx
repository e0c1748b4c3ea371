import type { CSSProperties, ReactNode } from 'react';
import { CardSliderControls } from './slider-controls';
import { useCardSlider, type CardSliderSettings } from './use-card-slider';
import './card-slider.css';

/**
 * The cards per view of the row shown before Swiper arrives, as CSS: one below the smallest
 * width, then what each width of `breakpoints` asks for. Swiper reads the same widths as
 * `min-width` media queries, so the row and Swiper agree, and CSS needs no window to say so
 * (the page also renders without a browser, and must not change when it comes to life).
 */
export function perViewCss(selector: string, breakpoints: CardSliderSettings['breakpoints']) {
  const widths = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  return [
    `${selector}{--card-slider-per-view:1}`,
    ...widths.map(
      (width) =>
        `@media (min-width:${width}px){${selector}{--card-slider-per-view:${breakpoints[width]}}}`,
    ),
  ].join('');
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
 * the widths and gap Swiper will give them, worked out from the same settings by CSS (see
 * perViewCss), so its takeover moves nothing; the controls' room is kept from the start.
 */
export function CardSlider<T>({
  settings,
  items,
  itemKey,
  renderItem,
  className,
}: CardSliderProps<T>) {
  const { kit, containerRef, getSwiper, autoplay } = useCardSlider(settings);
  const gap = { '--card-slider-gap': `${settings.gap}px` } as CSSProperties;
  return (
    <div className={`card-slider ${className}`} style={gap}>
      {/* Hoisted into the head once per kind of slider, however many of it a page shows. */}
      <style href={`card-slider-${className}`} precedence="card-slider">
        {perViewCss(`.card-slider.${className}`, settings.breakpoints)}
      </style>
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
