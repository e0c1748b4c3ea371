/**
 * The shape of a widget's descriptor, `src/widgets/<widget>/<widget>.widget.ts`: the widget
 * described once, beside its element. The element module builds the element from `widget`; the
 * reference in docs/embedding.md and custom-elements.json are generated from `widget` and
 * `docs()` together (`npx tsx scripts/custom-elements/generate.ts`).
 *
 * `docs` is a separate function rather than part of `widget` because the element module imports
 * the descriptor: a bundler keeps every property of an object the code reads, and every value a
 * module computes at its top level, so prose there would ship to every partner page.
 */
import type { AttributeSpecs } from './attributes';
import type { ResinEventName, ResinForm } from './emit';

/** What the element needs at run time: the tag partners write and how it reads its attributes. */
export interface WidgetSpec {
  readonly tag: `resin-${string}`;
  /** By kebab-case name; each also gets a camelCase property (`apiBase` for `api-base`). */
  readonly attributes: AttributeSpecs;
}

export interface AttributeDoc {
  readonly description: string;
  /** A default that is not a fixed value, in words; otherwise the spec's default is shown. */
  readonly defaultText?: string;
}

export interface PartDoc {
  readonly name: string;
  readonly description: string;
  /** Present only in some state (a toast shown, the dialog open, an error). */
  readonly when?: string;
}

/** What partners read about a widget beyond its spec; `docs()` of the descriptor returns it. */
export interface WidgetDocs<W extends WidgetSpec = WidgetSpec> {
  /** The name of the element class its element module exports. */
  readonly className: string;
  readonly summary: string;
  /** Every attribute of the spec, described. */
  readonly attributes: { readonly [K in keyof W['attributes']]: AttributeDoc };
  /** The events it sends the page and their `detail.form`; absent when it submits nothing. */
  readonly events?: { readonly names: readonly ResinEventName[]; readonly form: ResinForm };
  /** Every `part` it may render. */
  readonly parts: readonly PartDoc[];
  /**
   * The stylesheets its shadow root gets besides the kit's host.css, relative to the widget's
   * folder and exactly as its element module imports them; custom properties are read from them
   * (and, for a widget that submits, from the sheet its toasts bring).
   */
  readonly stylesheets: readonly string[];
  /**
   * Sheets a part loaded later brings into the shadow root when it first shows (the dealer
   * finder's inquiry dialog), relative to the widget's folder; their custom properties count.
   */
  readonly laterStylesheets?: readonly string[];
}
