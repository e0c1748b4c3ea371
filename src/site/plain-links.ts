import { useEffect } from 'react';
import type { Navigator } from 'react-router';
import { splitLanguage } from '../content/site-paths';
import { siteRouteFor } from './site-routes';

/**
 * The same-site page a click on a plain `<a href>` goes to, or undefined when the browser
 * should follow it itself: another origin, a new tab or window, a download, a file, an anchor
 * on the same page, or an address no route of the site shows.
 */
export function inAppTarget(event: MouseEvent, origin: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!anchor || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== origin || !siteRouteFor(splitLanguage(url.pathname).path)) return undefined;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Plain links to the site's own pages (those a widget writes without the router, which also
 * work on a partner's page) navigate inside the app as the router's links do, instead of
 * loading the whole site again.
 */
export function usePlainLinks(navigator: Navigator) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event, window.location.origin);
      if (target === undefined) return;
      event.preventDefault();
      navigator.push(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigator]);
}
