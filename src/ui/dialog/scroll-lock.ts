/**
 * Stops the page behind a dialog from scrolling and returns the undo. The scrollbar's width
 * becomes extra padding while it is hidden, so the page does not shift sideways.
 */
export function lockPageScroll(doc: Document): () => void {
  const { body, documentElement } = doc;
  const view = doc.defaultView;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = view ? view.innerWidth - documentElement.clientWidth : 0;
  if (view && scrollbar > 0) {
    const padding = parseFloat(view.getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollbar}px`;
  }
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}
