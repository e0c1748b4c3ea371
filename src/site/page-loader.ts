import type { ComponentType } from 'react';
import type { PageName } from './site-routes';

/** A page; `variant` comes from its route, for a page that serves several routes. */
export type PageModule = { default: ComponentType<{ variant?: string }> };

// Each page is its own chunk, loaded when its route is first visited.
const PAGE_MODULES = import.meta.glob<PageModule>('./pages/*/*-page.tsx');
const loading = new Map<PageName, Promise<PageModule>>();
const loaded = new Map<PageName, PageModule>();
const failed = new Set<PageName>();
/** Pages whose chunk failed once: their next load is a second attempt. */
const retrying = new Set<PageName>();

/** Starts (once) loading a page's chunk. */
export function loadPage(name: PageName): Promise<PageModule> {
  const started = loading.get(name);
  if (started) return started;
  const load = PAGE_MODULES[`./pages/${name}/${name}-page.tsx`];
  if (!load) throw new Error(`No page module for ${name}`);
  const attempt = retrying.has(name) ? load().catch(reloadIfSiteAnswers) : load();
  const promise = attempt.then((module) => {
    loaded.set(name, module);
    retrying.delete(name);
    return module;
  });
  promise.catch(() => failed.add(name));
  loading.set(name, promise);
  return promise;
}

/** The page's module if its chunk has arrived, so it can render without suspending. */
export const loadedPage = (name: PageName): PageModule | undefined => loaded.get(name);

/**
 * Lets pages whose chunk failed (a dropped connection, a new release) load again on their next
 * visit. Not at once: React renders an erroring page twice, and a fresh attempt each time
 * would loop for as long as the network is down.
 */
export function retryFailedPages() {
  for (const name of failed) {
    loading.delete(name);
    retrying.add(name);
  }
  failed.clear();
}

/**
 * A second attempt that fails again while the site itself answers loads the document afresh, at
 * the same address. Browsers that keep a failed import in their module map (Chromium before
 * 156, and others until they follow the current HTML standard) fail every later import of that
 * file at once without asking the network; a chunk a new release has replaced fails the same
 * way in every browser. A new document starts with an empty module map and the current release.
 * When the site does not answer either, the visitor is offline: the error screen stays, inside
 * the shell, rather than the browser's own offline page. No loop: only a visitor's next visit
 * of a failed page makes a second attempt.
 */
async function reloadIfSiteAnswers(error: unknown): Promise<PageModule> {
  const answers = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
  if (!answers) throw error;
  window.location.reload();
  // The page on screen stays until the new document replaces it.
  return new Promise<PageModule>(() => undefined);
}
