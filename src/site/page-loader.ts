import type { ComponentType } from 'react';
import type { PageName } from './site-routes';

/** A page; `variant` comes from its route, for a page that serves several routes. */
export type PageModule = { default: ComponentType<{ variant?: string }> };

// Each page is its own chunk, loaded when its route is first visited.
const PAGE_MODULES = import.meta.glob<PageModule>('./pages/*/*-page.tsx');
const loading = new Map<PageName, Promise<PageModule>>();
const loaded = new Map<PageName, PageModule>();
const failed = new Set<PageName>();

/** Starts (once) loading a page's chunk. */
export function loadPage(name: PageName): Promise<PageModule> {
  const started = loading.get(name);
  if (started) return started;
  const load = PAGE_MODULES[`./pages/${name}/${name}-page.tsx`];
  if (!load) throw new Error(`No page module for ${name}`);
  const promise = load().then((module) => {
    loaded.set(name, module);
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
  for (const name of failed) loading.delete(name);
  failed.clear();
}
