import { useMemo } from 'react';
import { SLIDERS } from '../../../content/constants';
import { CardSliderControls } from '../../components/slider/slider-controls';
import { useCardSlider, type CardSliderSettings } from '../../components/slider/use-card-slider';
import { Picture } from '../../components/picture';
import { useSiteText } from '../../i18n/site-words';
import { useHomeContent } from './home-content';
import './services-slider.css';

/**
 * Service cards, 1 to 5 per view. As in
 * the applications slider, CSS lays the cards out exactly as Swiper will before it arrives.
 */
export function ServicesSlider() {
  const { pageText } = useSiteText();
  const { services } = useHomeContent();
  // Set up again only when the language changes the label.
  const settings = useMemo<CardSliderSettings>(
    () => ({ ...SLIDERS.services, label: pageText.servicesSlider }),
    [pageText.servicesSlider],
  );
  const { kit, containerRef, getSwiper, autoplay } = useCardSlider(settings);

  return (
    <div className="home-services">
      <div className="swiper home-services__swiper" ref={containerRef}>
        <div className="swiper-wrapper">
          {services.map((service) => (
            <div className="swiper-slide home-services__slide" key={service.id}>
              <article className="home-services__card">
                <Picture picture={service.src} className="home-services__image" />
                <div className="home-services__body">
                  <h3 className="home-services__name">{service.service_name}</h3>
                  <p className="home-services__text">{service.service_details}</p>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>
      <CardSliderControls
        ready={kit !== null}
        className="home-services__controls"
        getSwiper={getSwiper}
        autoplay={autoplay}
      />
    </div>
  );
}
