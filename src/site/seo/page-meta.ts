// What each page says about itself to search engines and link previews: title, description,
// canonical address, preview picture, breadcrumb trail and the date its content last changed.
import { APPLICATIONS } from '../../content/applications';
import { BLOG_POSTS, postById, postSummary } from '../../content/blog';
import { COMPANY } from '../../content/company';
import { LEGAL_DATE } from '../../content/constants';
import { DATA_SHEET_REVISION } from '../../content/data-sheets';
import type { Language } from '../../content/i18n/languages';
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
import { localizedPath } from '../../content/site-paths';
import { PAGE_TITLES, pageTitleKey, SHELL_TEXT } from '../../content/site-text';
import { profileBySlug } from '../../content/team';
import type { PageWords, WordsByLanguage } from './page-words';
import { englishPath, type SitePage } from './site-pages';

/** One step of the page's breadcrumb trail as search engines read it (BreadcrumbList). */
export interface BreadcrumbStep {
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
  breadcrumbs: BreadcrumbStep[];
  /** ISO date the page's content last changed, when its content carries one. */
  lastmod?: string;
  noindex: boolean;
  /** 'article' for a blog post, else 'website'. */
  type: 'website' | 'article';
  /** The language the page is written in. */
  lang: Language;
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
  parents?: BreadcrumbStep[];
  lastmod?: string;
}

const crumb = (name: string, path: string): BreadcrumbStep => ({ name, path });
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
    case '/products/compare':
    case '/tools/gel-time':
    case '/samples/request':
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
const FIXED_PARENTS: Record<string, BreadcrumbStep[]> = {
  '/service-single': [crumb(PAGE_TITLES.services, '/service-1/')],
  '/kalpacomposite': [crumb(PAGE_TITLES.groupCompanies, '/group-companies/')],
  '/lankacompsite': [crumb(PAGE_TITLES.groupCompanies, '/group-companies/')],
  '/checkout': [crumb(PAGE_TITLES.cart, '/cart/')],
  '/products/compare': [PRODUCTS_CRUMB],
  '/tools/gel-time': [PRODUCTS_CRUMB],
  '/samples/request': [PRODUCTS_CRUMB],
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

/** A page title's words in a language, found by the English title's key. */
function titleIn(words: PageWords, english: string): string {
  const key = pageTitleKey(english);
  return key ? words.siteText.pageTitles[key] : english;
}

/**
 * A page written in another language, in its words: the title of its kind of page, or of the
 * grade or application it shows, the description written for it, and its crumbs' names. The
 * crumbs lead to the same language's pages.
 */
function describeIn(page: SitePage, words: PageWords, english: Described): Described {
  const { route, params, lang } = page;
  const { searchDescriptions, searchPhrases } = words.searchText;
  const inLanguage = (path: string) => localizedPath(path, lang);
  const parents = english.parents?.map((parent) => ({
    name: titleIn(words, parent.name),
    path: inLanguage(parent.path),
  }));
  const dated = {
    ...(parents ? { parents } : {}),
    ...(english.lastmod ? { lastmod: english.lastmod } : {}),
  };
  if (route.path === '/products/:grade') {
    const grade = words.products.products[params.grade ?? ''];
    const description = grade?.description[0];
    return {
      ...dated,
      title: grade?.title ?? english.title,
      description: description ? clip(description) : '',
    };
  }
  if (route.path === '/application/:slug') {
    const app = APPLICATIONS.find((candidate) => candidate.slug === params.slug);
    const name = words.applications.applications[params.slug ?? '']?.name ?? '';
    return {
      ...dated,
      title: searchPhrases.applicationTitle(name),
      description: clip(searchPhrases.application(name, app?.service_Right.join(', ') ?? '')),
    };
  }
  const description = (searchDescriptions as Readonly<Record<string, string>>)[route.path] ?? '';
  return { ...dated, title: titleIn(words, english.title), description };
}

/**
 * A page's metadata, in its language (`words` holds the languages other than English). An
 * address that shows another page's text takes that page's (its title, description and
 * canonical address), so search engines see one page. A page in another language shares its
 * English version's preview picture and dates.
 */
export function pageMeta(
  page: SitePage,
  pages: readonly SitePage[],
  words: WordsByLanguage = {},
): PageMeta {
  const source =
    page.canonical === page.path
      ? page
      : (pages.find((candidate) => candidate.path === page.canonical) ?? page);
  const own = page.lang === 'en' ? undefined : words[page.lang];
  if (page.lang !== 'en' && !own) throw new Error(`No ${page.lang} words for ${page.path}`);
  const english = describe(source);
  const {
    title,
    description,
    parents = [],
    lastmod,
  } = own ? describeIn(source, own, english) : english;
  if (!title || !description) throw new Error(`No title and description for ${page.path}`);
  const shell = own ? own.shell.shellText : SHELL_TEXT;
  const home = crumb(shell.breadcrumb.home, localizedPath('/', page.lang));
  const isHome = englishPath(source) === '/';
  return {
    title,
    documentTitle: `${title} | ${COMPANY.name}`,
    description,
    canonical: source.listedAt ?? source.path,
    image: ogImageFile(englishPath(source)),
    imageAlt: `${title}, ${COMPANY.name}`,
    breadcrumbs: isHome ? [home] : [home, ...parents, crumb(title, source.path)],
    ...(lastmod ? { lastmod } : {}),
    noindex: page.noindex,
    type: source.route.page === 'blog-single' ? 'article' : 'website',
    lang: page.lang,
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
    lang: 'en',
  };
}
