import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** What the component of a widget element is given: the shadow root it renders into. */
export interface ShadowProps {
  container: ShadowRoot;
}

/**
 * A custom element class that renders `Component` in its own open shadow root, as a React root
 * of its own, while it is in the document: mounted when connected, unmounted when removed (and
 * mounted afresh if put back). The component reads the element's attributes itself, watching
 * the host, so nothing here passes them on; `observed` only names them, as
 * `observedAttributes`. This is all a widget needs of a React-to-web-component library, and
 * the embed's weight budget has no room for one's attribute and property conversions, which
 * the kit does its own way (attributes.ts).
 */
export function reactElement(Component: ComponentType<ShadowProps>, observed: readonly string[]) {
  return class ReactElement extends HTMLElement {
    static readonly observedAttributes = [...observed];
    #root: Root | undefined;

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
    }

    connectedCallback() {
      const container = this.shadowRoot!;
      this.#root ??= createRoot(container);
      this.#root.render(createElement(Component, { container }));
    }

    disconnectedCallback() {
      this.#root?.unmount();
      this.#root = undefined;
    }
  };
}
