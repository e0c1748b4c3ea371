/**
 * The control of a field, by its name: the element itself, or of a radio group (the rating)
 * the chosen radio, else the first.
 */
export function controlOf(form: HTMLFormElement | null, name: string): HTMLElement | null {
  const named = form?.elements.namedItem(name);
  if (named instanceof HTMLElement) return named;
  if (!(named instanceof RadioNodeList)) return null;
  const radios = [...named] as HTMLInputElement[];
  return radios.find((radio) => radio.checked) ?? radios[0] ?? null;
}

/** Moves focus to a field of the form, by its name, and brings it into view. */
export function focusField(form: HTMLFormElement | null, name: string) {
  const element = controlOf(form, name);
  if (!element) return;
  // Centred rather than scrolled just into view, so a sticky page header cannot hide its label.
  element.focus({ preventScroll: true });
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
}
