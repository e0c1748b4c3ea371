import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash, X509Certificate } from 'node:crypto';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/*
 * The certificate of the service's HTTPS address. Browsers speak HTTP/2 only over TLS, and the
 * Studio needs HTTP/2: it keeps several event streams open, and over HTTP/1.1 a browser's six
 * connections to one host fill up until a request is never sent. Made on first start for the
 * exact host names (browsers refuse a wildcard under localhost), kept beside the data, and made
 * again when the names change or it nears its end. Self-signed: a browser asks once to accept
 * it; the tests tell Chromium to trust it.
 */

const FILE = 'local-tls.json';
const LIFETIME_DAYS = 397;
const RENEW_BEFORE_MS = 7 * 24 * 3600 * 1000;

export interface LocalCertificate {
  key: string;
  cert: string;
  /** base64 SHA-256 of its public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

function spkiOf(cert: string): string {
  const der = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

function stillGood(cert: string, hosts: readonly string[]): boolean {
  const x509 = new X509Certificate(cert);
  const names = (x509.subjectAltName ?? '').split(', ').map((entry) => entry.replace(/^DNS:/, ''));
  return (
    hosts.every((host) => names.includes(host)) &&
    new Date(x509.validTo).getTime() - Date.now() > RENEW_BEFORE_MS
  );
}

/** The certificate for `hosts`, from `dir` when it is there and still fits, else a new one. */
export async function localCertificate(
  dir: string,
  hosts: readonly string[],
): Promise<LocalCertificate> {
  const file = join(dir, FILE);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { key: string; cert: string };
    if (stillGood(kept.cert, hosts)) return { ...kept, spki: spkiOf(kept.cert) };
  }
  const pems = await generate([{ name: 'commonName', value: hosts[0] ?? 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + LIFETIME_DAYS * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: hosts.map((value) => ({ type: 2 as const, value })) },
    ],
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify({ key: pems.private, cert: pems.cert }), { mode: 0o600 });
  return { key: pems.private, cert: pems.cert, spki: spkiOf(pems.cert) };
}
