/** SPEC 4: the site reloads the page a moment after a successful contact or career message. */
export function reloadPage(from: Element | null) {
  const view = from?.ownerDocument.defaultView ?? window;
  view.location.reload();
}
