import r2wc from '@r2wc/react-to-web-component';
import type { ReactNode } from 'react';
import { FormPlaceContext, WIDGET_PLACE } from '../../forms/kit/form-place';
import {
  parseAttribute,
  propertyName,
  type AttributeSpecs,
  type ParsedAttributes,
} from './attributes';
import { siteRoot } from './loader-origin';
import { useHostAttributes } from './use-host-attributes';
import { AssetRoot } from './asset-url';
import hostCss from './host.css?inline';

/** The widget for the current attributes; `host` is the element, for emit(). */
export type RenderWidget<A extends AttributeSpecs> = (
  attributes: ParsedAttributes<A>,
  host: HTMLElement,
) => ReactNode;

interface RootProps {
  /** The shadow root r2wc renders into (r2wc types it as an element). */
  container?: HTMLElement;
  [property: string]: unknown;
}

/**
 * A custom element class for one widget: an open shadow root holding the kit's host CSS, the
 * widget's own `css` (imported with `?inline`) and what `render` returns. It reads the
 * attributes its descriptor's `widget` declares, by kebab-case name; each also gets a camelCase
 * property (`apiBase` for `api-base`) that writes the attribute, so scripts and markup end up
 * in one place.
 */
export function createResinElement<const A extends AttributeSpecs>(
  widget: { readonly attributes: A },
  css: string,
  render: RenderWidget<A>,
): CustomElementConstructor {
  const specs = widget.attributes;
  const styles = `${hostCss}\n${css}`;
  // Site-relative image paths resolve against the site the code came from, not the partner page.
  const assetRoot = siteRoot();
  // One constructed sheet shared by every instance: parsed once, and, unlike a <style> element,
  // allowed by a partner's Content-Security-Policy without 'unsafe-inline'.
  let sheet: CSSStyleSheet | undefined;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
  } catch {
    sheet = undefined;
  }

  function ResinElementRoot({ container }: RootProps) {
    const shadowRoot = container as unknown as ShadowRoot;
    const host = shadowRoot.host as HTMLElement;
    const attributes = useHostAttributes(host, specs);
    return (
      <>
        {sheet && shadowRoot.adoptedStyleSheets?.includes(sheet) ? null : <style>{styles}</style>}
        <div className="resin-root" part="root">
          <AssetRoot.Provider value={assetRoot}>
            {/* Every form inside a widget says so with its submissions. */}
            <FormPlaceContext.Provider value={WIDGET_PLACE}>
              {render(attributes, host)}
            </FormPlaceContext.Provider>
          </AssetRoot.Provider>
        </div>
      </>
    );
  }

  const properties = Object.keys(specs).map(propertyName);
  const Base = r2wc(ResinElementRoot, {
    shadow: 'open',
    props: Object.fromEntries(properties.map((property) => [property, 'string'])),
  });

  class ResinElement extends Base {
    constructor() {
      super();
      if (sheet && this.shadowRoot && 'adoptedStyleSheets' in this.shadowRoot) {
        this.shadowRoot.adoptedStyleSheets = [sheet];
      }
      // A script may set a property before the loader has defined the tag; that own property
      // would hide the accessor below, so move its value over to the attribute.
      for (const property of properties) {
        if (!Object.prototype.hasOwnProperty.call(this, property)) continue;
        const value: unknown = Reflect.get(this, property);
        Reflect.deleteProperty(this, property);
        Reflect.set(this, property, value);
      }
    }
  }

  // The properties read the parsed attribute and write the attribute, so the attribute stays
  // the one source of truth (r2wc's own accessors return whatever was last assigned).
  for (const [name, spec] of Object.entries(specs)) {
    Object.defineProperty(ResinElement.prototype, propertyName(name), {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return parseAttribute(spec, this.getAttribute(name));
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(name);
        else if (value === true) this.setAttribute(name, '');
        else if (Array.isArray(value)) this.setAttribute(name, value.join(','));
        else this.setAttribute(name, String(value));
      },
    });
  }

  return ResinElement;
}
