// Testimonials for the carousels of the alternate home pages and the services page. The main home
// page shows the first three in a fixed grid of three, so the extra ones live here rather than in
// home.ts; a looping carousel needs more slides than it shows at once.
import type { Picture } from './types';
import { TESTIMONIALS, type Testimonial } from './home';

function portrait(name: string, alt: string): Picture {
  // The same size as the first three portraits, so every card of the carousel lines up.
  return { src: `images/testimonials/${name}.webp`, alt, width: 120, height: 120 };
}

export const CAROUSEL_TESTIMONIALS: Testimonial[] = [
  ...TESTIMONIALS,
  {
    id: 4,
    name: 'Ajith Jayawardena',
    position: 'Managing Director, Ceylon Fibre Glass, Ja-Ela',
    title: 'Two days from order to our store',
    review:
      'Since the Biyagama plant started its second line, our isophthalic resin arrives two days after we order it. We now keep a week of stock instead of a month, and the resin reaches our tank moulds fresh.',
    src: portrait(
      'ajith-jayawardena',
      'Portrait of Ajith Jayawardena, a man in his fifties with short grey hair, in a white shirt in front of FRP water tanks',
    ),
  },
  {
    id: 5,
    name: 'Vikram Rao',
    position: 'Production Head, Metro Pultrusions, Silvassa',
    title: 'We no longer retune the line',
    review:
      'Viscosity of the optical fibre rod resin stays in the narrow band we agreed, so die pressure and rod diameter hold when a new batch arrives. Their engineer’s work on our initiators gave us a quarter more line speed.',
    src: portrait(
      'vikram-rao',
      'Portrait of Vikram Rao, a man in his forties with a neat moustache, wearing a factory polo shirt and ear defenders around his neck',
    ),
  },
  {
    id: 6,
    name: 'Sneha Patwardhan',
    position: 'Owner, Sahyadri Composites, Kolhapur',
    title: 'A training day that cut our scrap',
    review:
      'Our new laminators spent a day on catalyst dosing and gel-time tests with Kalpa’s trainers. Tacky parts on cold mornings stopped, and the dosing chart they left is still on our workshop wall.',
    src: portrait(
      'sneha-patwardhan',
      'Portrait of Sneha Patwardhan, a woman in her forties with shoulder-length hair, in a green kurta, standing in her composites workshop',
    ),
  },
];
