/** On the site, the page reloads a moment after a successful contact or career message. */
export function reloadPage() {
  window.location.reload();
}
