import { loaderOrigin } from './loader-origin';

/**
 * How a custom element reads its attributes: the elements parse the host's attributes
 * themselves with these rules, so a bare boolean attribute counts as on and a removed one
 * brings back its default.
 */
export type AttributeSpec =
  | { readonly type: 'string'; readonly default: string }
  /** A URL origin; absent or blank means the origin the widget code came from. */
  | { readonly type: 'origin' }
  | { readonly type: 'enum'; readonly values: readonly string[]; readonly default: string }
  | { readonly type: 'boolean' }
  | { readonly type: 'list' };

export type AttributeSpecs = Readonly<Record<string, AttributeSpec>>;

export type AttributeValue<S extends AttributeSpec> = S extends { type: 'boolean' }
  ? boolean
  : S extends { type: 'list' }
    ? string[] | undefined
    : S extends { type: 'enum'; values: readonly (infer V)[] }
      ? V
      : string;

export type ParsedAttributes<A extends AttributeSpecs> = {
  [K in keyof A]: AttributeValue<A[K]>;
};

/** The camelCase property that mirrors an attribute: `apiBase` for `api-base`. */
export function propertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * HTML's rule (present means on, so `<x enquire>` works) plus the one exception frameworks
 * need: `enquire="false"` is off, because some templating tools always write the attribute.
 */
export function parseBoolean(value: string | null): boolean {
  if (value === null) return false;
  return value.trim().toLowerCase() !== 'false';
}

/** A comma list; blanks and empty items are dropped. Absent or empty means "no filter". */
export function parseList(value: string | null): string[] | undefined {
  if (value === null) return undefined;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  return items.length > 0 ? items : undefined;
}

/** An empty or absent value falls back to the default, so removing an attribute restores it. */
export function parseString(value: string | null, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : fallback;
}

/** Anything outside the allowed values falls back to the default rather than breaking. */
export function parseEnum<V extends string>(
  value: string | null,
  values: readonly V[],
  fallback: V,
): V {
  const wanted = value?.trim().toLowerCase();
  return values.find((v) => v === wanted) ?? fallback;
}

export function parseAttribute<S extends AttributeSpec>(
  spec: S,
  value: string | null,
): AttributeValue<S>;
export function parseAttribute(
  spec: AttributeSpec,
  value: string | null,
): string | boolean | string[] | undefined {
  switch (spec.type) {
    case 'boolean':
      return parseBoolean(value);
    case 'list':
      return parseList(value);
    case 'enum':
      return parseEnum(value, spec.values, spec.default);
    case 'string':
      return parseString(value, spec.default);
    case 'origin':
      return parseString(value, loaderOrigin());
  }
}

/** Reads every attribute of `specs` from an element. */
export function readAttributes<A extends AttributeSpecs>(
  element: Element,
  specs: A,
): ParsedAttributes<A> {
  const parsed: Partial<Record<keyof A, unknown>> = {};
  for (const name of Object.keys(specs) as (keyof A & string)[]) {
    const spec = specs[name];
    if (spec) parsed[name] = parseAttribute(spec, element.getAttribute(name));
  }
  return parsed as ParsedAttributes<A>;
}
