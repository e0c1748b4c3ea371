// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { startTestRedis, type TestRedis } from '../testing/services/redis-server';
import { startSmtpPeer, type SmtpPeer } from '../testing/services/smtp-peer';
import { formOfRoute, personSignals } from '../testing/services/spam-proof';
import { contactStored } from '../src/submissions/contact';
import { composeMail } from '../src/server/mail/compose';
import { formPostAction } from '../src/content/form-post';
import { NOTICE_VERSION } from '../src/content/current-notice';
import { smtpSender } from '../src/server/mail/smtp-transport';

const STAFF = 'sales@kalparesins.example';
// Retries a second apart instead of the production schedule's 4 s, 8 s, 16 s...
const runtime = () => ({
  redisPrefix: `t-${randomUUID()}`,
  retryPolicy: { firstDelayMs: 500, factor: 2, maxDelayMs: 1_000, giveUpAfterMs: 60_000 },
  pollMs: 200,
});

const contact = (fields: Record<string, string> = {}) => ({
  id: `contact.${randomUUID()}`,
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Need 2 t of ortho resin',
  companyName: 'Patil Composites',
  ...fields,
});
const inquiry = () => ({
  id: `application.${randomUUID()}`,
  name: 'Ravi',
  phone: '011 2345',
  companyName: 'Kulkarni FRP',
  message: 'Quote for 500 kg',
  applicationName: 'Marine',
});

/** Posts as a person's form does: with a solved challenge and an old enough start token. */
async function post(gw: LocalGateway, path: string, body: Record<string, unknown>) {
  return fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...body,
      ...(await personSignals(gw.url, { form: formOfRoute(path) })),
    }),
  });
}

const byId = (id: string) => (mail: { messageId: string }) => mail.messageId.includes(id);

/**
 * Stops the gateways' outboxes, each of which waits for jobs being queued and for a send under
 * way, then expects no job left waiting: every mail they were going to send has been sent.
 */
async function settledOutbox(...gateways: LocalGateway[]) {
  const notifiers = gateways.map((gw) => {
    if (!gw.runtime.notifier) throw new Error('the gateway has no mail outbox');
    return gw.runtime.notifier;
  });
  await Promise.all(notifiers.map((notifier) => notifier.stop()));
  for (const notifier of notifiers) expect(await notifier.pending()).toBe(0);
}

let smtp: SmtpPeer;
let redis: TestRedis;
beforeAll(async () => {
  [smtp, redis] = await Promise.all([startSmtpPeer(), startTestRedis()]);
});
afterAll(async () => {
  await smtp.close();
  await redis.close();
});
beforeEach(async () => {
  smtp.setRefusing(false);
  await smtp.start();
});

describe('staff notification', () => {
  it('mails each kind once after storing it, with the kind and key facts in the subject', async () => {
    const gw = await startLocalGateway({
      env: { SMTP_URL: smtp.smtpUrl, NOTIFY_TO: STAFF, RATE_LIMIT_MAX: '100' },
      runtime: runtime(),
    });
    try {
      const data = inquiry();
      const started = Date.now();
      expect((await post(gw, '/api/inquiry', data)).status).toBe(201);
      const mail = await smtp.waitFor(byId(data.id), 5_000);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(mail.subject).toBe('[Inquiry] Marine: Kulkarni FRP');
      expect(mail.envelope.to).toEqual([STAFF]);
      expect(mail.messageId).toBe(`<${data.id}@127.0.0.1>`);
      expect(mail.text).toContain(`Document ID: ${data.id}`);

      const message = contact();
      expect((await post(gw, '/api/contact', message)).status).toBe(201);
      const contactMail = await smtp.waitFor(byId(message.id), 5_000);
      expect(contactMail.subject).toBe('[Contact] Asha Patil, Patil Composites');
      expect(contactMail.replyTo).toBe('asha@example.com');
      // A replay of the same submission is stored once and mailed once.
      expect((await post(gw, '/api/contact', message)).status).toBe(201);
      // A stop waits for the replay's job to be queued and for any send under way: a second
      // mail would then have been sent, or would be waiting in the outbox.
      await settledOutbox(gw);
      expect(smtp.mails.filter(byId(message.id))).toHaveLength(1);
    } finally {
      await gw.close();
    }
  });

  it('mails a Tamil inquiry from a Sri Lankan page sent without JavaScript with its reference, the time in Sri Lanka and the language in words', async () => {
    const gw = await startLocalGateway({
      env: { SMTP_URL: smtp.smtpUrl, NOTIFY_TO: STAFF, RATE_LIMIT_MAX: '100' },
      runtime: runtime(),
    });
    try {
      const name = `Kumar ${randomUUID().slice(0, 8)}`;
      const action = formPostAction(gw.url, 'inquiry', {
        lang: 'ta',
        channel: 'widget',
        region: 'LK',
        notice: NOTICE_VERSION,
        noticeLang: 'ta',
      });
      const res = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name,
          phone: '077 123 4567',
          companyName: 'Jaffna FRP',
          message: 'Quote for 500 kg',
          applicationName: 'Marine',
          'consent.updates': 'on',
        }),
      });
      expect(res.status).toBe(200);
      const reference = /class="reference">(KR-[2-9A-Z]{6})</.exec(await res.text())?.[1];
      const [doc] = await gw.reader.fetch<{ _id: string }[]>('*[reference == $reference]', {
        reference,
      });
      const mail = await smtp.waitFor(byId(doc!._id), 5_000);
      const lines = mail.text.split('\n');
      expect(lines[1]).toBe(`Reference: ${reference}`);
      expect(mail.text).toMatch(/^Submitted: .+ SLST \(Sri Lanka Standard Time\)$/m);
      expect(mail.text).not.toContain('UTC');
      expect(mail.text).toContain('Language: Tamil (ta)');
      expect(mail.text).toContain(`Consent: notice ${NOTICE_VERSION} in Tamil (ta), updates: yes`);
      expect(mail.text).toMatch(/^Sent: without JavaScript/m);
    } finally {
      await gw.close();
    }
  });

  it('answers at once while the mail server is down, and the mail arrives when it is back', async () => {
    await smtp.stop();
    const gw = await startLocalGateway({
      env: { SMTP_URL: smtp.smtpUrl, NOTIFY_TO: STAFF },
      runtime: runtime(),
    });
    try {
      const data = contact();
      const started = Date.now();
      expect((await post(gw, '/api/contact', data)).status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect
        .poll(() => gw.logs.some((line) => line.includes(`notification of ${data.id}`)))
        .toBe(true);
      await smtp.start();
      const mail = await smtp.waitFor(byId(data.id), 5_000);
      expect(mail.subject).toBe('[Contact] Asha Patil, Patil Composites');
    } finally {
      await gw.close();
    }
  });

  it('retries a mail server that refuses (451) until it accepts', async () => {
    smtp.setRefusing(true);
    const gw = await startLocalGateway({
      env: { SMTP_URL: smtp.smtpUrl, NOTIFY_TO: STAFF },
      runtime: runtime(),
    });
    try {
      const data = contact();
      expect((await post(gw, '/api/contact', data)).status).toBe(201);
      await expect
        .poll(() => gw.logs.some((l) => l.includes(data.id)), { timeout: 5_000 })
        .toBe(true);
      smtp.setRefusing(false);
      await smtp.waitFor(byId(data.id), 5_000);
    } finally {
      await gw.close();
    }
  });
});

describe('header injection', () => {
  it('refuses CR/LF in the name with 400, storing and mailing nothing', async () => {
    const gw = await startLocalGateway({
      env: { SMTP_URL: smtp.smtpUrl, NOTIFY_TO: STAFF },
      runtime: runtime(),
    });
    try {
      for (const name of ['Asha\r\nBcc: spy@evil.example', 'Asha\nCc: spy@evil.example']) {
        const data = contact({ name });
        expect((await post(gw, '/api/contact', data)).status).toBe(400);
        expect(await gw.reader.getDocument(data.id)).toBeUndefined();
      }
      const email = contact({ email: 'asha@example.com\r\nBcc: spy@evil.example' });
      expect((await post(gw, '/api/contact', email)).status).toBe(400);
      // Header-like text without line breaks is stored, and stays inside the subject.
      const data = contact({
        name: 'Asha Bcc: spy@evil.example',
        companyName: 'To: x@evil.example',
      });
      expect((await post(gw, '/api/contact', data)).status).toBe(201);
      const mail = await smtp.waitFor(byId(data.id), 5_000);
      expect(mail.envelope.to).toEqual([STAFF]);
      expect(mail.headerNames).not.toContain('bcc');
      expect(mail.headerNames).not.toContain('cc');
      expect(mail.headerNames.filter((h) => h === 'to')).toHaveLength(1);
      expect(mail.to).toBe(STAFF);
      expect(smtp.mails.every((m) => !m.envelope.to.includes('spy@evil.example'))).toBe(true);
    } finally {
      await gw.close();
    }
  });

  it('adds no header or recipient even from a stored document holding line breaks', async () => {
    const sender = smtpSender(smtp.smtpUrl);
    const id = `contact.${randomUUID()}`;
    const mail = composeMail(
      contactStored,
      {
        _id: id,
        _type: 'contact',
        name: 'Asha\r\nBcc: spy@evil.example\r\nX-Injected: 1',
        email: 'asha@example.com\r\nCc: spy@evil.example',
        message: 'hello\r\n.\r\nRCPT TO:<spy@evil.example>',
      },
      {
        smtpUrl: smtp.smtpUrl,
        to: [STAFF],
        from: 'Site <site@kalparesins.example>',
        fileBaseUrl: 'http://x',
      },
    );
    await sender.send(mail);
    sender.close();
    const caught = await smtp.waitFor(byId(id), 5_000);
    expect(caught.envelope.to).toEqual([STAFF]);
    expect(caught.headerNames).not.toContain('bcc');
    expect(caught.headerNames).not.toContain('cc');
    expect(caught.headerNames).not.toContain('x-injected');
    expect(caught.replyTo).toBe('');
    expect(caught.text).toContain('RCPT TO:<spy@evil.example>');
  });
});

describe('outbox in Redis', () => {
  it('survives a gateway restart: a mail queued before it is sent after it', async () => {
    await smtp.stop();
    const options = { env: { SMTP_URL: smtp.smtpUrl, NOTIFY_TO: STAFF, REDIS_URL: redis.url } };
    const shared = runtime();
    const first = await startLocalGateway({ ...options, runtime: shared });
    const data = contact();
    try {
      expect((await post(first, '/api/contact', data)).status).toBe(201);
      await expect.poll(() => first.runtime.notifier?.pending(), { timeout: 3_000 }).toBe(1);
    } finally {
      await first.close();
    }
    await smtp.start();
    const second = await startLocalGateway({ ...options, runtime: shared });
    try {
      await smtp.waitFor(byId(data.id), 8_000);
      await expect.poll(() => second.runtime.notifier?.pending(), { timeout: 3_000 }).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('sends each queued mail once with two instances draining one outbox', async () => {
    await smtp.stop();
    const options = { env: { SMTP_URL: smtp.smtpUrl, NOTIFY_TO: STAFF, REDIS_URL: redis.url } };
    const shared = runtime();
    const a = await startLocalGateway({ ...options, runtime: shared });
    const b = await startLocalGateway({ ...options, runtime: shared, shareContentWith: a });
    try {
      const ids: string[] = [];
      for (const gw of [a, b, a, b]) {
        const data = contact();
        ids.push(data.id);
        expect((await post(gw, '/api/contact', data)).status).toBe(201);
      }
      await smtp.start();
      for (const id of ids) await smtp.waitFor(byId(id), 8_000);
      // Neither instance is still sending a second copy, and none waits in the shared outbox.
      await settledOutbox(a, b);
      for (const id of ids) expect(smtp.mails.filter(byId(id))).toHaveLength(1);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
