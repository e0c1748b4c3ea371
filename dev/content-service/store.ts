import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { removeStaleTempFiles, writeFileDurably } from './durable-write';
import { applyMutations, type MutationResult, type StoredDocument } from './mutations';

const DOCUMENTS_FILE = 'documents.json';
const FILES_FOLDER = 'files';

/**
 * All documents of the dataset, kept in memory and on disk as one `documents.json`.
 *
 * One file rather than one file per document because a transaction must be all or nothing even
 * across a crash: a single rename swaps every change of a transaction in at once, which one file
 * per document cannot do without a journal. Rewriting the whole file on each write is O(dataset),
 * which is fine for the submissions a local stand-in ever holds.
 *
 * Writes go through one queue so two concurrent transactions never build on the same old state
 * and lose each other's documents; a transaction is visible to readers (and acknowledged) only
 * once its file is on disk.
 */
export class DocumentStore {
  private documents: Map<string, StoredDocument>;
  private snapshot: StoredDocument[] | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly dataDir: string,
    documents: Map<string, StoredDocument>,
  ) {
    this.documents = documents;
  }

  static async open(dataDir: string): Promise<DocumentStore> {
    await mkdir(join(dataDir, FILES_FOLDER), { recursive: true });
    await removeStaleTempFiles(dataDir);
    await removeStaleTempFiles(join(dataDir, FILES_FOLDER));
    return new DocumentStore(dataDir, await loadDocuments(join(dataDir, DOCUMENTS_FILE)));
  }

  get(id: string): StoredDocument | undefined {
    return this.documents.get(id);
  }

  /** Every document, as one array reused by queries until the next write. */
  all(): readonly StoredDocument[] {
    this.snapshot ??= [...this.documents.values()];
    return this.snapshot;
  }

  /** Runs mutations as one transaction; resolves once the result is on disk. */
  transact(mutations: readonly unknown[], options: { dryRun?: boolean } = {}) {
    return this.enqueue(async (): Promise<MutationResult[]> => {
      const { changes, results } = applyMutations(this.documents, mutations, {
        now: new Date().toISOString(),
        newId: randomUUID,
        newRev: () => randomUUID().replaceAll('-', '').slice(0, 22),
      });
      if (options.dryRun || changes.size === 0) return results;
      const next = new Map(this.documents);
      for (const [id, document] of changes) {
        if (document) next.set(id, document);
        else next.delete(id);
      }
      await writeFileDurably(this.dataDir, DOCUMENTS_FILE, serialise(next));
      this.documents = next;
      this.snapshot = undefined;
      return results;
    });
  }

  filePath(name: string): string {
    return join(this.dataDir, FILES_FOLDER, name);
  }

  /** Files are named by their content hash, so an existing file already holds these bytes. */
  async saveFile(name: string, bytes: Uint8Array): Promise<void> {
    const exists = await access(this.filePath(name)).then(
      () => true,
      () => false,
    );
    if (!exists) await writeFileDurably(join(this.dataDir, FILES_FOLDER), name, bytes);
  }

  /** Resolves when every write queued so far has finished (or failed). */
  async idle(): Promise<void> {
    await this.queue.catch(() => undefined);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** One document per line keeps the file readable and its diffs small. */
function serialise(documents: ReadonlyMap<string, StoredDocument>): string {
  const lines = [...documents.values()].map((document) => JSON.stringify(document));
  return `{"documents":[\n${lines.join(',\n')}\n]}\n`;
}

async function loadDocuments(path: string): Promise<Map<string, StoredDocument>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // Starting empty would overwrite the file on the next write and lose every submission.
    throw new Error(
      `${path} is not valid JSON (${(error as Error).message}); refusing to start so that nothing in it is overwritten`,
    );
  }
  const list =
    parsed && typeof parsed === 'object' && 'documents' in parsed ? parsed.documents : undefined;
  if (!Array.isArray(list)) throw new Error(`${path} has no "documents" array`);
  const documents = new Map<string, StoredDocument>();
  for (const document of list as StoredDocument[]) documents.set(document._id, document);
  return documents;
}
