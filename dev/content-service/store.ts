import { randomUUID } from 'node:crypto';
import { access, mkdir, open, readdir, readFile, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { removeStaleTempFiles, syncFolder, writeFileDurably } from './durable-write';
import { encodeRecord, replayJournal, type JournalEntry } from './journal';
import { applyMutations, type MutationResult, type StoredDocument } from './mutations';

const DOCUMENTS_FILE = 'documents.json';
const JOURNAL_FILE = 'journal.ndjson';
const FILES_FOLDER = 'files';
/** Past this size the journal is folded into documents.json and emptied. */
export const JOURNAL_LIMIT_BYTES = 16 * 1024 * 1024;

/** The mutations of a transaction, or how to make them from the documents as they then are. */
export type TransactionInput =
  | readonly unknown[]
  | ((current: { get(id: string): StoredDocument | undefined }) => readonly unknown[]);

export interface TransactionOptions {
  dryRun?: boolean;
  /** The client's own id for it (the Studio matches its edits' echoes by it); else one is made. */
  transactionId?: string;
  /** Who writes: the user or robot the request's token belongs to. */
  identity?: string;
}

export interface Transaction {
  transactionId: string;
  results: MutationResult[];
}

/** One document a committed transaction changed: before and after (undefined: none). */
export interface CommittedChange {
  id: string;
  before: StoredDocument | undefined;
  after: StoredDocument | undefined;
  /** The transaction's mutations of this document, as sent. */
  mutations: unknown[];
}

/** A transaction once it is on disk and visible to readers, as listeners are told of it. */
export interface Commit {
  transactionId: string;
  identity: string;
  timestamp: string;
  changes: CommittedChange[];
}

interface Pending {
  input: TransactionInput;
  options: TransactionOptions;
  resolve(transaction: Transaction): void;
  reject(error: unknown): void;
}

/** A transaction id as the Content Lake makes them: 22 letters and digits. */
export const newTransactionId = () => randomUUID().replaceAll('-', '').slice(0, 22);

/**
 * All documents of the dataset, in memory, and on disk as a snapshot (`documents.json`) plus an
 * append-only journal (`journal.ndjson`) of every transaction since.
 *
 * A write appends one record per transaction and fsyncs once, so its cost does not grow with
 * the dataset; transactions that arrive while a write is on its way are committed together
 * with one fsync (group commit). A transaction is one record, so after a crash it is all there
 * or not at all. It is visible to readers (and acknowledged) only once its record is on disk.
 * At start-up, and when the journal passes JOURNAL_LIMIT_BYTES, the journal is folded into a
 * new snapshot (written to a temp file and renamed) and emptied.
 */
export class DocumentStore {
  private snapshot: StoredDocument[] | undefined;
  private pending: Pending[] = [];
  private flushing: Promise<void> | undefined;
  /** The journal's size: everything in it is acknowledged. */
  private journalBytes = 0;
  private closed = false;
  private readonly watchers = new Set<(commit: Commit) => void>();

  private constructor(
    readonly dataDir: string,
    private documents: Map<string, StoredDocument>,
    private journal: FileHandle,
    private readonly journalLimit: number,
  ) {}

  static async open(
    dataDir: string,
    options: { journalLimitBytes?: number } = {},
  ): Promise<DocumentStore> {
    await mkdir(join(dataDir, FILES_FOLDER), { recursive: true });
    await removeStaleTempFiles(dataDir);
    await removeStaleTempFiles(join(dataDir, FILES_FOLDER));
    const { documents, journalRecords, tornBytes } = await readStoredState(dataDir);
    if (journalRecords > 0 || tornBytes > 0) await compact(dataDir, documents);
    await removeFilesWithoutAsset(join(dataDir, FILES_FOLDER), documents);
    const journal = await open(join(dataDir, JOURNAL_FILE), 'a');
    await syncFolder(dataDir);
    return new DocumentStore(
      dataDir,
      documents,
      journal,
      options.journalLimitBytes ?? JOURNAL_LIMIT_BYTES,
    );
  }

  get(id: string): StoredDocument | undefined {
    return this.documents.get(id);
  }

  /** Every document, as one array reused by queries until the next write. */
  all(): readonly StoredDocument[] {
    this.snapshot ??= [...this.documents.values()];
    return this.snapshot;
  }

  /**
   * Runs mutations as one transaction; resolves once the result is on disk. Every document it
   * changes gets the transaction's id as its `_rev`, as on the Content Lake.
   */
  transact(input: TransactionInput, options: TransactionOptions = {}): Promise<Transaction> {
    return new Promise((resolve, reject) => {
      this.pending.push({ input, options, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Tells `watcher` of every transaction from now on, once it is visible; returns the stop. */
  watch(watcher: (commit: Commit) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
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
    while (this.flushing) await this.flushing;
  }

  /** Waits for queued writes and closes the journal. */
  async close(): Promise<void> {
    await this.idle();
    if (this.closed) return;
    this.closed = true;
    await this.journal.close();
  }

  /** Commits every queued transaction, batch after batch, until none is left. */
  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0);
        await this.commit(batch);
      }
    } finally {
      this.flushing = undefined;
    }
  }

  private async commit(batch: Pending[]): Promise<void> {
    // Changes of this batch so far: each transaction sees the ones before it.
    const changed = new Map<string, StoredDocument | null>();
    const view = {
      get: (id: string) =>
        changed.has(id) ? (changed.get(id) ?? undefined) : this.documents.get(id),
    };
    const records: string[] = [];
    const done: { task: Pending; transaction: Transaction; commit: Commit | undefined }[] = [];
    for (const task of batch) {
      try {
        const transactionId = task.options.transactionId ?? newTransactionId();
        const now = new Date().toISOString();
        const mutations = typeof task.input === 'function' ? task.input(view) : task.input;
        const { changes, results } = applyMutations(view, mutations, {
          now,
          newId: randomUUID,
          newRev: () => transactionId,
        });
        let commit: Commit | undefined;
        if (!task.options.dryRun && changes.size > 0) {
          commit = {
            transactionId,
            identity: task.options.identity ?? '',
            timestamp: now,
            changes: [...changes].map(([id, after]) => ({
              id,
              before: view.get(id),
              after: after ?? undefined,
              mutations: mutations.filter((_, index) => results[index]?.id === id),
            })),
          };
          for (const [id, document] of changes) changed.set(id, document);
          records.push(encodeRecord([...changes] as JournalEntry[]));
        }
        done.push({ task, transaction: { transactionId, results }, commit });
      } catch (error) {
        task.reject(error); // only this transaction fails; the others of the batch go on
      }
    }
    if (records.length > 0) {
      const bytes = Buffer.from(records.join(''));
      try {
        await this.journal.write(bytes);
        await this.journal.datasync();
      } catch (error) {
        // Cut off whatever part of the batch reached the file, so that a later good record
        // never follows a broken one (which would refuse the next start).
        await this.journal.truncate(this.journalBytes).catch(() => undefined);
        for (const { task } of done) task.reject(error);
        return;
      }
      this.journalBytes += bytes.length;
      const deletedFiles: string[] = [];
      for (const [id, document] of changed) {
        const name = storedFileName(this.documents.get(id));
        if (name && !document) deletedFiles.push(name);
        if (document) this.documents.set(id, document);
        else this.documents.delete(id);
      }
      this.snapshot = undefined;
      // As on the Content Lake, deleting a file asset's document deletes its bytes. A crash
      // before this leaves bytes without a document, which the next start removes.
      await Promise.all(deletedFiles.map((name) => rm(this.filePath(name), { force: true })));
    }
    for (const { task, transaction, commit } of done) {
      if (commit) this.tell(commit);
      task.resolve(transaction);
    }
    if (this.journalBytes > this.journalLimit) await this.compactNow();
  }

  private tell(commit: Commit) {
    for (const watcher of this.watchers) {
      try {
        watcher(commit);
      } catch (error) {
        console.error('content service: a listener failed:', error);
      }
    }
  }

  private async compactNow(): Promise<void> {
    try {
      // The open journal is emptied in place: replacing the file would leave this handle
      // appending to the old, unlinked one.
      await writeFileDurably(this.dataDir, DOCUMENTS_FILE, serialise(this.documents));
      await this.journal.truncate(0);
      await this.journal.datasync();
      this.journalBytes = 0;
    } catch (error) {
      // The journal still holds everything; the next write tries again.
      console.error('content service: compaction failed:', error);
    }
  }
}

const STORED_FILE_NAME = /^[0-9a-f]{40}\.[a-z0-9]{1,10}$/;

/** The name of the stored bytes of a file asset document (`<sha1>.<ext>`), else undefined. */
function storedFileName(document: StoredDocument | undefined): string | undefined {
  if (document?._type !== 'sanity.fileAsset') return undefined;
  const name = `${String(document.sha1hash)}.${String(document.extension)}`;
  return STORED_FILE_NAME.test(name) ? name : undefined;
}

/** Bytes whose asset document was deleted (or never written, in a crash mid-upload). */
async function removeFilesWithoutAsset(
  folder: string,
  documents: ReadonlyMap<string, StoredDocument>,
): Promise<void> {
  const kept = new Set<string>();
  for (const document of documents.values()) {
    const name = storedFileName(document);
    if (name) kept.add(name);
  }
  const names = await readdir(folder);
  await Promise.all(
    names
      .filter((name) => STORED_FILE_NAME.test(name) && !kept.has(name))
      .map((name) => rm(join(folder, name), { force: true })),
  );
}

/**
 * Writes every document into a new documents.json (temp file, fsync, rename). The journal is
 * emptied only after, so a crash in between replays records the snapshot already holds, which
 * changes nothing: each record sets whole documents.
 */
async function compact(dataDir: string, documents: ReadonlyMap<string, StoredDocument>) {
  // Only before the journal is opened for appending (see compactNow).
  await writeFileDurably(dataDir, DOCUMENTS_FILE, serialise(documents));
  await writeFileDurably(dataDir, JOURNAL_FILE, '');
}

/** One document per line keeps the file readable and its diffs small. */
function serialise(documents: ReadonlyMap<string, StoredDocument>): string {
  const lines = [...documents.values()].map((document) => JSON.stringify(document));
  return `{"documents":[\n${lines.join(',\n')}\n]}\n`;
}

/**
 * What a data folder holds: the snapshot with the journal replayed over it. Reads only, so a
 * test can look at what survived a crash without starting the service.
 */
export async function readStoredState(dataDir: string): Promise<{
  documents: Map<string, StoredDocument>;
  journalRecords: number;
  tornBytes: number;
}> {
  const documents = await loadSnapshot(join(dataDir, DOCUMENTS_FILE));
  const path = join(dataDir, JOURNAL_FILE);
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const { transactions, tornBytes } = replayJournal(text, path);
  for (const entries of transactions) {
    for (const [id, document] of entries) {
      if (document) documents.set(id, document);
      else documents.delete(id);
    }
  }
  return { documents, journalRecords: transactions.length, tornBytes };
}

async function loadSnapshot(path: string): Promise<Map<string, StoredDocument>> {
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
    // Starting empty would overwrite the file on the next compaction and lose every submission.
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
