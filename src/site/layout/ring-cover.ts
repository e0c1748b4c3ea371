/** What a visitor can click, tap or type into: the scroll-to-top button must never sit on one. */
const CONTROLS = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  'iframe',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The centre and eight points just inside the rim of a round button. */
function circlePoints(rect: DOMRect): [number, number][] {
  const cx = rect.left + rect.width / 2;
  const cy = rect.top + rect.height / 2;
  const r = rect.width / 2 - 2;
  const rim = Array.from({ length: 8 }, (_, i): [number, number] => [
    cx + Math.cos((i * Math.PI) / 4) * r,
    cy + Math.sin((i * Math.PI) / 4) * r,
  ]);
  return [[cx, cy], ...rim];
}

/** Whether a control of the page lies under the round `button`, anywhere on its face. */
export function coversControl(button: Element, doc: Document = document): boolean {
  return circlePoints(button.getBoundingClientRect()).some(([x, y]) =>
    doc
      .elementsFromPoint(x, y)
      .some((element) => !button.contains(element) && element.closest(CONTROLS) !== null),
  );
}

/**
 * Calls `onChange` whenever what lies under a fixed button may have changed: the page scrolled
 * or resized, content was added or removed (a section loaded late), or a transition or
 * animation ended (a section slid into place).
 */
export function subscribeSurroundings(onChange: () => void): () => void {
  const options = { passive: true, capture: true };
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  document.addEventListener('transitionend', onChange, options);
  document.addEventListener('animationend', onChange, options);
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
    document.removeEventListener('transitionend', onChange, options);
    document.removeEventListener('animationend', onChange, options);
    observer.disconnect();
  };
}
