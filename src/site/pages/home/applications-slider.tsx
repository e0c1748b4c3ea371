import { useMemo } from 'react';
import { Link } from 'react-router';
import { APPLICATIONS } from '../../../content/applications';
import { SLIDERS } from '../../../content/constants';
import { useArea } from '../../../ui/i18n/areas';
import { CardSliderControls } from '../../components/slider/slider-controls';
import { useCardSlider, type CardSliderSettings } from '../../components/slider/use-card-slider';
import { Picture } from '../../components/picture';
import { useSiteText } from '../../i18n/site-words';
import './applications-slider.css';

const initialSlide = () => Math.floor(Math.random() * APPLICATIONS.length);

/**
 * Application cards, 1, 2 or 3 per view. Before Swiper arrives the same cards sit in a
 * row laid out by CSS with the same widths and gap, so its takeover moves nothing.
 */
export function ApplicationsSlider() {
  const { pageText } = useSiteText();
  const names = useArea('applications')?.applications;
  // Set up again only when the language changes the label.
  const settings = useMemo<CardSliderSettings>(
    () => ({ ...SLIDERS.applications, label: pageText.applicationsSlider, initialSlide }),
    [pageText.applicationsSlider],
  );
  const { kit, containerRef, getSwiper, autoplay } = useCardSlider(settings);

  return (
    <div className="home-apps">
      <div className="swiper home-apps__swiper" ref={containerRef}>
        <div className="swiper-wrapper">
          {APPLICATIONS.map((app) => {
            const name = names?.[app.slug]?.name ?? app.service_name;
            return (
              <div className="swiper-slide home-apps__slide" key={app.slug}>
                <article className="home-apps__card">
                  <Picture picture={app.src} className="home-apps__image" decorative />
                  <h3 className="home-apps__name">
                    {/* Each card opens its application's own page. */}
                    <Link to={app.path}>{name}</Link>
                  </h3>
                </article>
              </div>
            );
          })}
        </div>
      </div>
      <CardSliderControls
        ready={kit !== null}
        className="home-apps__controls"
        getSwiper={getSwiper}
        autoplay={autoplay}
      />
    </div>
  );
}
