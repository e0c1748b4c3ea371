/** Longest wait for the widgets above: one that never arrives (offline) holds nothing back. */
export const WIDGETS_ABOVE_LIMIT_MS = 2000;

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

/**
 * Resolves once every widget written above `host` in the page has been defined and has had two
 * frames to draw (or after WIDGETS_ABOVE_LIMIT_MS). Widgets load side by side and draw in
 * whatever order their code arrives; until those above have drawn, everything below them sits
 * higher on the page than it will, so a lazy picture would take itself for near the view and
 * load though it ends up far below it.
 */
export function widgetsAboveDrawn(host: Element): Promise<void> {
  const tags = new Set<string>();
  for (const element of host.ownerDocument.querySelectorAll(':not(:defined)')) {
    const above = element.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (above && element.localName.startsWith('resin-')) tags.add(element.localName);
  }
  const defined = Promise.all([...tags].map((tag) => customElements.whenDefined(tag)));
  const limit = new Promise((done) => setTimeout(done, WIDGETS_ABOVE_LIMIT_MS));
  return Promise.race([defined, limit]).then(nextFrame).then(nextFrame);
}
