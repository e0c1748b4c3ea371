// The preview picture of each page (og:image, twitter:image): 1200 x 630 JPEG, the size and
// format every link preview takes. The page's own picture fills the left, the company's mark,
// the section and the page's title in stencil capitals the right. Drawn like the other
// pictures: paths only, no fonts, so the same code gives the same bytes on every machine.
import { join } from 'node:path';
import sharp from 'sharp';
import { APPLICATIONS } from '../src/content/applications';
import { postById } from '../src/content/blog';
import { HERO_SLIDES } from '../src/content/home';
import { ABOUT, GALLERY, RD_SECTION } from '../src/content/media';
import { caseStudyById } from '../src/content/portfolio';
import { PRODUCTS } from '../src/content/products';
import { SERVICES, SERVICE_SINGLE } from '../src/content/services';
import { profileBySlug } from '../src/content/team';
import type { Picture } from '../src/content/types';
import { notFoundMeta, pageMeta, type PageMeta } from '../src/site/seo/page-meta';
import { sitePages, type SitePage } from '../src/site/seo/site-pages';
import { OG_IMAGE_SIZE } from '../src/site/seo/head-html';
import { lettering, letteringWidth } from './lettering';
import { el, PALETTE, rect } from './svg';

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE;
/** The picture's share of the card. */
const PICTURE_WIDTH = 560;
const PANEL_X = PICTURE_WIDTH + 56;
const PANEL_WIDTH = WIDTH - PANEL_X - 56;

export interface OgCard {
  /** Its file under public/, e.g. 'og/application-marine.jpg'. */
  file: string;
  title: string;
  /** The section the page belongs to, above the title. */
  eyebrow: string;
  /** The page's picture, a WebP under public/. */
  picture: string;
}

const webp = (picture: Picture | undefined) =>
  picture && picture.src.endsWith('.webp') ? picture.src : undefined;

/** The page's own picture: the one its content shows first. */
function pictureOf(page: SitePage): string | undefined {
  const { route, params } = page;
  switch (route.path) {
    case '/products/:grade':
    case '/shop-details/:id':
      return webp(PRODUCTS.find((p) => p.id === (params.grade ?? params.id))?.thumbnail);
    case '/application/:slug':
      return webp(APPLICATIONS.find((app) => app.slug === params.slug)?.src);
    case '/blog-single-right/:id':
      return webp(postById(Number(params.id))?.mainimage);
    case '/service-details/:slug':
      return webp(SERVICES.find((service) => service.slug === params.slug)?.src);
    case '/service-single':
      return webp(SERVICE_SINGLE.image);
    case '/team-details/:slug':
      return webp(params.slug ? profileBySlug(params.slug)?.src : undefined);
    case '/portfolio-details/:id':
      return webp(caseStudyById(Number(params.id))?.pictures[0]);
    case '/products':
    case '/products/compare':
    case '/shop':
    case '/cart':
    case '/checkout':
      return webp(PRODUCTS[0]?.thumbnail);
    case '/applications':
      return webp(APPLICATIONS[0]?.src);
    case '/about-us':
    case '/about-1':
    case '/about-2':
      return webp(ABOUT.image);
    case '/research-and-develpoment':
    case '/tools/gel-time':
    case '/samples/request':
      return webp(RD_SECTION.image);
    case '/gallery':
    case '/certificates':
    case '/location':
    case '/career':
      return webp(GALLERY[0]?.src);
    default:
      return undefined;
  }
}

const eyebrowOf = (meta: PageMeta) =>
  meta.breadcrumbs.length > 2 ? meta.breadcrumbs.at(-2)!.name : 'Kalpa Resins';

/** One card per canonical page, and the home page's for the error page. */
export function ogCards(): OgCard[] {
  const pages = sitePages();
  const cards = new Map<string, OgCard>();
  const fallback = webp(HERO_SLIDES[0]?.image)!;
  for (const page of pages) {
    // A page in another language shares its English version's picture.
    if (page.canonical !== page.path || page.lang !== 'en') continue;
    const meta = pageMeta(page, pages);
    cards.set(meta.image, {
      file: meta.image,
      title: meta.title,
      eyebrow: eyebrowOf(meta),
      picture: pictureOf(page) ?? fallback,
    });
  }
  const missing = notFoundMeta();
  if (!cards.has(missing.image)) throw new Error(`No card ${missing.image} for the error page`);
  return [...cards.values()];
}

/** Text in the glyphs the lettering has: dashes and quotes plain, brackets dropped. */
function plain(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[()[\]"“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words into lines no wider than `width` at `capHeight`. */
function wrap(text: string, capHeight: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && letteringWidth(`${last} ${word}`, capHeight) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** The title at the largest size that fits in four lines. */
function titleLines(title: string): { lines: string[]; capHeight: number } {
  for (const capHeight of [46, 40, 34, 28, 24]) {
    const lines = wrap(plain(title), capHeight, PANEL_WIDTH);
    const fits = lines.every((line) => letteringWidth(line, capHeight) <= PANEL_WIDTH);
    if (lines.length <= 4 && fits) return { lines, capHeight };
  }
  return { lines: wrap(plain(title), 24, PANEL_WIDTH).slice(0, 5), capHeight: 24 };
}

/** The company's mark, as the logo draws it: a resin drop on a rounded square. */
function mark(x: number, y: number, size: number): string {
  const s = size / 52;
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(${s})` },
    rect(0, 0, 52, 52, PALETTE.white, { rx: 10.4 }) +
      el('path', {
        d: 'M26 8.32C15.6 21.84 12.48 28.6 12.48 32.24A13.52 13.52 0 0 0 39.52 32.24C39.52 28.6 36.4 21.84 26 8.32Z',
        fill: PALETTE.amber,
      }),
  );
}

/** The card's drawing, the picture's place left empty. */
export function cardSvg(card: OgCard): string {
  const { lines, capHeight } = titleLines(card.title);
  const leading = capHeight * 1.55;
  const block = (lines.length - 1) * leading + capHeight;
  const top = Math.max(230, (HEIGHT - block) / 2 + 40);
  const title = lines
    .map((line, index) =>
      lettering(PANEL_X, top + capHeight + index * leading, line, capHeight, PALETTE.white, {
        weight: 0.14,
      }),
    )
    .join('');
  const eyebrow = plain(card.eyebrow);
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      width: WIDTH,
      height: HEIGHT,
    },
    rect(0, 0, WIDTH, HEIGHT, PALETTE.green) +
      rect(PICTURE_WIDTH, 0, 8, HEIGHT, PALETTE.amber) +
      mark(PANEL_X, 56, 64) +
      lettering(PANEL_X + 84, 104, 'KALPA RESINS', 30, PALETTE.white, {
        weight: 0.15,
        tracking: 0.6,
      }) +
      lettering(PANEL_X, 190, eyebrow, 20, PALETTE.amberLight, { weight: 0.14, tracking: 0.8 }) +
      rect(PANEL_X, 206, 72, 5, PALETTE.amber) +
      title +
      lettering(PANEL_X, HEIGHT - 52, 'WWW.KALPARESINS.EXAMPLE', 18, PALETTE.greenLight, {
        weight: 0.13,
        tracking: 0.6,
      }),
  );
}

/** The card as its JPEG file: the drawing with the page's picture on the left. */
export async function renderCard(card: OgCard, publicDir: string): Promise<Buffer> {
  const picture = await sharp(join(publicDir, card.picture))
    .resize(PICTURE_WIDTH, HEIGHT, { fit: 'cover', position: 'centre' })
    .toBuffer();
  return sharp(Buffer.from(cardSvg(card)))
    .composite([{ input: picture, left: 0, top: 0 }])
    .flatten({ background: PALETTE.green })
    .jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
