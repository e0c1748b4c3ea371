/**
 * Whether a stored document holds what a submission would store, ignoring the fields the
 * content service adds itself (`_createdAt`, `_updatedAt`, `_rev`). A browser retrying with
 * the same id and the same fields is a replay; the same id with other fields is a conflict.
 */
export function sameContent(
  submitted: Record<string, unknown>,
  stored: Record<string, unknown>,
): boolean {
  const own = (doc: Record<string, unknown>) =>
    Object.keys(doc).filter((key) => !SYSTEM_FIELDS.has(key));
  const keys = own(submitted);
  const storedKeys = own(stored);
  if (keys.length !== storedKeys.length) return false;
  return keys.every((key) => Object.hasOwn(stored, key) && equal(submitted[key], stored[key]));
}

const SYSTEM_FIELDS = new Set(['_createdAt', '_updatedAt', '_rev']);

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && equal(left[key], right[key]));
}
