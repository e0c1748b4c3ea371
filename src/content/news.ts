// News posts, newest first. There is no post page, so each text is complete on its own.
import type { NewsPost, Picture } from './types';

function newsPicture(name: string, alt: string): Picture {
  return { src: `images/news/${name}.webp`, alt, width: 640, height: 400 };
}

export const NEWS_POSTS: NewsPost[] = [
  {
    id: 3,
    title: 'Second reactor line running at our Sri Lanka plant',
    tag: 'Plant news',
    date: '2026-10-08',
    author: 'Kalpa Resins Lanka',
    details:
      'A second reactor line has gone into production at the Biyagama plant, doubling local output of general purpose and isophthalic resins. Fabricators in Sri Lanka and the Maldives now receive most grades within two days of ordering, without the wait for a container from India.',
    thumbnail: newsPicture(
      'sri-lanka-reactor-line',
      'New reactor line with its control room at the Sri Lanka plant',
    ),
  },
  {
    id: 2,
    title: 'Recycled PET resin now with 40 % post-consumer content',
    tag: 'Product news',
    date: '2026-07-21',
    author: 'R&D laboratory',
    details:
      'Our R-PET resin now draws up to 40 % of its raw material from glycolysed flake of post-consumer bottles. Gel time and cured hardness are unchanged, so moulders, putty makers and button makers can switch without changing their process.',
    thumbnail: newsPicture(
      'recycled-pet-resin',
      'Bales of crushed PET bottles beside a drum of recycled PET resin',
    ),
  },
  {
    id: 1,
    title: 'ISO 9001:2015 certificate renewed',
    tag: 'Quality',
    date: '2026-03-12',
    author: 'Quality assurance',
    details:
      'Our quality management system has been recertified to ISO 9001:2015 after a three-day audit of the Satara plant, its laboratory and dispatch. The auditors raised no major non-conformity, and the renewed certificate runs for another three years.',
    thumbnail: newsPicture(
      'iso-certificate-renewed',
      'Auditor and quality manager reviewing a batch record in the laboratory',
    ),
  },
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2026-10-08' -> '8 October 2026'. Spelled out by hand rather than with Intl, so the text is the
 * same in every browser and locale, and a date can never shift by a day across time zones.
 */
export function formatNewsDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = month === undefined ? undefined : MONTHS[month - 1];
  if (!year || !day || !name) return isoDate;
  return `${day} ${name} ${year}`;
}
