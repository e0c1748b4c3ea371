// After a navigation inside the app, the head says what the server's HTML of the new address
// says: title, description, canonical address, language versions, previews and structured data.
// Loaded on the first navigation only, so the first visit never pays for it.
import { headElements, PAGE_HEAD_ATTRIBUTE } from './head-html';
import { notFoundMeta, pageMeta } from './page-meta';
import { loadPageWords } from './page-words';
import { alternatesOf, sitePageAt, sitePages } from './site-pages';
import { structuredData } from './structured-data';

/** The site's own origin as the build wrote it into the canonical link. */
function siteUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL('/', canonical.href).href : `${window.location.origin}/`;
}

/**
 * The head of the page at `pathname` (its address, with the language code of a page in another
 * language). Resolves once applied; a later call wins over an earlier one still loading words.
 */
export async function applyPageHead(pathname: string, isCurrent: () => boolean = () => true) {
  const url = siteUrl();
  const page = sitePageAt(pathname);
  const words = page && page.lang !== 'en' ? await loadPageWords([page.lang]) : {};
  if (!isCurrent()) return;
  const meta = page ? pageMeta(page, sitePages(), words) : notFoundMeta();
  const elements = headElements(
    meta,
    page ? structuredData(page, meta, url) : [],
    url,
    page ? alternatesOf(page) : [],
  );
  document.title = meta.documentTitle;
  document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  document.head.insertAdjacentHTML('beforeend', elements);
}
