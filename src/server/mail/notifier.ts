import type { StoredKind, SubmissionDocument } from '../../submissions/kind';
import type { MailConfig } from '../config';
import type { Partner } from '../partners';
import { composeMail, type OutgoingMail } from './compose';
import { composePartnerCopy, copyParties, partnerCopyId } from './partner-copy';
import { DIGEST_MAX_COPIES, digestJob, digestMail } from './partner-digest';
import {
  createMemoryPartnerQuota,
  hourOf,
  HOUR_MS,
  PARTNER_COPY_DEFAULTS,
  type CopyDelivery,
  type PartnerCopyLimit,
  type PartnerQuota,
} from './partner-limit';
import { createMemoryOutbox, type MailJob, type Outbox } from './outbox';
import { nextAttemptAt, RETRY_POLICY, type RetryPolicy } from './retry-schedule';

export interface NotifierOptions {
  mail: MailConfig;
  /** Where jobs wait: Redis with REDIS_URL, else a folder (both kept across restarts). */
  outbox: Outbox;
  /**
   * Where jobs wait while `outbox` cannot be reached (Redis down): the folder outbox. Default:
   * this process's memory, lost when it stops.
   */
  fallback?: Outbox;
  /** Hands one mail to the mail server; rejects when it is down or refuses. */
  send(mail: OutgoingMail): Promise<void>;
  log(line: string): void;
  policy?: RetryPolicy;
  /** How often due jobs are looked for (retries, and jobs another instance left). */
  pollMs?: number;
  /** How long a claimed job is held before another sender may take it. */
  leaseMs?: number;
  now?: () => number;
  /**
   * Partners whose own addresses get a copy of the leads that came through their sites, and of
   * those sent to the dealer they are.
   */
  partners?: readonly Partner[];
  /** Copies a partner gets an hour and a day before the rest wait for its digest. */
  partnerLimit?: PartnerCopyLimit;
  /** Counts each partner's copies against `partnerLimit` (Redis with REDIS_URL); default memory. */
  partnerQuota?: PartnerQuota;
  /** Told of each partner copy once: sent on its own, or held for the digest. */
  onPartnerCopy?: (partner: string, delivery: CopyDelivery) => void;
  /** Told of each digest the mail server took. */
  onDigestSent?: (partner: string) => void;
}

export interface Notifier {
  /**
   * Queues the staff mail for a stored submission, and the copy for the partner it came
   * through when it is a lead (or, past the partner's limit, holds the copy for the partner's
   * digest of that hour); returns at once, never throws.
   */
  notify(kind: StoredKind, document: SubmissionDocument): void;
  /** Jobs still waiting, in the outbox and in the in-process fallback. */
  pending(): Promise<number>;
  /**
   * Stops polling, waits for jobs still being queued, then for a send in progress, for at most
   * `graceMs` in all; waiting jobs stay in the outbox. A send still running then (a slow mail
   * server) is left to finish or fail: its job stays in the outbox until the server took it.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Sends each stored submission's notification after the visitor has had their answer, through
 * an outbox, so a mail server that is down or refusing delays mail but loses none: each failed
 * attempt is retried on the schedule of `nextAttemptAt` (first within about 5 s, for 2 hours).
 * When the outbox itself (Redis) cannot be reached, jobs wait in this process instead.
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const now = options.now ?? Date.now;
  const policy = options.policy ?? RETRY_POLICY;
  const leaseMs = options.leaseMs ?? 120_000;
  const fallback = options.fallback ?? createMemoryOutbox();
  const limit = options.partnerLimit ?? PARTNER_COPY_DEFAULTS;
  const quota = options.partnerQuota ?? createMemoryPartnerQuota(limit);
  /** The hour each partner was last said to be past its limit, so it is said once an hour. */
  const pastLimit = new Map<string, number>();
  const outboxes = [options.outbox, fallback];
  /** Jobs being added, so a stop waits until each is in an outbox. */
  const adding = new Set<Promise<void>>();
  let outboxDown = false;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function outboxFailed(err: unknown) {
    if (outboxDown) return;
    outboxDown = true;
    options.log(
      `[mail] WARNING: the outbox is unreachable (${describe(err)}); notifications wait in this process until it is back`,
    );
  }

  function outboxReached() {
    if (!outboxDown) return;
    outboxDown = false;
    options.log('[mail] the outbox is reachable again');
  }

  async function attempt(outbox: Outbox, job: MailJob) {
    try {
      await options.send(digestMail(job));
      if (job.digest) options.onDigestSent?.(job.digest.partner);
    } catch (err) {
      const failures = job.failures + 1;
      const firstFailedAt = job.firstFailedAt ?? now();
      const at = nextAttemptAt(failures, firstFailedAt, now(), policy);
      if (at === undefined) {
        options.log(
          `[mail] ERROR: gave up the notification of ${job.id} after ${failures} attempts (${describe(err)}); the submission is stored, read it there`,
        );
        await outbox.drop(job.id);
        return;
      }
      options.log(
        `[mail] WARNING: could not send the notification of ${job.id} (attempt ${failures}: ${describe(err)}); next try in ${Math.round((at - now()) / 1000)} s`,
      );
      await outbox.retryAt({ ...job, failures, firstFailedAt }, at);
      return;
    }
    await outbox.done(job.id);
  }

  async function drainOnce() {
    for (const outbox of outboxes) {
      for (;;) {
        if (stopped) return;
        let job: MailJob | undefined;
        try {
          job = await outbox.claim(now(), leaseMs);
          if (outbox === options.outbox) outboxReached();
        } catch (err) {
          outboxFailed(err);
          break;
        }
        if (!job) break;
        try {
          await attempt(outbox, job);
        } catch (err) {
          // The outbox failed while recording the result; the lease hands the job out again.
          outboxFailed(err);
          break;
        }
      }
    }
  }

  /** One drain at a time; a request for another while one runs is remembered. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainOnce();
      } while (again && !stopped);
    })().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void drain(), options.pollMs ?? 1_000);
  timer.unref();

  /** Waits for `work` before a stop, logs its failure, then looks for mail to send. */
  function track(id: string, work: Promise<void>) {
    const tracked = work.catch((err: unknown) => {
      options.log(
        `[mail] ERROR: the notification of ${id} could not be queued anywhere (${describe(err)}); the submission is stored, read it there`,
      );
    });
    adding.add(tracked);
    void tracked.finally(() => adding.delete(tracked)).then(() => drain());
  }

  /** Into the outbox, or the fallback while it is unreachable. */
  function queue(job: MailJob): Promise<void> {
    return options.outbox.add(job, now()).then(outboxReached, async (err: unknown) => {
      outboxFailed(err);
      await fallback.add(job, now());
    });
  }

  /** A copy past the partner's limit, into the digest of the hour it came in. */
  async function hold(partner: Partner, mail: OutgoingMail, at: number) {
    const copy = { subject: mail.subject, text: mail.text, at };
    // A digest already sent (another instance's clock ahead of ours) passes the copy on to the
    // next hour's.
    for (const when of [at, at + HOUR_MS]) {
      const { job, dueAt } = digestJob(partner, when, options.mail, limit);
      let collected: boolean;
      try {
        collected = await options.outbox.collect(job, copy, dueAt, DIGEST_MAX_COPIES);
        outboxReached();
      } catch (err) {
        outboxFailed(err);
        collected = await fallback.collect(job, copy, dueAt, DIGEST_MAX_COPIES);
      }
      if (collected) return;
    }
    throw new Error(`the digests of ${partner.name} were sent already`);
  }

  async function partnerCopy(partner: Partner, job: MailJob) {
    const at = now();
    const { delivery, again } = await quota.decide(partner.name, job.id, at);
    // The same lead sent again: its copy is queued or held already.
    if (again) return delivery === 'sent' ? queue(job) : undefined;
    options.onPartnerCopy?.(partner.name, delivery);
    if (delivery === 'sent') return queue(job);
    if (pastLimit.get(partner.name) !== hourOf(at)) {
      pastLimit.set(partner.name, hourOf(at));
      options.log(
        `[mail] WARNING: partner "${partner.name}" is past its limit of copies (${limit.perHour} an hour, ${limit.perDay} a day); its copies wait for the digest at the end of the hour`,
      );
    }
    return hold(partner, job.mail, at);
  }

  return {
    notify(kind, document) {
      let staff: MailJob;
      let copies: { partner: Partner; job: MailJob }[];
      try {
        staff = { id: document._id, mail: composeMail(kind, document, options.mail), failures: 0 };
        // The partner whose site it came through and the dealer it was sent to, each within its
        // own limit (copyParties says who may see a lead).
        copies = copyParties(kind, document, options.partners ?? []).map((party) => ({
          partner: party.partner,
          job: {
            id: partnerCopyId(document._id, party.reason),
            mail: composePartnerCopy(kind, document, options.mail, party.partner, party),
            failures: 0,
          },
        }));
      } catch (err) {
        options.log(
          `[mail] ERROR: could not write the notification of ${document._id}: ${describe(err)}`,
        );
        return;
      }
      track(staff.id, queue(staff));
      for (const copy of copies) track(copy.job.id, partnerCopy(copy.partner, copy.job));
    },
    async pending() {
      const primary = await options.outbox.size().catch(() => 0);
      return primary + (await fallback.size());
    },
    async stop(graceMs = 2_000) {
      stopped = true;
      clearInterval(timer);
      const end = Date.now() + graceMs;
      await within(Promise.all(adding), graceMs);
      await within(running ?? Promise.resolve(), Math.max(0, end - Date.now()));
      const stranded = options.fallback ? 0 : await fallback.size();
      if (stranded > 0) {
        options.log(
          `[mail] WARNING: ${stranded} notification(s) waiting in this process while the outbox was unreachable are lost with it; their submissions are stored`,
        );
      }
    },
  };
}

/** Waits for `work`, but no longer than `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    work,
    new Promise<void>((done) => {
      timer = setTimeout(done, ms);
    }),
  ]);
  clearTimeout(timer);
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
