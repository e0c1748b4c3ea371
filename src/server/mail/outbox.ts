import type { OutgoingMail } from './compose';

/** A partner copy held back for the partner's digest. */
export interface DigestCopy {
  subject: string;
  text: string;
  /** When the lead came (ms since the epoch). */
  at: number;
}

/** A partner's copies held back in one hour, sent together when it is over. */
export interface Digest {
  partner: string;
  /** The hour the copies came in (ms since the epoch). */
  from: number;
  until: number;
  /** The partner's limits, for the digest to say why its copies waited. */
  perHour: number;
  perDay: number;
  copies: DigestCopy[];
  /** Copies past the most one digest holds: counted, not kept. */
  more: number;
}

/** A notification waiting to be sent, keyed by its document id. */
export interface MailJob {
  id: string;
  /** The mail; for a digest its envelope, its subject and text written when it is sent. */
  mail: OutgoingMail;
  /** Failed attempts so far. */
  failures: number;
  /** When the first attempt failed (ms since the epoch); absent before any failure. */
  firstFailedAt?: number;
  digest?: Digest;
}

/**
 * Where notifications wait until the mail server takes them. At least once: a job stays until
 * `done`, and a claimed job is leased for a while, so a sender that dies mid-send leaves it to
 * be claimed again, and two senders never hold it at once.
 */
export interface Outbox {
  /** Adds a job unless one for the same document is waiting or was sent recently. */
  add(job: MailJob, now: number): Promise<void>;
  /**
   * Adds `copy` to the digest `job.id`, which starts as `job` (its digest empty), due at
   * `dueAt`, when none is waiting; past `maxCopies` a copy is only counted. False when that
   * digest was already sent: the copy is not in it.
   */
  collect(job: MailJob, copy: DigestCopy, dueAt: number, maxCopies: number): Promise<boolean>;
  /** Takes the earliest job that is due and leases it for `leaseMs`. */
  claim(now: number, leaseMs: number): Promise<MailJob | undefined>;
  /** The job was sent: removed, and remembered so a replay does not send it again. */
  done(id: string): Promise<void>;
  /** The attempt failed: the job, with its failure count, is due again at `dueAt`. */
  retryAt(job: MailJob, dueAt: number): Promise<void>;
  /** Given up after every retry failed. */
  drop(id: string): Promise<void>;
  /** Jobs waiting, leased ones included. */
  size(): Promise<number>;
}

/** How many sent ids an in-memory outbox remembers, against sending a replay twice. */
const SENT_REMEMBERED = 10_000;

/**
 * An outbox in this process: lost on restart, which is why REDIS_URL keeps it in Redis. `peek`
 * shows a waiting job and when it is due (for the folder outbox, which keeps each on disk).
 */
export function createMemoryOutbox(): Outbox & {
  peek(id: string): { job: MailJob; due: number } | undefined;
} {
  const jobs = new Map<string, { job: MailJob; due: number }>();
  const sent = new Set<string>();

  return {
    add(job, now) {
      if (!jobs.has(job.id) && !sent.has(job.id)) jobs.set(job.id, { job, due: now });
      return Promise.resolve();
    },
    collect(job, copy, dueAt, maxCopies) {
      if (sent.has(job.id)) return Promise.resolve(false);
      let entry = jobs.get(job.id);
      if (!entry?.job.digest) {
        entry = { job: { ...job, digest: emptyDigest(job) }, due: dueAt };
        jobs.set(job.id, entry);
      }
      addCopy(entry.job.digest!, copy, maxCopies);
      return Promise.resolve(true);
    },
    claim(now, leaseMs) {
      let first: { job: MailJob; due: number } | undefined;
      for (const entry of jobs.values()) {
        if (entry.due <= now && (!first || entry.due < first.due)) first = entry;
      }
      if (first) first.due = now + leaseMs;
      return Promise.resolve(first?.job);
    },
    done(id) {
      jobs.delete(id);
      sent.add(id);
      // A Set iterates in insertion order: the first entry is the oldest.
      if (sent.size > SENT_REMEMBERED) sent.delete(sent.values().next().value as string);
      return Promise.resolve();
    },
    retryAt(job, dueAt) {
      jobs.set(job.id, { job, due: dueAt });
      return Promise.resolve();
    },
    drop(id) {
      jobs.delete(id);
      return Promise.resolve();
    },
    size: () => Promise.resolve(jobs.size),
    peek: (id) => jobs.get(id),
  };
}

/** A digest job's digest with no copies yet. */
export function emptyDigest(job: MailJob): Digest {
  if (!job.digest) throw new Error(`${job.id} is not a digest`);
  return { ...job.digest, copies: [], more: 0 };
}

/** Adds a copy to a digest, or counts it past `maxCopies`. */
export function addCopy(digest: Digest, copy: DigestCopy, maxCopies: number): void {
  if (digest.copies.length < maxCopies) digest.copies.push(copy);
  else digest.more += 1;
}
