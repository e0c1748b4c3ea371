// The head of a page as HTML: the build writes it into each page's file, and the app writes it
// again after a navigation, so a page opened either way says the same about itself.
import { COMPANY } from '../../content/company';
import { LANGUAGE_LOCALES, type Language } from '../../content/i18n/languages';
import type { PageMeta } from './page-meta';
import type { Alternate } from './site-pages';
import { absolute, type JsonLd } from './structured-data';

/** The preview picture's size, the one link previews ask for. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Marks the elements of the head that belong to the page shown, so they can be replaced. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside a script element: '<' escaped, so no text can end the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Open Graph's name for the page's locale: 'en_IN', 'si_LK'. */
export const ogLocale = (lang: Language): string =>
  LANGUAGE_LOCALES[lang].split('-').slice(0, 2).join('_');

/** The page's own head elements (the title comes separately, as `<title>`). */
export function headElements(
  meta: PageMeta,
  jsonLd: readonly JsonLd[],
  siteUrl: string,
  alternates: readonly Alternate[] = [],
): string {
  const mark = PAGE_HEAD_ATTRIBUTE;
  const url = meta.canonical ? absolute(siteUrl, meta.canonical) : '';
  const image = absolute(siteUrl, meta.image);
  const metaTag = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${mark} ${key}="${name}" content="${escapeHtml(content)}">`;
  const tags = [
    metaTag('name', 'description', meta.description),
    meta.noindex ? metaTag('name', 'robots', 'noindex') : '',
    url ? `<link ${mark} rel="canonical" href="${escapeHtml(url)}">` : '',
    ...alternates.map(
      (alternate) =>
        `<link ${mark} rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(absolute(siteUrl, alternate.path))}">`,
    ),
    metaTag('property', 'og:type', meta.type),
    metaTag('property', 'og:site_name', COMPANY.name),
    metaTag('property', 'og:locale', ogLocale(meta.lang)),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    url ? metaTag('property', 'og:url', url) : '',
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:image:type', 'image/jpeg'),
    metaTag('property', 'og:image:width', String(OG_IMAGE_SIZE.width)),
    metaTag('property', 'og:image:height', String(OG_IMAGE_SIZE.height)),
    metaTag('property', 'og:image:alt', meta.imageAlt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', image),
    metaTag('name', 'twitter:image:alt', meta.imageAlt),
    ...jsonLd.map(
      (item) => `<script ${mark} type="application/ld+json">${scriptJson(item)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}
