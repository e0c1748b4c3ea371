import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { APPLICATIONS } from '../../../content/applications';
import { SLIDERS } from '../../../content/constants';
import { PAGE_TEXT } from '../../../content/messages';
import { prefersReducedMotion } from './motion';
import { SliderControls, type SwiperInstance } from './slider-controls';
import { useSwiperKit } from './use-swiper-kit';

const { speed, delay, gap, breakpoints } = SLIDERS.applications;

/**
 * Application cards, 1, 2 or 3 per view (SPEC 9). Before Swiper arrives the same cards sit in a
 * row laid out by CSS with the same widths and gap, so its takeover moves nothing.
 */
export function ApplicationsSlider() {
  const kit = useSwiperKit();
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [autoplay] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const container = containerRef.current;
    if (!kit || !container) return;
    const swiper = new kit.Swiper(container, {
      modules: [kit.Autoplay, kit.A11y],
      speed,
      loop: true,
      spaceBetween: gap,
      slidesPerView: 1,
      breakpoints: Object.fromEntries(
        Object.entries(breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]),
      ),
      initialSlide: Math.floor(Math.random() * APPLICATIONS.length),
      autoplay: autoplay ? { delay, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
      a11y: { containerMessage: PAGE_TEXT.applicationsSlider },
    });
    swiperRef.current = swiper;
    return () => {
      swiperRef.current = null;
      swiper.destroy(true, true);
    };
  }, [kit, autoplay]);

  return (
    <div className="home-apps">
      <div className="swiper home-apps__swiper" ref={containerRef}>
        <div className="swiper-wrapper">
          {APPLICATIONS.map((app) => (
            <div className="swiper-slide home-apps__slide" key={app.slug}>
              <article className="home-apps__card">
                <img
                  className="home-apps__image"
                  src={app.src.src}
                  alt=""
                  width={app.src.width}
                  height={app.src.height}
                  loading="lazy"
                  decoding="async"
                />
                <h3 className="home-apps__name">
                  {/* SPEC links these to /application/{slug}, a route that does not exist; the
                      entry's anchor on /applications is where the visitor wants to land. */}
                  <Link to={`/applications#${app.slug}`}>{app.service_name}</Link>
                </h3>
              </article>
            </div>
          ))}
        </div>
      </div>
      {kit && (
        <SliderControls
          className="home-apps__controls"
          getSwiper={() => swiperRef.current}
          autoplay={autoplay}
        />
      )}
    </div>
  );
}
