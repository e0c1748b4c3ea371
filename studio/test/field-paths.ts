import type { ArraySchemaType, ObjectSchemaType, SchemaType } from 'sanity';

/*
 * Documents and schema types reduced to the same thing, the paths of their values
 * (`name`, `source.utm.utm_source`, `lines[].title`, `spamReasons[]`), so the fields the
 * gateway stores and the fields the Studio shows can be compared. A file or a reference is one
 * value; `_key`, `_type` and the system fields are the Content Lake's, not anyone's field.
 */

const ATOMIC_TYPES = ['file', 'image', 'reference'];

function isOfType(type: SchemaType | undefined, name: string): boolean {
  for (let t = type; t; t = t.type) if (t.name === name) return true;
  return false;
}

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** Every value path a compiled schema type declares. */
export function schemaPaths(type: SchemaType, prefix = ''): string[] {
  if (prefix && ATOMIC_TYPES.some((name) => isOfType(type, name))) return [prefix];
  if (type.jsonType === 'object') {
    return (type as ObjectSchemaType).fields
      .filter((field) => !field.name.startsWith('_'))
      .flatMap((field) => schemaPaths(field.type, join(prefix, field.name)));
  }
  if (type.jsonType === 'array') {
    return (type as ArraySchemaType).of.flatMap((member) => schemaPaths(member, `${prefix}[]`));
  }
  return [prefix];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value path a stored document holds; null and absent values hold none. */
export function storedPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => storedPaths(item, `${prefix}[]`));
  if (isObject(value)) {
    if (prefix && (ATOMIC_TYPES.includes(String(value._type)) || '_ref' in value)) return [prefix];
    return Object.entries(value)
      .filter(([key]) => !key.startsWith('_'))
      .flatMap(([key, item]) => storedPaths(item, join(prefix, key)));
  }
  return value === null || value === undefined ? [] : [prefix];
}

/** Sorted, each once. */
export const pathSet = (paths: readonly string[]) => [...new Set(paths)].sort();
