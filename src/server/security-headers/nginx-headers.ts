import { siteHeaders } from './policies';

/**
 * The site's headers as nginx `add_header` lines for one server or location block. nginx sends
 * one policy for every file, so it carries the hashes of every inline script the site's HTML
 * files run (print-nginx-headers.ts collects them from the build).
 */
export function nginxHeaderLines(scriptHashes: readonly string[]): string[] {
  return Object.entries(siteHeaders(scriptHashes)).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
}
