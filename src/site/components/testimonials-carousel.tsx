import { SLIDERS } from '../../content/constants';
import type { Testimonial } from '../../content/home';
import { PAGE_TEXT } from '../../content/site-text';
import { CardSlider } from './slider/card-slider';
import type { CardSliderSettings } from './slider/use-card-slider';
import './testimonials-carousel.css';

const SETTINGS: CardSliderSettings = {
  ...SLIDERS.testimonials,
  label: PAGE_TEXT.testimonialsHeading,
};

/** Customers' words in a looping carousel with previous, pause and next buttons. */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <CardSlider
      className="testimonials-carousel"
      settings={SETTINGS}
      items={testimonials}
      itemKey={(t) => t.id}
      renderItem={(t) => (
        <figure className="testimonials-carousel__card card">
          <h3 className="testimonials-carousel__title">{t.title}</h3>
          <blockquote>
            <p>{t.review}</p>
          </blockquote>
          <figcaption className="testimonials-carousel__person">
            <img
              src={t.src.src}
              alt=""
              width={t.src.width}
              height={t.src.height}
              loading="lazy"
              decoding="async"
            />
            <span>
              <strong>{t.name}</strong>
              <span className="testimonials-carousel__position">{t.position}</span>
            </span>
          </figcaption>
        </figure>
      )}
    />
  );
}
