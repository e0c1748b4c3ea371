// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactStored } from '../../submissions/contact';
import type { MailConfig } from '../config';
import type { OutgoingMail } from './compose';
import { createNotifier } from './notifier';
import { createMemoryOutbox, type Outbox } from './outbox';
import { until } from '../../../testing/unit/until';

const MAIL: MailConfig = {
  smtpUrl: 'smtp://mail.example:25',
  to: ['sales@example.com'],
  from: 'Website <no-reply@example.com>',
  fileBaseUrl: 'https://files.example',
};
const FAST = { firstDelayMs: 20, factor: 2, maxDelayMs: 40, giveUpAfterMs: 150 };

const doc = (id: string) =>
  contactStored.toDocument({
    id,
    name: 'Asha',
    email: 'asha@example.com',
    phone: '9000012345',
    message: 'Hello',
    companyName: '',
  });

describe('notifier', () => {
  it('retries a failing send on the schedule until it goes through', async () => {
    const sent: OutgoingMail[] = [];
    let failures = 2;
    const logs: string[] = [];
    const notifier = createNotifier({
      mail: MAIL,
      outbox: createMemoryOutbox(),
      send: async (mail) => {
        if (failures-- > 0) throw new Error('connection refused');
        sent.push(mail);
      },
      log: (l) => logs.push(l),
      policy: FAST,
      pollMs: 10,
    });
    notifier.notify(contactStored, doc('contact.a'));
    await until(() => sent.length === 1);
    expect(logs.filter((l) => l.includes('could not send'))).toHaveLength(2);
    expect(await notifier.pending()).toBe(0);
    await notifier.stop();
  });

  it('gives up after the schedule ends, with an error naming the document', async () => {
    const logs: string[] = [];
    const notifier = createNotifier({
      mail: MAIL,
      outbox: createMemoryOutbox(),
      send: () => Promise.reject(new Error('550 refused')),
      log: (l) => logs.push(l),
      policy: FAST,
      pollMs: 10,
    });
    notifier.notify(contactStored, doc('contact.b'));
    await until(() => logs.some((l) => l.includes('gave up')));
    expect(logs.find((l) => l.includes('gave up'))).toContain('contact.b');
    expect(await notifier.pending()).toBe(0);
    await notifier.stop();
  });

  it('keeps jobs in the process while the outbox is unreachable, with one warning', async () => {
    const down: Outbox = {
      add: () => Promise.reject(new Error('Stream is not writeable')),
      collect: () => Promise.reject(new Error('Stream is not writeable')),
      claim: () => Promise.reject(new Error('Stream is not writeable')),
      done: () => Promise.reject(new Error('down')),
      retryAt: () => Promise.reject(new Error('down')),
      drop: () => Promise.reject(new Error('down')),
      size: () => Promise.reject(new Error('down')),
    };
    const sent: string[] = [];
    const logs: string[] = [];
    const notifier = createNotifier({
      mail: MAIL,
      outbox: down,
      send: async (mail) => void sent.push(mail.messageId),
      log: (l) => logs.push(l),
      policy: FAST,
      pollMs: 10,
    });
    notifier.notify(contactStored, doc('contact.c'));
    notifier.notify(contactStored, doc('contact.d'));
    await until(() => sent.length === 2);
    expect(logs.filter((l) => l.includes('WARNING'))).toHaveLength(1);
    await notifier.stop();
  });

  it('stops within its grace while a send hangs, leaving the jobs in the outbox', async () => {
    const outbox = createMemoryOutbox();
    let started = 0;
    const notifier = createNotifier({
      mail: MAIL,
      outbox,
      // A mail server that never answers.
      send: () => {
        started += 1;
        return new Promise<void>(() => undefined);
      },
      log: () => undefined,
      pollMs: 10,
    });
    notifier.notify(contactStored, doc('contact.e'));
    notifier.notify(contactStored, doc('contact.f'));
    await until(() => started === 1);
    const stopping = Date.now();
    await notifier.stop(200);
    expect(Date.now() - stopping).toBeLessThan(1_000);
    expect(await outbox.size()).toBe(2);
  });

  it('waits for jobs still being queued when it stops', async () => {
    let release: () => void = () => undefined;
    const slowDisk = createMemoryOutbox();
    const outbox: Outbox = {
      ...slowDisk,
      add: (job, at) =>
        new Promise<void>((done) => {
          release = () => void slowDisk.add(job, at).then(done);
        }),
    };
    const notifier = createNotifier({
      mail: MAIL,
      outbox,
      send: () => new Promise<void>(() => undefined),
      log: () => undefined,
    });
    notifier.notify(contactStored, doc('contact.g'));
    let done = false;
    const stopped = notifier.stop(5_000).then(() => (done = true));
    await new Promise((next) => setImmediate(next));
    expect(done).toBe(false);
    release();
    await stopped;
    expect(await slowDisk.size()).toBe(1);
  });
});
