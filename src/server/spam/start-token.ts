/*
 * The start token: the time a form was first touched and the form it was issued for, signed by
 * the gateway: `<issuedAtMs>.<form>.<nonce>.<hmac hex>`. The signature lets the gateway tell how
 * long the visitor took without keeping any state until the token is used; the nonce makes every
 * token unique (two forms touched in the same millisecond get different ones), so the replay
 * store can take each token once. Web Crypto only, so it runs in the Node server and on
 * serverless platforms alike.
 */

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    keys.set(secret, key);
  }
  return key;
}

// The signed text names its purpose, so no other signature made with the same key (the
// proof-of-work challenges sign bare hex digests) can pass for a start token.
async function signature(secret: string, issuedAtMs: number, form: string, nonce: string) {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(`start-token:${issuedAtMs}:${form}:${nonce}`),
  );
  return hex(mac);
}

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares in time independent of where the first difference is. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The form a token names: a kind's name, or `any` for a challenge asked for without a known
 * form (a page's script from before forms named theirs), which no submission accepts.
 */
const FORM = /^[a-z]{1,20}$/;
export const NO_FORM = 'any';

/** A new start token for `form`, issued at `issuedAtMs`. */
export async function signStartToken(
  secret: string,
  issuedAtMs: number,
  form: string,
): Promise<string> {
  const named = FORM.test(form) ? form : NO_FORM;
  const nonce = hex(crypto.getRandomValues(new Uint8Array(8)));
  return `${issuedAtMs}.${named}.${nonce}.${await signature(secret, issuedAtMs, named, nonce)}`;
}

/** What a start token the gateway signed says; `claim` is its key in the replay store. */
export interface StartToken {
  issuedAt: number;
  form: string;
  claim: string;
}

/** Where start tokens are remembered in the replay store, apart from proofs' challenges. */
export const START_CLAIM_PREFIX = 'start:';

/**
 * What a start token says, or undefined when it is not one the gateway signed (wrong shape,
 * wrong signature, or issued in the future beyond a second of clock skew between instances).
 */
export async function readStartToken(
  secret: string,
  token: unknown,
  now: number,
): Promise<StartToken | undefined> {
  if (typeof token !== 'string') return undefined;
  const match = /^(\d{1,15})\.([a-z]{1,20})\.([0-9a-f]{16})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return undefined;
  const [, at = '', form = '', nonce = '', mac = ''] = match;
  const issuedAt = Number(at);
  if (issuedAt > now + 1_000) return undefined;
  if (!sameText(mac, await signature(secret, issuedAt, form, nonce))) return undefined;
  return { issuedAt, form, claim: `${START_CLAIM_PREFIX}${mac}` };
}
