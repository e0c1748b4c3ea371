/** On the site, the page reloads a moment after a successful contact or career message. */
export function reloadPage(from: Element | null) {
  const view = from?.ownerDocument.defaultView ?? window;
  view.location.reload();
}
