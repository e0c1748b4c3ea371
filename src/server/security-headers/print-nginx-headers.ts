import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes } from './inline-scripts';
import { nginxHeaderLines } from './nginx-headers';

/*
 * Prints the site's security headers for nginx from a build, e.g.
 *   npx tsx src/server/security-headers/print-nginx-headers.ts dist > /etc/nginx/snippets/kalpa-site-headers.conf
 * Run it at every deploy: the policy names each inline script by its hash, so a changed script
 * needs the new line (the browser would refuse to run it otherwise).
 */
const folder = process.argv[2] ?? 'dist';
const hashes = new Set<string>();
for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.html')) continue;
  for (const hash of inlineScriptHashes(readFileSync(join(folder, file), 'utf8'))) hashes.add(hash);
}
console.log(`# Security headers of the site in ${folder}, with the hashes of its inline scripts`);
for (const line of nginxHeaderLines([...hashes].sort())) console.log(line);
