import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A build's manifest: the site's by default, or another one written beside it (the embed's). */
export function readManifest(distDir: string, file = '.vite/manifest.json'): Manifest {
  return JSON.parse(readFileSync(join(distDir, file), 'utf8')) as Manifest;
}

export function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

/** Every file a chunk pulls in through static imports, itself included. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export interface RouteChunk {
  page: string;
  /** gzip bytes of JS and CSS that the route loads beyond what the first paint already has. */
  gzip: number;
}

/**
 * The site's page chunks (src/site/pages/<name>/<name>-page.tsx) and what each adds on top of
 * the entry's first-paint files.
 */
export function measureRouteChunks(distDir: string): RouteChunk[] {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find(
    (k) => manifest[k]?.isEntry && k.endsWith('index.html'),
  );
  const base = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  return Object.keys(manifest)
    .filter((k) => /src\/site\/pages\/[^/]+\/[^/]+-page\.tsx$/.test(k))
    .sort()
    .map((k) => {
      const files = new Set<string>();
      for (const key of staticClosure(manifest, k)) {
        if (base.has(key)) continue;
        const chunk = manifest[key];
        if (!chunk) continue;
        files.add(chunk.file);
        for (const css of chunk.css ?? []) files.add(css);
      }
      const gzip = [...files].reduce((sum, f) => sum + gzipBytes(distDir, f), 0);
      return { page: k.replace(/^.*\/pages\/([^/]+)\/.*$/, '$1'), gzip };
    });
}
