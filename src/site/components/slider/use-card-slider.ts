import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../../ui/motion';
import type { SwiperInstance } from './slider-controls';
import { useSwiperKit, type SwiperKit } from './use-swiper-kit';

export interface CardSliderSettings {
  speed: number;
  delay: number;
  /** Space between cards, px; the CSS row shown before Swiper uses the same. */
  gap: number;
  /** Cards per view from each window width up (px); one card below the smallest. */
  breakpoints: Readonly<Record<number, number>>;
  /** What assistive technology announces for the slider. */
  label: string;
  /** The card to start on; the first unless told. */
  initialSlide?: () => number;
}

/**
 * Autoplay stops while focus is inside the slides (a keyboard user reading a card) and starts
 * again when focus leaves them; a slider the visitor has paused stays paused. The controls sit
 * outside `container`, so moving to the pause button restarts it just before the press stops it,
 * and the button's state stays true. Returns the function that removes the listeners.
 */
function holdWhileFocused(container: HTMLElement, swiper: SwiperInstance): () => void {
  let held = false;
  const onFocusIn = () => {
    if (held || !swiper.autoplay.running) return;
    held = true;
    swiper.autoplay.stop();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!held || container.contains(event.relatedTarget as Node | null)) return;
    held = false;
    if (!swiper.destroyed) swiper.autoplay.start();
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  return () => {
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
  };
}

/**
 * A looping card slider that takes over markup already on the page once Swiper has arrived
 * (see useSwiperKit): autoplay that pauses under the pointer and while focus is in the slides;
 * for visitors who prefer reduced motion no autoplay, and the arrows change cards without sliding. `settings` must be a stable object (a
 * module constant).
 */
export function useCardSlider(settings: CardSliderSettings) {
  const kit: SwiperKit | null = useSwiperKit();
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [autoplay] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const container = containerRef.current;
    if (!kit || !container) return;
    const { speed, delay, gap, breakpoints, label, initialSlide } = settings;
    const swiper = new kit.Swiper(container, {
      modules: [kit.Autoplay, kit.A11y],
      // Without autoplay (reduced motion) the cards change at once instead of sliding across.
      speed: autoplay ? speed : 0,
      loop: true,
      spaceBetween: gap,
      slidesPerView: 1,
      breakpoints: Object.fromEntries(
        Object.entries(breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]),
      ),
      initialSlide: initialSlide?.() ?? 0,
      autoplay: autoplay ? { delay, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
      a11y: { containerMessage: label },
    });
    swiperRef.current = swiper;
    const releaseFocusHold = autoplay ? holdWhileFocused(container, swiper) : () => undefined;
    return () => {
      releaseFocusHold();
      swiperRef.current = null;
      swiper.destroy(true, true);
    };
  }, [kit, autoplay, settings]);

  return {
    /** Null until Swiper has arrived; the controls are offered from then on. */
    kit,
    containerRef,
    getSwiper: () => swiperRef.current,
    autoplay,
  };
}
