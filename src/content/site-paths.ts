// The site's addresses. Every page lives at a clean path that ends in a slash ('/products/'),
// the folder its HTML is written to, so a static host serves it without rewrites. Content
// names routes without the slash ('/products', '/application/marine'); these helpers give the
// address a link or a crawler should use. Older links name the same routes in the hash
// ('/#/products'); they keep working and are taken to the clean path.
import { TRANSLATED_LANGUAGES, type Language, type TranslatedLanguage } from './i18n/languages';

/** Splits '/a/b?x=1#y' into its path and what follows it ('?x=1#y'). */
function splitPath(path: string): [string, string] {
  const end = path.search(/[?#]/);
  return end < 0 ? [path, ''] : [path.slice(0, end), path.slice(end)];
}

/**
 * A route's clean address: '/products' -> '/products/', '/products#isophthalic' ->
 * '/products/#isophthalic', '/' -> '/'. A file ('downloads/x.pdf', anything whose last segment
 * has a dot) and a bare '#anchor' or '?query' keep their shape.
 */
export function cleanPath(path: string): string {
  const [pathname, rest] = splitPath(path);
  if (pathname === '' || pathname.endsWith('/')) return path;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return path;
  return `${pathname}/${rest}`;
}

/**
 * The clean address an old hash link names, or undefined when the hash is an ordinary
 * anchor: '#/products' -> '/products/', '#/products#ortho' -> '/products/#ortho',
 * '#/blog?tag=Curing' -> '/blog/?tag=Curing', '#/' -> '/'.
 */
export function hashRouteTarget(hash: string): string | undefined {
  if (!hash.startsWith('#/')) return undefined;
  const route = hash.slice(1);
  const [pathname, rest] = splitPath(route);
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return cleanPath(`${collapsed}${rest}`);
}

/**
 * The routes whose pages are written in every language, as the route table names them. Each
 * has a clean path per language ('/hi/products/'); any other page is in English only, and says
 * so to a visitor who chose another language.
 */
export const TRANSLATED_ROUTES: readonly string[] = [
  '/',
  '/products',
  '/products/compare',
  '/products/:grade',
  '/tools/gel-time',
  '/samples/request',
  '/applications',
  '/application/:slug',
  '/inquiry',
  '/inquiry/:subject',
  '/contact',
  '/career',
  '/privacy',
  '/error',
  '/dealers',
];

/**
 * The inquiry page with a grade (by its id) or an application (by its slug) filled in, as a
 * route: '/inquiry/marine'. The page reads it from its address, so the link works without
 * JavaScript too.
 */
export function inquiryPath(subject: string): string {
  return `/inquiry/${encodeURIComponent(subject)}`;
}

/**
 * Where a page lives in a language: English at its own path, another language under its code
 * ('/products/' in Hindi is '/hi/products/'; the home page '/hi/').
 */
export function localizedPath(path: string, language: Language): string {
  return language === 'en' ? path : `/${language}${path}`;
}

/**
 * The language an address names and the page's path without it: '/hi/products/' ->
 * { language: 'hi', path: '/products/' }; an address without a language code has none.
 */
export function splitLanguage(path: string): { language?: TranslatedLanguage; path: string } {
  const code = /^\/([a-z]{2})(?=\/|$)/.exec(path)?.[1];
  const language = TRANSLATED_LANGUAGES.find((candidate) => candidate === code);
  return language ? { language, path: path.slice(3) || '/' } : { path };
}
