import type { MailConfig } from '../config';
import type { Partner } from '../partners';
import { domainOf, type OutgoingMail } from './compose';
import type { MailJob } from './outbox';
import { hourOf, HOUR_MS, type PartnerCopyLimit } from './partner-limit';

/*
 * The digest of a partner's copies held back past its limit: the copies that came in one UTC
 * hour go out together as one mail to the partner's addresses once that hour is over, so a
 * partner whose site is used to flood it gets at most its limit's copies plus one digest an
 * hour. It waits in the outbox like any mail (Redis, or the folder), so a restart loses none.
 */

/** Copies one digest holds in full; past them it only says how many more came. */
export const DIGEST_MAX_COPIES = 50;

/** The digest a copy held at `now` goes into, and when it is due: the end of that hour. */
export function digestJob(
  partner: Partner,
  now: number,
  mail: MailConfig,
  limit: PartnerCopyLimit,
): { job: MailJob; dueAt: number } {
  const hour = hourOf(now);
  const from = hour * HOUR_MS;
  const slug = partner.name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60);
  const job: MailJob = {
    id: `digest:${partner.name}:${hour}`,
    mail: {
      messageId: `<digest-${hour}-${slug}@${domainOf(mail.from)}>`,
      from: mail.from,
      to: [...partner.notify],
      subject: '',
      text: '',
    },
    failures: 0,
    digest: {
      partner: partner.name,
      from,
      until: from + HOUR_MS,
      perHour: limit.perHour,
      perDay: limit.perDay,
      copies: [],
      more: 0,
    },
  };
  return { job, dueAt: from + HOUR_MS };
}

/** `2026-12-01 10:00` (UTC). */
const minute = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
const time = (t: number) => new Date(t).toISOString().slice(11, 16);

/** The mail of a digest job, written from the copies it collected. */
export function digestMail(job: MailJob): OutgoingMail {
  const digest = job.digest;
  if (!digest) return job.mail;
  const count = digest.copies.length + digest.more;
  const leads = `${count} lead${count === 1 ? '' : 's'}`;
  const span = `${minute(digest.from)} to ${time(digest.until)} UTC`;
  const copies = digest.copies.map((copy, index) =>
    [
      '----------------------------------------------------------------',
      `${index + 1} of ${count}, at ${time(copy.at)} UTC: ${copy.subject}`,
      '',
      copy.text.trimEnd(),
      '',
    ].join('\n'),
  );
  const text = [
    `${leads} came through your site from ${span}, after the copies you get each hour`,
    `(${digest.perHour}) or each day (${digest.perDay}) had gone out, so they come together,`,
    'once the hour is over. Kalpa Resins has every one of them too.',
    '',
    ...copies,
    ...(digest.more > 0
      ? [
          '----------------------------------------------------------------',
          `And ${digest.more} more, not listed here: ask Kalpa Resins for them.`,
          '',
        ]
      : []),
  ].join('\n');
  return {
    ...job.mail,
    subject: `[Digest of leads via ${digest.partner}] ${leads}, ${span}`,
    text,
  };
}
