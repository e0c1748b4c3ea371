/*
 * The short reference a visitor is given for a stored submission, e.g. `KR-7F3K2Q`: six
 * characters a person can read out on the phone, made from the stored document's id, so the
 * browser, the gateway, the staff mail and the Studio all arrive at the same one without asking
 * each other. It imports nothing: the forms show it, the gateway stores it beside the id.
 *
 * Its alphabet is the digits 2 to 9 and the letters without I and O (32 signs, 5 bits each):
 * no 0 to take for O, no 1 to take for I. Six signs hold 30 bits, about 1.07 billion
 * references. Two submissions share one by chance: after 1,000 stored submissions the odds
 * that any two do are about 1 in 2,100 (n^2 / 2^31), after 10,000 about 1 in 22; a new one
 * matches one of 10,000 before it about once in 107,000. A shared reference finds both
 * documents (staff tell them apart by name), never a wrong one alone; the id stays unique.
 */

/** The signs of a reference, in the order of their 5-bit values. */
export const REFERENCE_SIGNS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** What every reference starts with: the company's initials. */
export const REFERENCE_PREFIX = 'KR-';

/** A reference as the gateway stores it and the forms show it: `KR-` and six signs. */
export const REFERENCE_PATTERN = /^KR-[2-9A-HJ-NP-Z]{6}$/;

/**
 * The reference of a stored submission's id (`application.b65a8102-...`): FNV-1a over the id's
 * characters, mixed once more (MurmurHash3's finaliser, so every bit of the id moves every sign),
 * then 30 of its 32 bits as six signs.
 */
export function referenceOf(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  let signs = '';
  for (let i = 0; i < 6; i++) signs += REFERENCE_SIGNS[(hash >>> (i * 5)) & 31];
  return REFERENCE_PREFIX + signs;
}
