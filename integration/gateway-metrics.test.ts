// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { startSmtpPeer, type SmtpPeer } from '../testing/services/smtp-peer';
import { personSignals } from '../testing/services/spam-proof';
import { contact, inquiry } from '../testing/services/gateway-client';
import { figure, scrape } from '../testing/services/metrics-text';

function post(gw: LocalGateway, route: string, body: unknown) {
  return fetch(`${gw.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

let smtp: SmtpPeer;
let gw: LocalGateway;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  await smtp.stop();
  gw = await startLocalGateway({
    env: {
      RATE_LIMIT_MAX: '1000',
      SMTP_URL: smtp.smtpUrl,
      NOTIFY_TO: 'sales@kalparesins.example',
    },
    // Retries half a second apart instead of the production schedule's 4 s, 8 s, 16 s...
    runtime: {
      retryPolicy: { firstDelayMs: 500, factor: 1, maxDelayMs: 500, giveUpAfterMs: 60_000 },
      pollMs: 100,
    },
  });
});
afterAll(async () => {
  await gw.close();
  await smtp.close();
});

describe('/metrics', () => {
  it('moves after a submission: requests, latency, submissions by outcome, mail', async () => {
    const before = await scrape(gw.url);
    const data = contact();
    const lead = { ...data, ...(await personSignals(gw.url)) };
    expect((await post(gw, '/api/contact', lead)).status).toBe(201);
    expect((await post(gw, '/api/contact', { ...contact(), email: 'not an address' })).status).toBe(
      400,
    );
    // The mail server is down: the mail waits in the outbox and its attempts fail.
    await expect
      .poll(async () => figure(await scrape(gw.url), 'gateway_mail_failures_total'))
      .toBeGreaterThan(figure(before, 'gateway_mail_failures_total'));
    const queued = await scrape(gw.url);
    expect(figure(queued, 'gateway_mail_outbox_jobs')).toBe(1);

    const route = { route: '/api/contact', method: 'POST' };
    expect(figure(queued, 'gateway_http_requests_total', { ...route, status: '201' })).toBe(
      figure(before, 'gateway_http_requests_total', { ...route, status: '201' }) + 1,
    );
    expect(figure(queued, 'gateway_http_requests_total', { ...route, status: '400' })).toBe(
      figure(before, 'gateway_http_requests_total', { ...route, status: '400' }) + 1,
    );
    const answered = (text: string) =>
      figure(text, 'gateway_http_request_duration_seconds_count', { route: '/api/contact' });
    expect(answered(queued)).toBe(answered(before) + 2);
    const stored = (text: string) =>
      figure(text, 'gateway_submissions_total', { kind: 'contact', outcome: 'stored' });
    expect(stored(queued)).toBe(stored(before) + 1);
    const refused = (text: string) =>
      figure(text, 'gateway_submissions_total', { kind: 'contact', outcome: 'refused' });
    expect(refused(queued)).toBe(refused(before) + 1);

    await smtp.start();
    await smtp.waitFor((mail) => mail.messageId.includes(data.id));
    await expect.poll(async () => figure(await scrape(gw.url), 'gateway_mail_outbox_jobs')).toBe(0);
    expect(figure(await scrape(gw.url), 'gateway_mail_sent_total')).toBe(
      figure(before, 'gateway_mail_sent_total') + 1,
    );
  });

  it('counts a submission without the spam signals as spam, though it is answered 201', async () => {
    const before = await scrape(gw.url);
    expect((await post(gw, '/api/contact', contact())).status).toBe(201);
    const after = await scrape(gw.url);
    const outcome = (text: string, name: string) =>
      figure(text, 'gateway_submissions_total', { kind: 'contact', outcome: name });
    expect(outcome(after, 'spam')).toBe(outcome(before, 'spam') + 1);
    expect(outcome(after, 'stored')).toBe(outcome(before, 'stored'));
  });

  it('counts a failed submission', async () => {
    const before = await scrape(gw.url);
    gw.service.setFaults({ status: 500 });
    try {
      expect((await post(gw, '/api/inquiry', inquiry())).status).toBe(502);
    } finally {
      gw.service.setFaults({});
    }
    const after = await scrape(gw.url);
    const failed = (text: string) =>
      figure(text, 'gateway_submissions_total', { kind: 'inquiry', outcome: 'failed' });
    expect(failed(after)).toBe(failed(before) + 1);
    expect(
      figure(after, 'gateway_http_requests_total', { route: '/api/inquiry', status: '502' }),
    ).toBe(
      figure(before, 'gateway_http_requests_total', { route: '/api/inquiry', status: '502' }) + 1,
    );
  });

  it('counts the rate limit refusals', async () => {
    const limited = await startLocalGateway({ env: { RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await post(limited, '/api/review', {})).status);
      expect(statuses).toEqual([400, 400, 429, 429]);
      const text = await scrape(limited.url);
      expect(figure(text, 'gateway_rate_limited_total', { route: '/api/review' })).toBe(2);
      expect(
        figure(text, 'gateway_submissions_total', { kind: 'review', outcome: 'refused' }),
      ).toBe(4);
    } finally {
      await limited.close();
    }
  });

  it('counts any path it does not know as one route, unmatched', async () => {
    const before = await scrape(gw.url);
    expect((await fetch(`${gw.url}/api/asha-patil@example.com`)).status).toBe(404);
    const after = await scrape(gw.url);
    expect(figure(after, 'gateway_http_requests_total', { route: 'unmatched' })).toBe(
      figure(before, 'gateway_http_requests_total', { route: 'unmatched' }) + 1,
    );
    expect(after).not.toContain('asha');
  });
});

describe('who may read /metrics', () => {
  it('answers this machine by default, and 403 to addresses METRICS_ALLOW leaves out', async () => {
    expect((await fetch(`${gw.url}/metrics`)).status).toBe(200);
    const closed = await startLocalGateway({ env: { METRICS_ALLOW: 'none' } });
    try {
      expect((await fetch(`${closed.url}/metrics`)).status).toBe(403);
    } finally {
      await closed.close();
    }
  });

  it('behind a proxy (TRUST_PROXY) judges the address the proxy saw, not its own', async () => {
    const proxied = await startLocalGateway({ env: { TRUST_PROXY: 'true' } });
    try {
      const from = (address: string) =>
        fetch(`${proxied.url}/metrics`, { headers: { 'x-forwarded-for': address } });
      expect((await from('203.0.113.9')).status).toBe(403);
      expect((await from('10.0.0.1, 198.51.100.4')).status).toBe(403);
      // A scraper on the gateway's own machine, not through the proxy.
      expect((await fetch(`${proxied.url}/metrics`)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
