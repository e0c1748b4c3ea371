// What the build writes around a page's body: its head (title, description, canonical address,
// language versions, previews, structured data), its language, and its address in each language.
// Part of the server bundle the build renders the pages with: a page in another language loads
// its words as the app does, which only a bundle can (the build's own module loader cannot).
import { headElements } from './head-html';
import { pageMeta } from './page-meta';
import { loadPageWords } from './page-words';
import { alternatesOf, sitePages, versionsOf } from './site-pages';
import { structuredData } from './structured-data';

export interface PageHead {
  documentTitle: string;
  /** The head's elements (headElements()). */
  head: string;
  lang: string;
  /** The page's address in each language, for a page written in every language. */
  versions: Record<string, string>;
  /** 'Loading', in a language other than English, for the preloader. */
  loading?: string;
}

export async function pageHead(path: string, siteUrl: string): Promise<PageHead> {
  const pages = sitePages();
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page at ${path}`);
  const words = page.lang === 'en' ? {} : await loadPageWords([page.lang]);
  const meta = pageMeta(page, pages, words);
  const own = page.lang === 'en' ? undefined : words[page.lang];
  return {
    documentTitle: meta.documentTitle,
    head: headElements(meta, structuredData(page, meta, siteUrl), siteUrl, alternatesOf(page)),
    lang: page.lang,
    versions: Object.fromEntries(versionsOf(page)),
    ...(own ? { loading: own.siteText.siteText.loading } : {}),
  };
}
