import { isLang, type Lang } from '../../ui/i18n/language';

// Which language a widget speaks, decided on the partner's page. English pages pay for these
// few lines only: another language's words load once a part of the widget asks for them.

/** The `lang` attribute every widget takes; empty means "follow the page". */
export const LANG_ATTRIBUTE = { type: 'string', default: '' } as const;

/** A widget's language and the region the page names with it ('LK' for `ta-LK`), if any. */
export interface WidgetLanguage {
  lang: Lang;
  region: string | undefined;
}

/** The language of a BCP 47 tag, if the widgets speak it: 'ta' for 'ta-LK', none for 'fr'. */
function spoken(tag: string | null | undefined): Lang | undefined {
  const code = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(code) ? code : undefined;
}

/** The region of a tag, upper case: 'LK' for 'ta-LK' or 'ta-Taml-LK'. */
const regionOf = (tag: string | null | undefined): string | undefined =>
  tag
    ?.trim()
    .split(/[-_]/)
    .find((part, index) => index > 0 && part.length === 2)
    ?.toUpperCase();

/** The element a shadow root belongs to, for a node inside one. */
function shadowHostOf(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The nearest `lang` above the element, looking past each shadow root to its host's page. */
function nearestLang(element: Element): string | null {
  for (let from = element.parentElement ?? shadowHostOf(element); from;) {
    const found = from.closest('[lang]');
    if (found) return found.getAttribute('lang');
    from = shadowHostOf(from);
  }
  return null;
}

/**
 * The widget's language: its own `lang` attribute, else the nearest `lang` on the page around
 * it, else the first of the browser's languages the widgets speak, else English. A tag in a
 * language the widgets do not speak (`fr`) passes the choice on to the next. The region comes
 * from the tag that decided, or else from the page's.
 */
export function widgetLanguage(host: Element): WidgetLanguage {
  const page = nearestLang(host);
  const tags = [host.getAttribute('lang'), page, ...(globalThis.navigator?.languages ?? [])];
  const tag = tags.find((candidate) => spoken(candidate));
  const lang = spoken(tag) ?? 'en';
  return { lang, region: regionOf(tag) ?? regionOf(page) };
}

/** The language as one string, so that an unrelated change compares equal: 'ta-LK', 'hi'. */
export function languageKey(host: Element): string {
  const { lang, region } = widgetLanguage(host);
  return region ? `${lang}-${region}` : lang;
}

/**
 * Calls `notify` whenever the widget's language may have changed: a `lang` set, changed or
 * removed anywhere on the page (the widget's own, an ancestor's, `<html lang>` by a page's
 * language switch) or in the shadow roots around it, and the browser's languages changing.
 */
export function watchLanguage(host: Element, notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  const options = { attributes: true, attributeFilter: ['lang'], subtree: true };
  observer.observe(host.ownerDocument.documentElement, options);
  for (let root = host.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) {
    observer.observe(root, options);
  }
  addEventListener('languagechange', notify);
  return () => {
    observer.disconnect();
    removeEventListener('languagechange', notify);
  };
}
