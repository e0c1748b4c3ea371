import { createClient, type SanityClient } from '@sanity/client';
import type { GatewayConfig } from './config';
import { createWriteBatcher, type CreatedById, type NewDocument } from './write-batcher';

/** The content service failed, timed out or answered something we cannot trust. */
export class ContentServiceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentServiceError';
  }
}

export interface StoredAsset {
  _id: string;
  _type: string;
  mimeType?: unknown;
}

/** The three calls the gateway makes, each bounded in time. */
export interface ContentClient {
  /**
   * Writes the document unless one with its _id exists; either way the id is stored once.
   * `created` is false when a document with that id was already there.
   */
  createIfNotExists(
    doc: { _id: string; _type: string } & Record<string, unknown>,
  ): Promise<{ created: boolean }>;
  /** The stored document with this id, if any. */
  getDocument(id: string): Promise<Record<string, unknown> | undefined>;
  uploadPdf(bytes: Uint8Array, filename: string): Promise<{ assetId: string }>;
  getAsset(id: string): Promise<StoredAsset | undefined>;
  /** Whether the service answers an authorised read (the gateway's readiness). */
  reachable(): Promise<boolean>;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const status = (err as { statusCode?: unknown }).statusCode;
    return typeof status === 'number' ? `HTTP ${status}: ${err.message}` : err.message;
  }
  return String(err);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function createContentClient(config: GatewayConfig): ContentClient {
  const client: SanityClient = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    // Edge runtimes load the client's browser build, which would warn about the token on
    // every start; here the token is on the server, where it belongs.
    ignoreBrowserTokenWarning: true,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    // The visitor is waiting: one attempt, bounded, and the browser decides about a retry
    // (with the same document id, so a retry cannot store twice).
    maxRetries: 0,
    timeout: config.contentTimeoutMs,
  });

  // The client's own timeout covers a silent socket; this one also covers a server that
  // trickles bytes forever or a call that ignores its signal.
  async function bounded<T>(what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new ContentServiceError(
          `${what}: no answer within ${config.contentTimeoutMs} ms`,
        );
        reject(reason);
        controller.abort(reason);
      }, config.contentTimeoutMs);
    });
    try {
      return await Promise.race([run(controller.signal), timedOut]);
    } catch (err) {
      if (err instanceof ContentServiceError) throw err;
      throw new ContentServiceError(`${what}: ${describe(err)}`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
  }

  /** One transaction of create-if-not-exists mutations; which ids it wrote. */
  async function createAll(docs: readonly NewDocument[]): Promise<CreatedById> {
    const result: unknown = await bounded('create documents', (signal) =>
      client.mutate(
        docs.map((doc) => ({ createIfNotExists: doc })),
        { returnDocuments: false, visibility: 'sync', signal },
      ),
    );
    // A mutation answer always carries a transaction id and a result list; anything else
    // (an HTML error page, a proxy's garbage) means we do not know that it was stored.
    if (
      !isRecord(result) ||
      typeof result.transactionId !== 'string' ||
      !Array.isArray(result.results)
    ) {
      throw new ContentServiceError('create document: unexpected answer from content service');
    }
    // The Content Lake answers operation 'create' only for the documents this call wrote.
    const created = new Map<string, boolean>();
    for (const entry of result.results as unknown[]) {
      if (isRecord(entry) && typeof entry.id === 'string') {
        created.set(entry.id, entry.operation === 'create');
      }
    }
    return created;
  }
  const batcher = createWriteBatcher(createAll, (error) => {
    const status = (error as { cause?: { statusCode?: unknown } }).cause?.statusCode;
    return typeof status === 'number' && status >= 400 && status < 500;
  });

  return {
    createIfNotExists: async (doc) => ({ created: await batcher.createIfNotExists(doc) }),

    async getDocument(id) {
      const doc: unknown = await bounded('read document', (signal) =>
        client.getDocument(id, { signal }),
      );
      if (doc === undefined || doc === null) return undefined;
      if (!isRecord(doc)) {
        throw new ContentServiceError('read document: unexpected answer from content service');
      }
      return doc;
    },

    async uploadPdf(bytes, filename) {
      const document: unknown = await bounded('upload resume', () =>
        client.assets.upload('file', Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
          filename,
          contentType: 'application/pdf',
          preserveFilename: true,
        }),
      );
      if (!isRecord(document) || typeof document._id !== 'string') {
        throw new ContentServiceError('upload resume: unexpected answer from content service');
      }
      return { assetId: document._id };
    },

    async getAsset(id) {
      const doc: unknown = await bounded('read asset', (signal) =>
        client.getDocument(id, { signal }),
      );
      if (doc === undefined || doc === null) return undefined;
      if (!isRecord(doc) || typeof doc._id !== 'string' || typeof doc._type !== 'string') {
        throw new ContentServiceError('read asset: unexpected answer from content service');
      }
      return { _id: doc._id, _type: doc._type, mimeType: doc.mimeType };
    },

    async reachable() {
      // A read of an id nobody writes: it needs the service, the dataset and the token to work.
      await bounded('readiness', (signal) => client.getDocument('readiness-probe', { signal }));
      return true;
    },
  };
}
