import { Suspense, useMemo, type ReactNode } from 'react';
import { FormSettingContext, WIDGET_SETTING } from '../../forms/kit/form-setting';
import { LanguageProvider } from '../../ui/i18n/language';
import {
  parseAttribute,
  propertyName,
  type AttributeSpecs,
  type ParsedAttributes,
} from './attributes';
import { siteRoot } from './loader-origin';
import { reactElement, type ShadowProps } from './react-element';
import { useHostAttributes } from './use-host-attributes';
import { useWidgetLanguage } from './use-widget-language';
import { AssetRoot } from './asset-url';
import hostCss from './host.css?inline';

/** The widget for the current attributes; `host` is the element, for emit(). */
export type RenderWidget<A extends AttributeSpecs> = (
  attributes: ParsedAttributes<A>,
  host: HTMLElement,
) => ReactNode;

/**
 * A custom element class for one widget: an open shadow root holding the kit's host CSS, the
 * widget's own `css` (imported with `?inline`) and what `render` returns. It reads the
 * attributes its descriptor's `widget` declares, by kebab-case name; each also gets a camelCase
 * property (`apiBase` for `api-base`) that writes the attribute, so scripts and markup end up
 * in one place. What it renders speaks the widget's language (its `lang`, the page's, the
 * browser's or English), and changes language in place, once the new one's words are loaded.
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

  function ResinElementRoot({ container: shadowRoot }: ShadowProps) {
    const host = shadowRoot.host as HTMLElement;
    const attributes = useHostAttributes(host, specs);
    const { lang, region } = useWidgetLanguage(host);
    const setting = useMemo(() => ({ ...WIDGET_SETTING, region }), [region]);
    return (
      <>
        {sheet && shadowRoot.adoptedStyleSheets?.includes(sheet) ? null : <style>{styles}</style>}
        {/* Screen readers read it in its own language, whatever the page around it speaks. */}
        <div className="resin-root" part="root" lang={lang}>
          <AssetRoot.Provider value={assetRoot}>
            <LanguageProvider lang={lang}>
              {/* Every form inside a widget says so with its submissions. */}
              <FormSettingContext.Provider value={setting}>
                {/* Only for words a language lacks until they arrive; see useWidgetLanguage. */}
                <Suspense fallback={null}>{render(attributes, host)}</Suspense>
              </FormSettingContext.Provider>
            </LanguageProvider>
          </AssetRoot.Provider>
        </div>
      </>
    );
  }

  const properties = Object.keys(specs).map(propertyName);
  const Base = reactElement(ResinElementRoot, Object.keys(specs));

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
  // the one source of truth.
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
