import type { Hono } from 'hono';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { loopbackOnly, type Env } from './access';
import { ServiceError } from './errors';
import { bodyBytes } from './request-body';
import { API_VERSION, type Dataset } from './api-path';
import type { DocumentStore } from './store';

const ASSET_LIMIT = 10 * 1024 * 1024;
/** Stored files are named by their content hash and extension. */
const FILE_NAME = /^[0-9a-f]{40}\.[a-z0-9]{1,10}$/;

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  json: 'application/json',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  zip: 'application/zip',
};
const EXTENSION_BY_MIME = Object.fromEntries(
  Object.entries(MIME_BY_EXTENSION).map(([extension, mime]) => [mime, extension]),
);

function fileResponse(path: string, size: number, name: string): Response {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  // Only PDFs open inline: any other upload could be HTML or script that would then run on this
  // origin, where the submissions listing lives.
  const inline = extension === 'pdf';
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: {
      'content-type': inline ? 'application/pdf' : 'application/octet-stream',
      'content-length': String(size),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
    },
  });
}

async function storedFile(store: DocumentStore, name: string) {
  if (!FILE_NAME.test(name)) return undefined;
  const info = await stat(store.filePath(name)).catch(() => undefined);
  return info?.isFile() ? info : undefined;
}

/** The listing's file links: a browser following a link cannot send the bearer token. */
export function listingFileRoutes(app: Hono<Env>, store: DocumentStore) {
  app.get('/resumes/:name', loopbackOnly, async (c) => {
    const name = c.req.param('name');
    const info = await storedFile(store, name);
    if (!info) return c.text('No such stored file', 404);
    return fileResponse(store.filePath(name), info.size, name);
  });
}

/**
 * File assets as the Content Lake keeps them: the upload answers a `sanity.fileAsset` document
 * with id `file-<sha1>-<ext>`, and the file is served under its `path`. Uploading the same bytes
 * again answers the same document.
 */
export function assetRoutes(
  app: Hono<Env>,
  store: DocumentStore,
  dataset: Dataset,
  baseUrl: () => string,
) {
  app.post(`/${API_VERSION}/assets/images/:dataset`, () => {
    throw new ServiceError(400, 'validationError', 'Only file assets are supported here');
  });

  app.post(`/${API_VERSION}/assets/files/:dataset`, async (c) => {
    dataset.check(c.req.param('dataset'));
    const bytes = await bodyBytes(c.req.raw, ASSET_LIMIT);
    if (bytes.byteLength === 0)
      throw new ServiceError(400, 'validationError', 'The uploaded file is empty');
    const filename = c.req.query('filename')?.slice(0, 255) || undefined;
    const declaredMime = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const fromName = /\.([a-z0-9]{1,10})$/i.exec(filename ?? '')?.[1]?.toLowerCase();
    const extension = fromName ?? (declaredMime && EXTENSION_BY_MIME[declaredMime]) ?? 'bin';
    const mimeType =
      declaredMime && declaredMime !== 'application/octet-stream'
        ? declaredMime
        : (MIME_BY_EXTENSION[extension] ?? 'application/octet-stream');
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const name = `${sha1}.${extension}`;
    const path = `files/${dataset.projectId}/${dataset.name}/${name}`;
    await store.saveFile(name, bytes);
    const {
      results: [result],
    } = await store.transact([
      {
        createIfNotExists: {
          _id: `file-${sha1}-${extension}`,
          _type: 'sanity.fileAsset',
          assetId: sha1,
          extension,
          mimeType,
          originalFilename: filename ?? name,
          path,
          sha1hash: sha1,
          size: bytes.byteLength,
          uploadId: randomUUID(),
          url: `${baseUrl()}/${path}`,
        },
      },
    ]);
    // The same bytes' asset may have been deleted, with its file, between the save above and
    // this answer; saving again (a no-op when the file is there) keeps the answer true.
    await store.saveFile(name, bytes);
    return c.json({ document: result?.document });
  });

  app.get('/files/:projectId/:dataset/:name', async (c) => {
    dataset.check(c.req.param('dataset'));
    const name = c.req.param('name');
    const info = await storedFile(store, name);
    if (!info) throw new ServiceError(404, 'notFound', `File ${name} not found`);
    return fileResponse(store.filePath(name), info.size, name);
  });
}
