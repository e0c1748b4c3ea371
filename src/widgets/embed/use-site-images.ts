import { useLayoutEffect } from 'react';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function resolveImage(image: HTMLImageElement, root: string) {
  const src = image.getAttribute('src');
  if (src && !ABSOLUTE.test(src)) image.setAttribute('src', new URL(src, root).href);
}

/**
 * The widgets name their images relative to the site (`images/products/x.svg`), which on a
 * partner page would point at the partner's server. Inside the shadow root every such path is
 * resolved against the site root instead, before the (lazy) images start loading.
 */
export function useSiteImages(shadowRoot: ShadowRoot, root: string) {
  useLayoutEffect(() => {
    if (!root) return;
    shadowRoot.querySelectorAll('img').forEach((image) => resolveImage(image, root));
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof HTMLImageElement) resolveImage(record.target, root);
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLImageElement) resolveImage(node, root);
          else if (node instanceof Element) {
            node.querySelectorAll('img').forEach((image) => resolveImage(image, root));
          }
        });
      }
    });
    observer.observe(shadowRoot, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['src'],
    });
    return () => observer.disconnect();
  }, [shadowRoot, root]);
}
