import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createMemoryOutbox, type MailJob, type Outbox } from './outbox';

/** How many sent ids are remembered against mailing a replay twice. */
const SENT_REMEMBERED = 10_000;

interface SavedJob {
  job: MailJob;
  /** When the job is due (ms since the epoch). */
  due: number;
}

function isSavedJob(value: unknown): value is SavedJob {
  const saved = value as Partial<SavedJob> | null;
  const job = saved?.job as Partial<MailJob> | undefined;
  return (
    typeof saved?.due === 'number' &&
    typeof job?.id === 'string' &&
    typeof job.failures === 'number' &&
    typeof job.mail === 'object' &&
    job.mail !== null
  );
}

/** A file name for a document id: the id itself when it is plain, else its hash. */
function fileName(id: string): string {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/.test(id)
    ? `${id}.json`
    : `${createHash('sha256').update(id).digest('hex')}.json`;
}

let writes = 0;

/** Writes a file whole or not at all: a temp file, flushed to disk, then renamed over. */
async function writeWhole(path: string, text: string) {
  writes += 1;
  const temp = `${path}.${process.pid}-${writes}.tmp`;
  const file = await open(temp, 'w', 0o600);
  try {
    await file.writeFile(text, 'utf8');
    await file.datasync();
  } finally {
    await file.close();
  }
  await rename(temp, path);
}

async function removeFile(path: string) {
  await unlink(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}

/**
 * An outbox kept in a folder, one file per waiting mail: the gateway's outbox without Redis,
 * and its fallback while Redis is unreachable. A mail is on disk before `add` resolves and its
 * file goes only once it is sent or given up, so a stop, a crash or a restart loses none: at
 * start every file found is due again (a mail being sent when the process died may go twice;
 * mail is sent at least once). Scheduling and leases are kept in memory, so one process uses
 * a folder at a time. The files hold the mail's text (the visitor's details): the folder is
 * readable by its owner only.
 */
export async function openFileOutbox(
  dir: string,
  log: (line: string) => void,
  now: () => number = Date.now,
): Promise<Outbox> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const memory = createMemoryOutbox();
  const waiting = new Set<string>();

  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if (name.endsWith('.tmp')) {
      // A write cut short by a crash; the mail it was writing is still in its previous state.
      await removeFile(path);
      continue;
    }
    if (!name.endsWith('.json')) continue;
    let saved: unknown;
    try {
      saved = JSON.parse(await readFile(path, 'utf8'));
    } catch {
      saved = undefined;
    }
    if (!isSavedJob(saved)) {
      log(`[mail] WARNING: ${path} is not a waiting mail; left where it is`);
      continue;
    }
    waiting.add(saved.job.id);
    await memory.add(saved.job, now());
    // Due again at once, but a digest still collecting keeps the end of its hour.
    await memory.retryAt(saved.job, saved.job.digest ? saved.due : Math.min(saved.due, now()));
  }
  if (waiting.size > 0) {
    log(`[mail] ${waiting.size} notification(s) waiting in ${dir} from before; sending them`);
  }

  const pathOf = (id: string) => join(dir, fileName(id));
  // Ids sent lately, so a replayed submission is not mailed again (insertion order: oldest first).
  const sent = new Set<string>();

  return {
    async add(job, at) {
      if (waiting.has(job.id) || sent.has(job.id)) return;
      await writeWhole(pathOf(job.id), JSON.stringify({ job, due: at } satisfies SavedJob));
      waiting.add(job.id);
      await memory.add(job, at);
    },
    async collect(job, copy, dueAt, maxCopies) {
      if (sent.has(job.id) || !(await memory.collect(job, copy, dueAt, maxCopies))) return false;
      const entry = memory.peek(job.id);
      if (entry) {
        await writeWhole(pathOf(job.id), JSON.stringify({ ...entry } satisfies SavedJob));
        waiting.add(job.id);
      }
      return true;
    },
    claim: (at, leaseMs) => memory.claim(at, leaseMs),
    async done(id) {
      await removeFile(pathOf(id));
      waiting.delete(id);
      await memory.done(id);
      sent.add(id);
      if (sent.size > SENT_REMEMBERED) sent.delete(sent.values().next().value as string);
    },
    async retryAt(job, dueAt) {
      await writeWhole(pathOf(job.id), JSON.stringify({ job, due: dueAt } satisfies SavedJob));
      await memory.retryAt(job, dueAt);
    },
    async drop(id) {
      await removeFile(pathOf(id));
      waiting.delete(id);
      await memory.drop(id);
    },
    size: () => memory.size(),
  };
}
