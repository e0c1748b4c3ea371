/**
 * Each widget's descriptor turned into what the reference shows, tag by tag: attributes with
 * their property, type and default, events, stylesheets and parts. The single source of
 * custom-elements.json and of the reference in docs/embedding.md.
 */
import { posix } from 'node:path';
import { propertyName, type AttributeSpec } from '../../src/widgets/kit/attributes';
import type { PartDoc, WidgetDocs } from '../../src/widgets/kit/widget-descriptor';
import { readWidgets, type WidgetSource } from './widgets';

export interface AttributeDoc {
  name: string;
  /** The property that mirrors it. */
  property: string;
  type: string;
  /** As written in markup; undefined when absence has its own meaning. */
  default?: string;
  /** A default that is not a fixed value, in words. */
  defaultText?: string;
  description: string;
}

export interface TagDoc {
  tag: string;
  className: string;
  /** Source module that registers the tag. */
  module: string;
  summary: string;
  attributes: AttributeDoc[];
  /** The events it fires and their `form` value; none for widgets that submit nothing. */
  events?: WidgetDocs['events'];
  /** The widget's stylesheets, repo-relative (their @imports followed when read). */
  css: string[];
  /** Sheets a dialog brings into its shadow root when first opened, repo-relative. */
  laterCss: string[];
  parts: readonly PartDoc[];
}

/** The type as a partner writes the attribute. */
function typeText(spec: AttributeSpec): string {
  switch (spec.type) {
    case 'enum':
      return spec.values.map((value) => `'${value}'`).join(' | ');
    case 'list':
      return 'string (comma list)';
    case 'origin':
      return 'string';
    default:
      return spec.type;
  }
}

function attributeDoc(name: string, spec: AttributeSpec, source: WidgetSource): AttributeDoc {
  const doc = source.docs.attributes[name];
  if (!doc) throw new Error(`${source.descriptor}: attribute \`${name}\` has no description`);
  const fixedDefault = 'default' in spec && !doc.defaultText ? spec.default : undefined;
  return {
    name,
    property: propertyName(name),
    type: typeText(spec),
    ...(fixedDefault === undefined ? {} : { default: fixedDefault }),
    ...(doc.defaultText ? { defaultText: doc.defaultText } : {}),
    description: doc.description,
  };
}

export function tagDoc(source: WidgetSource): TagDoc {
  const { widget, docs } = source;
  const folder = posix.dirname(source.descriptor);
  return {
    tag: widget.tag,
    className: docs.className,
    module: source.module,
    summary: docs.summary,
    attributes: Object.entries(widget.attributes).map(([name, spec]) =>
      attributeDoc(name, spec, source),
    ),
    ...(docs.events ? { events: docs.events } : {}),
    css: docs.stylesheets.map((sheet) => posix.join(folder, sheet)),
    laterCss: (docs.laterStylesheets ?? []).map((sheet) => posix.join(folder, sheet)),
    parts: docs.parts,
  };
}

/** Every widget's reference, in the loader's order. */
export async function readTagDocs(): Promise<TagDoc[]> {
  return (await readWidgets()).map(tagDoc);
}
