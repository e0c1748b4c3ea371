import { SLIDERS } from '../../../content/constants';
import { HOME_2_SLIDES, HOME_ALT_LABELS } from '../../../content/home-alt';
import { CardSlider } from '../../components/slider/card-slider';
import type { CardSliderSettings } from '../../components/slider/use-card-slider';

const SETTINGS: CardSliderSettings = { ...SLIDERS.bannerTwo, label: HOME_ALT_LABELS.bannerSlider };

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
          <img
            className="home-2-banner__image"
            src={slide.image.src}
            alt={slide.image.alt}
            width={slide.image.width}
            height={slide.image.height}
            loading={index < 3 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding={index === 0 ? 'sync' : 'async'}
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
