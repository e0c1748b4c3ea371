import { createContext, useContext } from 'react';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The root URL the widgets' site-relative asset paths (`images/products/x.svg`) resolve
 * against. Empty on the site itself, where those paths are right as they are; a custom element
 * sets it to the site it was loaded from, so a partner page does not ask its own server.
 */
export const AssetRoot = createContext('');

export function resolveAsset(path: string, root: string): string {
  return root && !ABSOLUTE.test(path) ? new URL(path, root).href : path;
}

/** `path` resolved against the nearest AssetRoot. */
export function useAssetUrl(path: string): string {
  return resolveAsset(path, useContext(AssetRoot));
}
