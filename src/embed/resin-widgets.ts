/**
 * The partner embed loader, `/embed/resin-widgets.js`. Partners add it with one script tag, so
 * it stays tiny: no React and no widget code here. It watches the page and, the first time a
 * widget's tag appears, imports that widget's element module, which defines the tag; elements
 * already on the page then upgrade by themselves. All element modules share one React chunk, so
 * React loads once however many widgets a page has.
 *
 * The one module that names every widget: adding a widget is its folder plus one line below.
 */
const ELEMENT_MODULES = {
  'resin-inquiry-form': () => import('../widgets/inquiry-form/inquiry-form-element'),
  'resin-contact-form': () => import('../widgets/contact-form/contact-form-element'),
  'resin-career-form': () => import('../widgets/career-form/career-form-element'),
  'resin-product-tabs': () => import('../widgets/product-tabs/product-tabs-element'),
  'resin-application-list': () => import('../widgets/application-list/application-list-element'),
  'resin-dealer-locator': () => import('../widgets/dealer-locator/dealer-locator-element'),
} satisfies Record<`resin-${string}`, () => Promise<unknown>>;

/** The tag names partners write. */
export type ResinTag = keyof typeof ELEMENT_MODULES;
const RESIN_TAGS = Object.keys(ELEMENT_MODULES) as ResinTag[];

export interface ResinWidgetsLoader {
  /** Loads a widget's code now (for example before adding the element), resolving once defined. */
  load(tag: ResinTag): Promise<CustomElementConstructor>;
  /** Also watch a shadow root of the host page's own components for widget tags. */
  observe(root: Document | ShadowRoot | Element): void;
}

// Shared by every copy of this script on the page (a second script tag, another URL or
// version): the first copy does the work and later copies change nothing. Pages reach it as
// `globalThis[Symbol.for('resin-widgets.loader')]` (an app build drops a module's exports).
const KEY = Symbol.for('resin-widgets.loader');
type Holder = { [KEY]?: ResinWidgetsLoader };

function createLoader(): ResinWidgetsLoader {
  const requested = new Set<ResinTag>();
  const selector = RESIN_TAGS.join(',');

  function load(tag: ResinTag): Promise<CustomElementConstructor> {
    if (!requested.has(tag) && !customElements.get(tag)) {
      requested.add(tag);
      ELEMENT_MODULES[tag]().catch((error: unknown) => {
        // Allow a later sighting of the tag to try again (the network may be back).
        requested.delete(tag);
        console.error(`resin-widgets: could not load <${tag}>`, error);
      });
    }
    return customElements.whenDefined(tag);
  }

  function scan(node: Node) {
    // Once every widget is on its way, page mutations cost nothing more than this check.
    if (requested.size === RESIN_TAGS.length || !(node instanceof Element)) return;
    const name = node.localName;
    if ((RESIN_TAGS as readonly string[]).includes(name)) void load(name as ResinTag);
    for (const found of node.querySelectorAll(selector)) void load(found.localName as ResinTag);
  }

  function observe(root: Document | ShadowRoot | Element) {
    const start = root instanceof Document ? root.documentElement : root;
    root.querySelectorAll(selector).forEach(scan);
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(scan);
    }).observe(start, { childList: true, subtree: true });
  }

  return { load, observe };
}

const holder = globalThis as Holder;
if (!holder[KEY]) {
  const loader = createLoader();
  holder[KEY] = loader;
  loader.observe(document);
}
