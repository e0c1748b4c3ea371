import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /(?:^|\s)src\s*=/i;

/** Script types a browser runs; any other type (application/ld+json, importmap aside) is data. */
const RUNNABLE = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/**
 * The CSP source of each inline script a browser would run in this HTML, `'sha256-<base64>'`
 * of the exact text between its tags (a script element's text is not decoded, so the source
 * bytes are what the browser hashes). Scripts with `src` are covered by the policy's origins;
 * data blocks such as JSON-LD are never run, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!RUNNABLE.has(value)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
