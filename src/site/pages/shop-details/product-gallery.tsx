import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SHOP_TEXT } from '../../../content/shop';
import { PAGE_TEXT } from '../../../content/site-text';
import { usePrefersReducedMotion } from '../../../ui/motion';
import type { SwiperInstance } from '../../components/slider/slider-controls';
import '../../components/slider/slider-controls.css';
import { useSwiperKit } from '../../components/slider/use-swiper-kit';
import type { GalleryPicture } from './gallery-pictures';
import { Picture } from '../../components/picture';

/**
 * The grade's pictures: one at a time with previous and next buttons, the arrow keys, swiping
 * (once Swiper has arrived after the page) and a row of thumbnails. It does not play by itself.
 * Before Swiper arrives the same markup works with CSS alone, so nothing moves when it takes over.
 */
export function ProductGallery({ title, pictures }: { title: string; pictures: GalleryPicture[] }) {
  const kit = useSwiperKit();
  const reduced = usePrefersReducedMotion();
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  // The picture shown, for a Swiper that arrives after the visitor has moved on from the first.
  const indexRef = useRef(0);
  const count = pictures.length;

  useEffect(() => {
    const container = containerRef.current;
    if (!kit || !container) return;
    const swiper = new kit.Swiper(container, {
      modules: [kit.A11y],
      speed: reduced ? 0 : 400,
      initialSlide: indexRef.current,
      a11y: { containerMessage: SHOP_TEXT.gallery(title) },
      on: {
        slideChange: (s) => {
          indexRef.current = s.activeIndex;
          setIndex(s.activeIndex);
        },
      },
    });
    swiperRef.current = swiper;
    return () => {
      swiperRef.current = null;
      swiper.destroy(true, true);
    };
  }, [kit, reduced, title]);

  const go = (next: number) => {
    const target = (next + count) % count;
    indexRef.current = target;
    setIndex(target);
    swiperRef.current?.slideTo(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="product-gallery"
      role="group"
      aria-roledescription="carousel"
      aria-label={SHOP_TEXT.gallery(title)}
      onKeyDown={onKeyDown}
    >
      <div className="swiper product-gallery__viewport" ref={containerRef}>
        <div
          className="swiper-wrapper product-gallery__track"
          style={kit ? undefined : { transform: `translateX(-${index * 100}%)` }}
        >
          {pictures.map(({ picture, caption }, i) => (
            <figure
              key={picture.src}
              className="swiper-slide product-gallery__slide"
              aria-hidden={i === index ? undefined : true}
            >
              <Picture picture={picture} load={i === 0 ? 'eager' : 'lazy'} />
              {caption ? <figcaption>{caption}</figcaption> : null}
            </figure>
          ))}
        </div>
      </div>
      <div className="slider-controls product-gallery__controls">
        <button
          type="button"
          className="slider-controls__button"
          aria-label={PAGE_TEXT.previousSlide}
          onClick={() => go(index - 1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <button
          type="button"
          className="slider-controls__button"
          aria-label={PAGE_TEXT.nextSlide}
          onClick={() => go(index + 1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
      <ul className="product-gallery__thumbs">
        {pictures.map(({ picture }, i) => (
          <li key={picture.src}>
            <button
              type="button"
              className="product-gallery__thumb"
              aria-label={SHOP_TEXT.showPicture(i + 1, count)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            >
              <Picture picture={picture} decorative />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
