import { createHash } from 'node:crypto';
import type { PrivacyConfig } from './privacy-config';
import type { FileAsset } from './stored-documents';

const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * The token goes only to the configured API host or to Sanity's own hosts: an asset's URL is
 * read from the store, and a token must never follow it anywhere else.
 */
function mayCarryToken(url: URL, config: PrivacyConfig): boolean {
  const { apiHost } = config.content;
  if (apiHost) return url.origin === new URL(apiHost).origin;
  return url.protocol === 'https:' && url.hostname.endsWith('.sanity.io');
}

/** A stored file's bytes, checked against the content hash its asset document states. */
export async function downloadFile(asset: FileAsset, config: PrivacyConfig): Promise<Uint8Array> {
  if (!asset.url) throw new Error(`File ${asset._id} has no URL`);
  const url = new URL(asset.url);
  const headers = mayCarryToken(url, config)
    ? { Authorization: `Bearer ${config.content.token}` }
    : undefined;
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`File ${asset._id}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  if (asset.sha1hash && sha1 !== asset.sha1hash) {
    throw new Error(`File ${asset._id}: the bytes received do not match its stored hash`);
  }
  return bytes;
}

/** The file's name in an export: its asset id, so no uploaded name can reach a path. */
export function exportFileName(asset: FileAsset): string {
  const extension = /^[a-z0-9]{1,10}$/.test(asset.extension ?? '') ? asset.extension : 'bin';
  return `${asset._id.replace(/[^A-Za-z0-9_-]/g, '_')}.${extension}`;
}
