import type { OutgoingMail } from './compose';

/** A notification waiting to be sent, keyed by its document id. */
export interface MailJob {
  id: string;
  mail: OutgoingMail;
  /** Failed attempts so far. */
  failures: number;
  /** When the first attempt failed (ms since the epoch); absent before any failure. */
  firstFailedAt?: number;
}

/**
 * Where notifications wait until the mail server takes them. At least once: a job stays until
 * `done`, and a claimed job is leased for a while, so a sender that dies mid-send leaves it to
 * be claimed again, and two senders never hold it at once.
 */
export interface Outbox {
  /** Adds a job unless one for the same document is waiting or was sent recently. */
  add(job: MailJob, now: number): Promise<void>;
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

/** An outbox in this process: lost on restart, which is why REDIS_URL keeps it in Redis. */
export function createMemoryOutbox(): Outbox {
  const jobs = new Map<string, { job: MailJob; due: number }>();
  const sent = new Set<string>();

  return {
    add(job, now) {
      if (!jobs.has(job.id) && !sent.has(job.id)) jobs.set(job.id, { job, due: now });
      return Promise.resolve();
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
  };
}
