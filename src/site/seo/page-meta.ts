// What each page says about itself to search engines and link previews: title, description,
// canonical address, preview picture, breadcrumb trail and the date its content last changed.
import { APPLICATIONS } from '../../content/applications';
import { BLOG_POSTS, postById, postSummary } from '../../content/blog';
import { COMPANY } from '../../content/company';
import { LEGAL_DATE } from '../../content/constants';
import { DATA_SHEET_REVISION } from '../../content/data-sheets';
import { caseStudyById } from '../../content/portfolio';
import { OPEN_POSITIONS } from '../../content/positions';
import { PRODUCTS } from '../../content/products';
import {
  NOT_FOUND_SEARCH_TEXT,
  SEARCH_PHRASES,
  SEARCH_TEXT,
  type SearchText,
} from '../../content/search-text';
import { SERVICES } from '../../content/services';
import { PAGE_TITLES } from '../../content/site-text';
import { profileBySlug } from '../../content/team';
import type { SitePage } from './site-pages';

export interface Crumb {
  name: string;
  /** Clean path. */
  path: string;
}

export interface PageMeta {
  /** The page's own title, e.g. 'Resins for Marine'. */
  title: string;
  /** As the browser tab shows it: 'Resins for Marine | Kalpa Resins Pvt. Ltd.'. */
  documentTitle: string;
  description: string;
  /** Clean path of the canonical page; empty for the error page of an unknown address. */
  canonical: string;
  /** The preview picture's file in the built site ('og/application-marine.jpg'). */
  image: string;
  imageAlt: string;
  /** Home first, the page itself last. */
  breadcrumbs: Crumb[];
  /** ISO date the page's content last changed, when its content carries one. */
  lastmod?: string;
  noindex: boolean;
  /** 'article' for a blog post, else 'website'. */
  type: 'website' | 'article';
}

/** The longest description search results show in full. */
export const DESCRIPTION_MAX = 160;
export const DESCRIPTION_MIN = 50;

/** Text cut to fit a description: at a sentence end if one is close, else at a word. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const sentence = room.lastIndexOf('. ');
  if (sentence >= max * 0.6) return room.slice(0, sentence + 1);
  return `${room.slice(0, room.lastIndexOf(' ')).replace(/[,;:–-]+$/, '')}…`;
}

/** 'March 15, 2025' -> '2025-03-15'. */
function isoDate(date: string): string {
  const parsed = new Date(`${date} 12:00 UTC`);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toISOString().slice(0, 10);
}

const newest = (dates: string[]) => dates.sort().at(-1);

/** The preview picture's file name: the canonical path's words, 'home' for the home page. */
export function ogImageFile(canonical: string): string {
  const name = canonical.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  return `og/${name.toLowerCase()}.jpg`;
}

interface Described extends SearchText {
  /** Crumbs between Home and the page. */
  parents?: Crumb[];
  lastmod?: string;
}

const crumb = (name: string, path: string): Crumb => ({ name, path });
const PRODUCTS_CRUMB = crumb(PAGE_TITLES.products, '/products/');

/** A page of one kind (an application, a grade, a post...), from its content. */
function describeItem(page: SitePage): Described | undefined {
  const { route, params } = page;
  switch (route.path) {
    case '/products/:grade': {
      const grade = PRODUCTS.find((product) => product.id === params.grade);
      if (!grade) return undefined;
      return {
        title: grade.title,
        description: clip(grade.description[0] ?? grade.title),
        parents: [PRODUCTS_CRUMB],
        lastmod: DATA_SHEET_REVISION.date,
      };
    }
    case '/shop-details/:id': {
      const grade = PRODUCTS.find((product) => product.id === params.id);
      if (!grade) return undefined;
      return {
        title: SEARCH_PHRASES.shopTitle(grade.title),
        description: clip(SEARCH_PHRASES.shop(grade.title)),
        parents: [crumb(PAGE_TITLES.shop, '/shop/')],
        lastmod: DATA_SHEET_REVISION.date,
      };
    }
    case '/application/:slug': {
      const app = APPLICATIONS.find((candidate) => candidate.slug === params.slug);
      if (!app) return undefined;
      return {
        title: SEARCH_PHRASES.applicationTitle(app.service_name),
        description: clip(
          SEARCH_PHRASES.application(app.service_name, app.service_Right.join(', ')),
        ),
        parents: [crumb(PAGE_TITLES.applications, '/applications/')],
        lastmod: DATA_SHEET_REVISION.date,
      };
    }
    case '/blog-single-right/:id':
    case '/blog-single/:id': {
      const post = postById(Number(params.id));
      if (!post) return undefined;
      return {
        title: post.title,
        description: clip(postSummary(post)),
        parents: [crumb(PAGE_TITLES.blog, '/blog/')],
        lastmod: post.date,
      };
    }
    case '/service-details/:slug': {
      const service = SERVICES.find((candidate) => candidate.slug === params.slug);
      if (!service) return undefined;
      return {
        title: service.service_name,
        description: clip(service.service_description),
        parents: [crumb(PAGE_TITLES.services, '/service-1/')],
      };
    }
    case '/team-details/:slug': {
      const member = params.slug ? profileBySlug(params.slug) : undefined;
      if (!member) return undefined;
      return {
        title: SEARCH_PHRASES.teamTitle(member.name, member.position),
        description: clip(SEARCH_PHRASES.team(member.name, member.specialty)),
        parents: [crumb(PAGE_TITLES.team, '/team-1/')],
      };
    }
    case '/portfolio-details/:id': {
      const study = caseStudyById(Number(params.id));
      if (!study) return undefined;
      return {
        title: study.title,
        description: clip(`${SEARCH_PHRASES.caseStudy(study.client)}${study.challenge}`),
        parents: [crumb(PAGE_TITLES.portfolio, '/portfolio-1/')],
      };
    }
    default:
      return undefined;
  }
}

/** The date a page with a fixed address last changed, where its content says. */
function fixedPageDate(path: string): string | undefined {
  const newestPost = BLOG_POSTS[0]?.date;
  switch (path) {
    case '/':
    case '/home-2':
    case '/home-3':
    case '/blog':
      // These pages show the latest posts.
      return newestPost;
    case '/privacy':
    case '/terms-conditions':
      return isoDate(LEGAL_DATE);
    case '/products':
    case '/shop':
    case '/applications':
      // The grades' data sheets these pages link.
      return DATA_SHEET_REVISION.date;
    case '/career':
      return newest(OPEN_POSITIONS.map((position) => position.posted));
    default:
      return undefined;
  }
}

/** Crumbs of a page with a fixed address, between Home and the page. */
const FIXED_PARENTS: Record<string, Crumb[]> = {
  '/service-single': [crumb(PAGE_TITLES.services, '/service-1/')],
  '/kalpacomposite': [crumb(PAGE_TITLES.groupCompanies, '/group-companies/')],
  '/lankacompsite': [crumb(PAGE_TITLES.groupCompanies, '/group-companies/')],
  '/checkout': [crumb(PAGE_TITLES.cart, '/cart/')],
};

function describe(page: SitePage): Described {
  const item = describeItem(page);
  if (item) return item;
  const text = SEARCH_TEXT[page.route.path];
  if (!text) throw new Error(`No title and description for ${page.route.path}`);
  const parents = FIXED_PARENTS[page.route.path];
  const lastmod = fixedPageDate(page.route.path);
  return { ...text, ...(parents ? { parents } : {}), ...(lastmod ? { lastmod } : {}) };
}

/**
 * A page's metadata. An address that shows another page's text takes that page's (its title,
 * description and canonical address), so search engines see one page.
 */
export function pageMeta(page: SitePage, pages: readonly SitePage[]): PageMeta {
  const source =
    page.canonical === page.path
      ? page
      : (pages.find((candidate) => candidate.path === page.canonical) ?? page);
  const { title, description, parents = [], lastmod } = describe(source);
  const home = crumb('Home', '/');
  const isHome = source.path === '/';
  return {
    title,
    documentTitle: `${title} | ${COMPANY.name}`,
    description,
    canonical: source.path,
    image: ogImageFile(source.path),
    imageAlt: `${title}, ${COMPANY.name}`,
    breadcrumbs: isHome ? [home] : [home, ...parents, crumb(title, source.path)],
    ...(lastmod ? { lastmod } : {}),
    noindex: page.noindex,
    type: source.route.page === 'blog-single' ? 'article' : 'website',
  };
}

/** The metadata of the error page an unknown address answers with (status 404). */
export function notFoundMeta(): PageMeta {
  const { title, description } = NOT_FOUND_SEARCH_TEXT;
  return {
    title,
    documentTitle: `${title} | ${COMPANY.name}`,
    description,
    canonical: '',
    image: ogImageFile('/'),
    imageAlt: COMPANY.name,
    breadcrumbs: [],
    noindex: true,
    type: 'website',
  };
}
