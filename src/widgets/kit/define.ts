/**
 * Registers a custom element unless that tag is already taken. A partner page may load the
 * loader twice, or from two URLs; the first registration wins and later ones change nothing.
 * Returns whether this call registered the tag.
 */
export function define(
  tag: string,
  constructor: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): boolean {
  if (registry.get(tag)) return false;
  try {
    registry.define(tag, constructor);
    return true;
  } catch (error) {
    // Another copy won the race between get() and define(): that copy's element stands.
    if (registry.get(tag)) return false;
    throw error;
  }
}
