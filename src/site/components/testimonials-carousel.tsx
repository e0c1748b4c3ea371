import { SLIDERS } from '../../content/constants';
import type { Testimonial } from '../../content/home';
import { PAGE_TEXT } from '../../content/site-text';
import { CardSlider } from './slider/card-slider';
import { TestimonialQuote } from './testimonial-quote';
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
        <TestimonialQuote
          testimonial={t}
          block="testimonials-carousel"
          className="testimonials-carousel__card card"
        />
      )}
    />
  );
}
