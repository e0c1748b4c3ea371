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

/** Fields the gateway sets itself on each attempt, so a retry differs in them from the first. */
function visitorPart(doc: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...doc };
  for (const field of GATEWAY_FIELDS) delete rest[field];
  const consent = rest.consent;
  if (typeof consent === 'object' && consent !== null && !Array.isArray(consent)) {
    const given = { ...(consent as Record<string, unknown>) };
    delete given.at;
    rest.consent = given;
  }
  return rest;
}

// The reference follows from the id; a document stored before references were has none.
const GATEWAY_FIELDS = ['submittedAt', 'status', 'spamReasons', 'reference'];

/**
 * Whether a submission sent again holds what was stored under its id: its time, status, spam
 * verdict and reference are the gateway's own and may differ between attempts (a retry reuses its proof
 * of work, and a retry of a stored review stays in the state staff put it in).
 */
export function sameSubmission(
  submitted: Record<string, unknown>,
  stored: Record<string, unknown>,
): boolean {
  return sameContent(visitorPart(submitted), visitorPart(stored));
}
