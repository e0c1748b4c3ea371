import { SLIDERS } from '../../../content/constants';
import { HOME_SERVICES } from '../../../content/home';
import { PAGE_TEXT } from '../../../content/site-text';
import { CardSliderControls } from '../../components/slider/slider-controls';
import { useCardSlider, type CardSliderSettings } from '../../components/slider/use-card-slider';
import { Picture } from '../../components/picture';
import './services-slider.css';

const SETTINGS: CardSliderSettings = { ...SLIDERS.services, label: PAGE_TEXT.servicesSlider };

/**
 * Service cards, 1 to 5 per view. As in
 * the applications slider, CSS lays the cards out exactly as Swiper will before it arrives.
 */
export function ServicesSlider() {
  const { kit, containerRef, getSwiper, autoplay } = useCardSlider(SETTINGS);

  return (
    <div className="home-services">
      <div className="swiper home-services__swiper" ref={containerRef}>
        <div className="swiper-wrapper">
          {HOME_SERVICES.map((service) => (
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
