// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../dev/content-service/server';
import { freePort } from '../testing/services/free-port';
import { startGatewayProcess, type GatewayProcess } from '../testing/services/gateway-process';
import { startSmtpPeer, type SmtpPeer } from '../testing/services/smtp-peer';
import { formOfRoute, personSignals, TEST_SPAM_KEY } from '../testing/services/spam-proof';
import { pdfBytes } from '../testing/services/gateway-client';
import {
  careerApplication,
  submissionsOfEveryKind,
  VISITOR,
  VISITOR_TRACES,
} from '../testing/services/recognisable-visitor';

// The gateway's own process logs while a visitor with recognisable details submits every kind,
// uploads a resume, sends a form with mistakes, and meets a mail server that refuses and a
// content service that fails and stops: nothing of what they typed may reach the log.
const TOKEN = 'logs-token';
const PARTNER = 'https://dealer.example';
let dataDir: string;
let outboxDir: string;
let service: ContentService | undefined;
let smtp: SmtpPeer;
let gateway: GatewayProcess;
/** Each answer's X-Request-Id, to find its log line. */
const requestIds: string[] = [];

async function send(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  const res = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    ...init,
    headers: { origin: PARTNER, ...init.headers },
  });
  requestIds.push(res.headers.get('x-request-id') ?? '(none)');
  return res;
}
/**
 * A person's spam signals, the challenge fetched like every other request here (its id
 * recorded), so the submissions are leads and their notifications are attempted.
 */
const signals = (route: string) =>
  personSignals(
    { request: (path, init) => send(path, { ...init, method: 'GET', headers: {} }) },
    { form: formOfRoute(route) },
  );
const postJson = async (path: string, body: unknown) =>
  send(path, {
    body: JSON.stringify({ ...(body as object), ...(await signals(path)) }),
    headers: { 'content-type': 'application/json' },
  });
/** The career form's upload for application `submission`, with a person's signals. */
const upload = async (submission = `career.${crypto.randomUUID()}`) => {
  const { started, altcha } = await signals('/api/career');
  const query = new URLSearchParams({ filename: VISITOR.fileName, submission, started, altcha });
  return send(`/api/resume?${query.toString()}`, {
    body: pdfBytes(),
    headers: { 'content-type': 'application/pdf' },
  });
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'resin-logs-'));
  outboxDir = mkdtempSync(join(tmpdir(), 'resin-logs-outbox-'));
  const port = await freePort();
  service = await startContentService({ port, dataDir, token: TOKEN, allowedOrigins: [] });
  smtp = await startSmtpPeer();
  smtp.setRefusing(true);
  gateway = await startGatewayProcess({
    SANITY_PROJECT_ID: 'test',
    SANITY_TOKEN: TOKEN,
    SANITY_API_HOST: service.url,
    ALLOWED_ORIGINS: PARTNER,
    SMTP_URL: smtp.smtpUrl,
    NOTIFY_TO: 'sales@kalparesins.example',
    OUTBOX_DIR: outboxDir,
    ALTCHA_HMAC_KEY: TEST_SPAM_KEY,
    RATE_LIMIT_MAX: '1000',
  });
});
afterAll(async () => {
  await gateway?.close();
  await service?.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('the gateway log', () => {
  it('holds none of the values a visitor submitted, on any path', async () => {
    // Every kind, stored; the mail server refuses their notifications (a logged failure each).
    for (const { route, body } of submissionsOfEveryKind()) {
      expect((await postJson(route, body)).status, route).toBe(201);
    }
    const application = `career.${crypto.randomUUID()}`;
    const uploaded = await upload(application);
    expect(uploaded.status).toBe(201);
    const { assetId } = (await uploaded.json()) as { assetId: string };
    expect((await postJson('/api/career', careerApplication(assetId, application))).status).toBe(
      201,
    );
    await gateway.waitForLine((line) => line.includes('could not send the notification'));

    // Mistakes: a bad address, a file that is not a PDF, a name in an unknown path.
    const [first] = submissionsOfEveryKind();
    const wrong = { ...first?.body, email: `${VISITOR.name} at zephyrmarsh` };
    expect((await postJson('/api/contact', wrong)).status).toBe(400);
    expect(
      (
        await send(
          `/api/resume?filename=${encodeURIComponent(VISITOR.fileName)}&submission=${application}`,
          {
            body: 'not a pdf',
            headers: { 'content-type': 'application/pdf' },
          },
        )
      ).status,
    ).toBe(415);
    expect((await send(`/api/${encodeURIComponent(VISITOR.name)}`, { method: 'GET' })).status).toBe(
      404,
    );

    // The content service fails, then is gone: the gateway logs why, with the URLs it called.
    service?.setFaults({ status: 500 });
    expect((await upload()).status).toBe(502);
    expect((await postJson('/api/contact', submissionsOfEveryKind()[0]?.body)).status).toBe(502);
    await service?.close();
    service = undefined;
    expect((await upload()).status).toBe(502);
    expect((await postJson('/api/contact', submissionsOfEveryKind()[0]?.body)).status).toBe(502);

    gateway.signal('SIGTERM');
    expect(await gateway.exited).toBe(0);

    const lines = gateway.lines;
    // The log is there to be read: JSON lines, one per request with the id sent back, and the
    // failures with their reasons (so the check below is not passed by a silent log).
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => entry.reqId)).toEqual(requestIds);
    expect(requests.map((entry) => entry.route)).toContain('unmatched');
    expect(
      entries.some((e) => e.component === 'mail' && /could not send/.test(String(e.msg))),
    ).toBe(true);
    expect(entries.filter((e) => /upload resume: /.test(String(e.msg)))).toHaveLength(2);
    expect(entries.some((e) => /ECONNREFUSED/.test(String(e.msg)))).toBe(true);

    const text = lines.join('\n').toLowerCase();
    const found = VISITOR_TRACES.filter((value) => text.includes(value.toLowerCase()));
    expect(found, `found in the log:\n${lines.join('\n')}`).toEqual([]);
  });
});
