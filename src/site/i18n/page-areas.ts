// Which areas of the translations each page shows, so they are asked for together with the
// page's code (and, for the page a visitor arrives on, before the app adopts the server's HTML)
// instead of one after another as the components render.
import type { AreaName } from '../../content/i18n/registry';
import type { Lang } from '../../ui/i18n/language';
import { hasVersions, type PageName, type SiteRoute } from '../site-routes';

/** The shell every page has: header, top bar, menu, main footer and page banner. */
const SHELL_AREAS: readonly AreaName[] = ['site-text', 'menu', 'company', 'shell'];

/**
 * The translated pages' own areas, with those of the catalogue widgets and forms they show in
 * their first paint (the forms' labels and notice load with the forms themselves).
 */
const PAGE_AREAS: Partial<Record<PageName, readonly AreaName[]>> = {
  home: ['home', 'applications'],
  products: ['products', 'grade-page', 'data-sheets', 'messages', 'catalogue-text'],
  grade: ['products', 'grade-page', 'data-sheets', 'applications', 'messages'],
  compare: ['compare'],
  'gel-time': ['gel-time', 'data-sheets'],
  applications: ['applications', 'catalogue-text', 'messages'],
  application: ['applications', 'application-page', 'data-sheets', 'messages'],
  inquiry: ['page-copy', 'messages', 'field-messages', 'reach-messages', 'thanks'],
  career: [
    'page-copy',
    'positions',
    'messages',
    'field-messages',
    'reach-messages',
    'thanks',
    'file-picker',
  ],
  privacy: ['privacy-policy'],
  error: ['messages'],
  dealers: ['dealers', 'grade-page'],
  'sample-request': ['sample-request', 'messages', 'field-messages', 'reach-messages'],
};

/** What a route shows beyond its page's areas: the inquiry about a grade or application names it. */
const ROUTE_AREAS: Readonly<Record<string, readonly AreaName[]>> = {
  '/inquiry/:subject': ['applications', 'products'],
};

/** Every area a route shows in `lang`: the shell's, and the page's own when it is translated. */
export function areasOf(route: SiteRoute | undefined, lang: Lang): readonly AreaName[] {
  if (lang === 'en') return [];
  const layout = route?.layout ?? 'main';
  const shell = layout === 'main' ? SHELL_AREAS : [...SHELL_AREAS, 'alt-footer' as const];
  // An address no route has shows the error screen, with the router's messages.
  if (route === undefined) return [...shell, 'messages'];
  if (!hasVersions(route)) return shell;
  return [...shell, ...(PAGE_AREAS[route.page] ?? []), ...(ROUTE_AREAS[route.path] ?? [])];
}
