/*
 * The start token: the time a form was first touched, signed by the gateway, so the gateway
 * can tell how long the visitor took without keeping any state. `<issuedAtMs>.<hmac hex>`.
 * Web Crypto only, so it runs in the Node server and on serverless platforms alike.
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
async function signature(secret: string, issuedAtMs: number): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(`start-token:${issuedAtMs}`),
  );
  return hex(mac);
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares in time independent of where the first difference is. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signStartToken(secret: string, issuedAtMs: number): Promise<string> {
  return `${issuedAtMs}.${await signature(secret, issuedAtMs)}`;
}

/**
 * The time a start token was issued at, or undefined when it is not one the gateway signed
 * (wrong shape, wrong signature, or issued in the future beyond a second of clock skew
 * between instances).
 */
export async function readStartToken(
  secret: string,
  token: unknown,
  now: number,
): Promise<number | undefined> {
  if (typeof token !== 'string') return undefined;
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return undefined;
  const issuedAt = Number(match[1]);
  if (issuedAt > now + 1_000) return undefined;
  return sameText(match[2] ?? '', await signature(secret, issuedAt)) ? issuedAt : undefined;
}
