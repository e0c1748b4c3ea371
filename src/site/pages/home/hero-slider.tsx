import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SLIDERS } from '../../../content/constants';
import { prefersReducedMotion } from '../../../ui/motion';
import { SliderControls, type SwiperInstance } from '../../components/slider/slider-controls';
import { useSwiperKit } from '../../components/slider/use-swiper-kit';
import { Picture } from '../../components/picture';
import { useSiteText } from '../../i18n/site-words';
import { useHomeContent } from './home-content';
import './hero-slider.css';

/**
 * The three-slide fade hero (speed, delay and loop from SLIDERS.hero). The first slide is plain
 * markup in the first paint; the other two join once Swiper has loaded after the page, inside a
 * box of fixed height so nothing below moves when they do.
 */
export function HeroSlider() {
  const { pageText } = useSiteText();
  const { heroSlides } = useHomeContent();
  const kit = useSwiperKit();
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [autoplay] = useState(() => !prefersReducedMotion());
  const slides = kit ? heroSlides : heroSlides.slice(0, 1);

  useEffect(() => {
    const container = containerRef.current;
    if (!kit || !container) return;
    const swiper = new kit.Swiper(container, {
      modules: [kit.EffectFade, kit.Autoplay, kit.A11y],
      effect: 'fade',
      fadeEffect: { crossFade: true },
      speed: SLIDERS.hero.speed,
      loop: true,
      autoplay: autoplay
        ? { delay: SLIDERS.hero.delay, pauseOnMouseEnter: true, disableOnInteraction: false }
        : false,
    });
    swiperRef.current = swiper;
    return () => {
      swiperRef.current = null;
      swiper.destroy(true, true);
    };
  }, [kit, autoplay]);

  return (
    <section className="home-hero" aria-label={pageText.heroLabel}>
      <div className="swiper home-hero__swiper" ref={containerRef}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div className="swiper-slide home-hero__slide" key={slide.id}>
              <Picture
                picture={slide.image}
                className="home-hero__image"
                decorative
                load={index === 0 ? 'high' : 'lazy'}
              />
              <div className="container home-hero__content">
                {index === 0 ? (
                  <h1 className="home-hero__title">{slide.title}</h1>
                ) : (
                  <h2 className="home-hero__title">{slide.title}</h2>
                )}
                <p className="home-hero__text">{slide.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="container home-hero__actions">
        <Link className="btn btn--accent home-hero__cta" to="/about-us">
          {pageText.discoverUs}
        </Link>
        {kit && (
          <SliderControls
            className="home-hero__controls"
            getSwiper={() => swiperRef.current}
            autoplay={autoplay}
          />
        )}
      </div>
    </section>
  );
}
