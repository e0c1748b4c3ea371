/**
 * Finds the number hidden in a proof-of-work challenge: the n from 0 to `max` whose SHA-256
 * digest of `salt + n` (in hex) is `challenge`, or null when there is none. ALTCHA's classic
 * protocol, which the gateway's altcha-lib checks.
 *
 * It is the source of the form's Web Worker (its text is turned into the worker's script), so
 * it must be self-contained: nothing from outside its own body, no imports. SHA-256 is written
 * out here, synchronous, rather than asked of crypto.subtle: a partner page served over plain
 * http:// is not a secure context, and neither it nor its workers have crypto.subtle (a browser
 * test sends from such a page); and where it exists, one awaited digest per guess costs far
 * more than the hash itself, while a phone tries thousands of guesses.
 */
export function solveProof(challenge: string, salt: string, max: number): number | null {
  // The round constants and initial state: the first 32 bits of the fractional parts of the
  // cube roots of the first 64 primes, and of the square roots of the first 8.
  const k = new Uint32Array(64);
  const initial = new Uint32Array(8);
  for (let candidate = 2, found = 0; found < 64; candidate++) {
    let prime = true;
    for (let d = 2; d * d <= candidate; d++) if (candidate % d === 0) prime = false;
    if (!prime) continue;
    if (found < 8) initial[found] = ((Math.sqrt(candidate) % 1) * 2 ** 32) >>> 0;
    k[found++] = ((Math.cbrt(candidate) % 1) * 2 ** 32) >>> 0;
  }
  const target = new Uint32Array(8);
  for (let i = 0; i < 8; i++) target[i] = parseInt(challenge.slice(i * 8, i * 8 + 8), 16) >>> 0;

  const prefix = new TextEncoder().encode(salt);
  // Room for the salt, up to 16 digits, the 0x80 byte and the 8-byte length, in whole blocks.
  const bytes = new Uint8Array(((prefix.length + 16 + 9 + 63) >> 6) << 6);
  bytes.set(prefix);
  const w = new Uint32Array(64);
  const h = new Uint32Array(8);

  // One guess after another, each hashed in place: no inner function, so the text of this one
  // stays self-contained whatever a build adds to named functions.
  for (let n = 0; n <= max; n++) {
    const digits = String(n);
    for (let i = 0; i < digits.length; i++) bytes[prefix.length + i] = digits.charCodeAt(i);
    const length = prefix.length + digits.length;
    const blocks = (length + 9 + 63) >> 6;
    bytes.fill(0, length, blocks * 64);
    bytes[length] = 0x80;
    const bits = length * 8;
    const end = blocks * 64;
    bytes[end - 4] = bits >>> 24;
    bytes[end - 3] = bits >>> 16;
    bytes[end - 2] = bits >>> 8;
    bytes[end - 1] = bits;
    h.set(initial);
    for (let block = 0; block < blocks; block++) {
      const at = block * 64;
      for (let i = 0; i < 16; i++) {
        const j = at + i * 4;
        w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
      }
      for (let i = 16; i < 64; i++) {
        const a = w[i - 15]!;
        const b = w[i - 2]!;
        const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
        const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
        w[i] = w[i - 16]! + s0 + w[i - 7]! + s1;
      }
      let a = h[0]!;
      let b = h[1]!;
      let c = h[2]!;
      let d = h[3]!;
      let e = h[4]!;
      let f = h[5]!;
      let g = h[6]!;
      let hh = h[7]!;
      for (let i = 0; i < 64; i++) {
        const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        const t1 = (hh + s1 + ((e & f) ^ (~e & g)) + k[i]! + w[i]!) | 0;
        const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        hh = g;
        g = f;
        f = e;
        e = (d + t1) | 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) | 0;
      }
      // A Uint32Array keeps each sum modulo 2^32, as SHA-256 adds.
      h[0] = h[0]! + a;
      h[1] = h[1]! + b;
      h[2] = h[2]! + c;
      h[3] = h[3]! + d;
      h[4] = h[4]! + e;
      h[5] = h[5]! + f;
      h[6] = h[6]! + g;
      h[7] = h[7]! + hh;
    }
    let found = true;
    for (let i = 0; i < 8; i++) if (h[i] !== target[i]) found = false;
    if (found) return n;
  }
  return null;
}
