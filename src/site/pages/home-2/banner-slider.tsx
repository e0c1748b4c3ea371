import { SLIDERS } from '../../../content/constants';
import { HOME_2_SLIDES, ALTERNATE_HOME_LABELS } from '../../../content/alternate-homes';
import { CardSlider } from '../../components/slider/card-slider';
import type { CardSliderSettings } from '../../components/slider/use-card-slider';
import { Picture } from '../../components/picture';

const SETTINGS: CardSliderSettings = {
  ...SLIDERS.bannerTwo,
  label: ALTERNATE_HOME_LABELS.bannerSlider,
};

/** The building-and-renovation slides at the top of the second home page, 1 to 3 per view. */
export function BannerSlider() {
  return (
    <CardSlider
      className="home-2-banner__slider"
      settings={SETTINGS}
      items={HOME_2_SLIDES}
      itemKey={(slide) => slide.id}
      renderItem={(slide, index) => (
        <article className="home-2-banner__slide">
          {/* Up to three slides show at once, so the first three pictures load at once. */}
          <Picture
            picture={slide.image}
            className="home-2-banner__image"
            load={index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy'}
          />
          <div className="home-2-banner__text">
            <h2 className="home-2-banner__title">{slide.title}</h2>
            <p>{slide.text}</p>
          </div>
        </article>
      )}
    />
  );
}
