import { applyPatches, parsePatch } from '@sanity/diff-match-patch';
import { z } from 'zod';

/*
 * Patches as the Content Lake applies them, for the paths the Studio and scripts send: an
 * attribute (`status`, `source.partner`), an array item by index (`notes[0]`, `notes[-1]`) or
 * by key (`notes[_key=="a1"]`), and attributes below those. Wildcards, ranges and filters other
 * than `_key` are refused with a message, so nothing is silently left unpatched. The semantics
 * follow Sanity's own mutator: setIfMissing, set, unset, diffMatchPatch, inc, dec, insert, in
 * that order; set creates the objects on its way; the other operations skip what is missing.
 */

const paths = <T extends z.ZodType>(value: T) => z.record(z.string(), value).optional();

const insertSpec = z.union([
  z.strictObject({ before: z.string(), items: z.array(z.unknown()) }),
  z.strictObject({ after: z.string(), items: z.array(z.unknown()) }),
  z.strictObject({ replace: z.string(), items: z.array(z.unknown()) }),
]);

export const patchSpec = z.strictObject({
  id: z.string(),
  ifRevisionID: z.string().optional(),
  set: paths(z.unknown()),
  setIfMissing: paths(z.unknown()),
  unset: z.array(z.string()).optional(),
  diffMatchPatch: paths(z.string()),
  inc: paths(z.number()),
  dec: paths(z.number()),
  insert: insertSpec.optional(),
});
export type PatchSpec = z.infer<typeof patchSpec>;

/** A patch that cannot be applied as written; the message says which path and why. */
export class PatchError extends Error {}

type Segment = { attr: string } | { index: number } | { key: string };
type Json = Record<string, unknown> | unknown[];

const SEGMENT =
  /^(?:\.?([A-Za-z_][A-Za-z0-9_]*)|\[(-?\d+)\]|\[_key\s*==\s*(?:"([^"]*)"|'([^']*)')\])/;

/** The system fields are the Content Lake's own; a patch never changes them. */
const SYSTEM_FIELDS = new Set(['_id', '_rev', '_createdAt', '_updatedAt']);

export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  let rest = path.trim();
  while (rest.length > 0) {
    const match = SEGMENT.exec(rest);
    if (
      !match ||
      (segments.length === 0 && !match[1]) ||
      (segments.length > 0 && match[0] === match[1])
    )
      throw new PatchError(
        `Unsupported path "${path}": the local content service takes attribute names, [index] and [_key=="..."]`,
      );
    if (match[1] !== undefined) segments.push({ attr: match[1] });
    else if (match[2] !== undefined) segments.push({ index: Number(match[2]) });
    else segments.push({ key: match[3] ?? match[4] ?? '' });
    rest = rest.slice(match[0].length);
  }
  const first = segments[0];
  if (first && 'attr' in first && SYSTEM_FIELDS.has(first.attr) && segments.length === 1)
    throw new PatchError(`"${path}" is a system field; patches cannot change it`);
  return segments;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Position of an index or key segment in `list`, or -1. */
function positionIn(list: unknown[], segment: Segment): number {
  if ('index' in segment) {
    const position = segment.index < 0 ? list.length + segment.index : segment.index;
    return position >= 0 && position < list.length ? position : -1;
  }
  if ('key' in segment)
    return list.findIndex((item) => isObject(item) && item._key === segment.key);
  return -1;
}

function child(container: Json, segment: Segment): unknown {
  if ('attr' in segment) return isObject(container) ? container[segment.attr] : undefined;
  if (!Array.isArray(container)) return undefined;
  const position = positionIn(container, segment);
  return position < 0 ? undefined : container[position];
}

/**
 * The container holding the path's last segment. With `create`, objects missing on the way
 * (or primitives in their place) become empty objects, as a set does; without, undefined.
 */
function parentOf(root: Record<string, unknown>, segments: Segment[], create: boolean) {
  let container: Json = root;
  for (const segment of segments.slice(0, -1)) {
    let next = child(container, segment);
    if (!isObject(next) && !Array.isArray(next)) {
      if (!create || !('attr' in segment) || !isObject(container)) return undefined;
      next = {};
      container[segment.attr] = next;
    }
    container = next as Json;
  }
  return container;
}

function write(container: Json, segment: Segment, value: unknown, path: string) {
  if ('attr' in segment) {
    if (!isObject(container)) throw new PatchError(`Cannot set "${path}": its parent is an array`);
    container[segment.attr] = value;
    return;
  }
  const position = Array.isArray(container) ? positionIn(container, segment) : -1;
  if (position < 0) throw new PatchError(`Cannot set "${path}": no such array item`);
  (container as unknown[])[position] = value;
}

function remove(container: Json, segment: Segment) {
  if ('attr' in segment) {
    if (isObject(container)) delete container[segment.attr];
    return;
  }
  if (!Array.isArray(container)) return;
  const position = positionIn(container, segment);
  if (position >= 0) container.splice(position, 1);
}

/** Runs `update` on the value at `path` when it exists; returns nothing otherwise. */
function update(
  doc: Record<string, unknown>,
  path: string,
  apply: (value: unknown) => unknown,
): void {
  const segments = parsePath(path);
  const last = segments[segments.length - 1];
  const parent = parentOf(doc, segments, false);
  if (!parent || !last || child(parent, last) === undefined) return;
  write(parent, last, apply(child(parent, last)), path);
}

function insert(doc: Record<string, unknown>, spec: z.infer<typeof insertSpec>) {
  const [where, path] =
    'before' in spec
      ? (['before', spec.before] as const)
      : 'after' in spec
        ? (['after', spec.after] as const)
        : (['replace', spec.replace] as const);
  const segments = parsePath(path);
  const last = segments[segments.length - 1];
  if (!last || 'attr' in last)
    throw new PatchError(
      `Cannot insert at "${path}": the path must end in [index] or [_key=="..."]`,
    );
  const list = parentOf(doc, segments, false);
  if (!Array.isArray(list)) return; // Sanity's mutator skips an array that is not there
  let position: number;
  if ('key' in last) {
    position = positionIn(list, last);
    if (position < 0) return;
  } else {
    const raw = last.index < 0 ? list.length + last.index : last.index;
    // Past the end, every kind of insert appends, as Sanity's mutator does.
    if (raw >= list.length) {
      list.push(...spec.items);
      return;
    }
    position = Math.max(0, raw);
  }
  if (where === 'replace') list.splice(position, 1, ...spec.items);
  else list.splice(where === 'before' ? position : position + 1, 0, ...spec.items);
}

/** The document with the patch's operations applied, in Sanity's order; `document` is untouched. */
export function applyPatch(
  document: Record<string, unknown>,
  patch: PatchSpec,
): Record<string, unknown> {
  const doc = structuredClone(document);
  for (const [path, value] of Object.entries(patch.setIfMissing ?? {})) {
    const segments = parsePath(path);
    const parent = parentOf(doc, segments, true);
    const last = segments[segments.length - 1];
    if (parent && last && child(parent, last) === undefined) write(parent, last, value, path);
  }
  for (const [path, value] of Object.entries(patch.set ?? {})) {
    const segments = parsePath(path);
    const parent = parentOf(doc, segments, true);
    const last = segments[segments.length - 1];
    if (!parent || !last) throw new PatchError(`Cannot set "${path}": its parent is not an object`);
    write(parent, last, value, path);
  }
  for (const path of patch.unset ?? []) {
    const segments = parsePath(path);
    const parent = parentOf(doc, segments, false);
    const last = segments[segments.length - 1];
    if (parent && last) remove(parent, last);
  }
  for (const [path, text] of Object.entries(patch.diffMatchPatch ?? {})) {
    let parsed;
    try {
      parsed = parsePatch(text);
    } catch (error) {
      throw new PatchError(`diffMatchPatch of "${path}" is malformed: ${(error as Error).message}`);
    }
    update(doc, path, (value) =>
      typeof value === 'string'
        ? applyPatches(parsed, value, { allowExceedingIndices: true })[0]
        : value,
    );
  }
  const add = (delta: number) => (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value + delta : value;
  for (const [path, by] of Object.entries(patch.inc ?? {})) update(doc, path, add(by));
  for (const [path, by] of Object.entries(patch.dec ?? {})) update(doc, path, add(-by));
  if (patch.insert) insert(doc, patch.insert);
  return doc;
}
