/** What Tab can reach, less the dialog's own focus guards. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
]
  .map((selector) => `${selector}:not([data-focus-guard])`)
  .join(', ');

export function focusableIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** The focused element of the document or shadow root that `node` lives in. */
export function activeElementOf(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Where focus goes when a dialog opens: the element marked data-autofocus, else the first. */
export function initialFocusIn(dialog: HTMLElement): HTMLElement {
  return (
    dialog.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ??
    focusableIn(dialog)[0] ??
    dialog
  );
}
