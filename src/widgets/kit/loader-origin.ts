/**
 * The origin the widget code was loaded from: the default gateway for submissions, so a
 * partner page needs no `api-base` unless its gateway lives elsewhere. Every chunk of the embed
 * is served next to the loader, so this module's own URL gives the loader's origin.
 */
export function loaderOrigin(moduleUrl: string = import.meta.url): string {
  try {
    const url = new URL(moduleUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/**
 * The site's root URL, against which the widgets' page-relative image paths
 * (`images/products/...`) resolve. Widget chunks sit one folder below it (`assets/`), as the
 * loader does (`embed/`). Empty outside an http(s) build (tests).
 */
export function siteRoot(moduleUrl: string = import.meta.url): string {
  return loaderOrigin(moduleUrl) ? new URL('../', moduleUrl).href : '';
}
