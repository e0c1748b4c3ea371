// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../dev/content-service/server';
import { freePort } from '../testing/services/free-port';
import { startGatewayProcess, type GatewayProcess } from '../testing/services/gateway-process';
import { contentReader } from '../testing/services/reader';
import { startTestRedis, type TestRedis } from '../testing/services/redis-server';
import { startSmtpPeer, type SmtpPeer } from '../testing/services/smtp-peer';
import { personSignals, TEST_SPAM_KEY } from '../testing/services/spam-proof';
import { STOP_DEADLINE_MS } from '../src/server/ops/graceful-stop';
import { contact } from '../testing/services/gateway-client';

// SIGTERM while visitors submit: the gateway's own process, a real content service that takes
// a while per write (so requests are in flight when the signal comes), and a mail server that
// is slow or down (so mail is waiting). Nothing acknowledged may be lost: every 201 is stored,
// and every stored submission's mail goes out once a gateway runs again.
const TOKEN = 'stop-token';
const STAFF = 'sales@kalparesins.example';
const WORKERS = 6;

let dataDir: string;
let service: ContentService;
let smtp: SmtpPeer;
let redis: TestRedis;
let outboxDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'resin-stop-'));
  service = await startContentService({
    port: 0,
    dataDir,
    token: TOKEN,
    allowedOrigins: [],
    faults: { delayMs: 250 },
  });
  [smtp, redis] = await Promise.all([startSmtpPeer(), startTestRedis()]);
});
afterAll(async () => {
  await service.close();
  await smtp.close();
  await redis.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  outboxDir = mkdtempSync(join(tmpdir(), 'resin-stop-outbox-'));
  return () => rmSync(outboxDir, { recursive: true, force: true });
});

/** A real SMTP server that takes `ms` to answer each MAIL FROM: a mail server under strain. */
async function startSlowSmtp(ms: number) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        callback();
      }, ms);
      timers.add(timer);
    },
  });
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

const gatewayEnv = (smtpUrl: string, extra: Record<string, string> = {}) => ({
  SANITY_PROJECT_ID: 'test',
  SANITY_TOKEN: TOKEN,
  SANITY_API_HOST: service.url,
  SMTP_URL: smtpUrl,
  NOTIFY_TO: STAFF,
  OUTBOX_DIR: outboxDir,
  ALTCHA_HMAC_KEY: TEST_SPAM_KEY,
  RATE_LIMIT_MAX: '100000',
  ...extra,
});

/** Whether a new connection to the gateway is accepted now. */
function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      done(true);
    });
    req.on('error', () => done(false));
    req.end();
  });
}

interface LoadResult {
  /** Ids answered 201, in the order the answers came. */
  acknowledged: string[];
  /** Of those, the ids of requests sent before the signal and answered after it. */
  finishedAfterSignal: string[];
  /** Statuses other than 201. */
  otherStatuses: number[];
  /** Milliseconds from the signal to the process's end, and its exit code. */
  stopMs: number;
  exitCode: number | string;
  /** Whether a new connection was refused right after the signal. */
  refusedNewConnection: boolean;
}

/**
 * Submits from WORKERS loops until the gateway is gone, sending SIGTERM after 10 answers, as a
 * write reaches the content service: that request is then in flight for the service's delay.
 */
async function sigtermUnderLoad(gateway: GatewayProcess): Promise<LoadResult> {
  const acknowledged: string[] = [];
  const finishedAfterSignal: string[] = [];
  const otherStatuses: number[] = [];
  let signalled = false;
  let tenAnswers: () => void = () => undefined;
  const tenAnswered = new Promise<void>((done) => (tenAnswers = done));

  async function worker() {
    for (;;) {
      const id = `contact.${randomUUID()}`;
      let sentBeforeSignal = !signalled;
      let res: Response;
      try {
        // A person's submission (a lead, so its mail is queued), as a form sends it.
        const signals = await personSignals(gateway.url);
        sentBeforeSignal = !signalled;
        res = await fetch(`${gateway.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...contact(), id, ...signals }),
        });
        await res.arrayBuffer();
      } catch {
        if (signalled) return; // the gateway takes no more connections: this visitor retries later
        throw new Error('a request failed before the gateway was told to stop');
      }
      if (res.status !== 201) {
        otherStatuses.push(res.status);
        continue;
      }
      acknowledged.push(id);
      if (sentBeforeSignal && signalled) finishedAfterSignal.push(id);
      if (acknowledged.length >= 10) tenAnswers();
    }
  }

  let writeArrived: () => void = () => undefined;
  service.setFaults({
    delayMs: 250,
    onArrival: (method) => {
      if (method === 'POST') writeArrived();
    },
  });
  const load = Promise.all(Array.from({ length: WORKERS }, () => worker()));
  await tenAnswered;
  await new Promise<void>((done) => (writeArrived = done));
  signalled = true;
  const signalAt = Date.now();
  gateway.signal('SIGTERM');
  await gateway.waitForLine((line) => line.includes('SIGTERM: stopping'));
  const refusedNewConnection = !(await acceptsConnections(gateway.port));
  const exitCode = await gateway.exited;
  const stopMs = Date.now() - signalAt;
  await load;
  return {
    acknowledged,
    finishedAfterSignal,
    otherStatuses,
    stopMs,
    exitCode,
    refusedNewConnection,
  };
}

const byId = (id: string) => (mail: { messageId: string }) => mail.messageId.includes(id);

async function expectStoredAndStopped(result: LoadResult) {
  expect(result.exitCode).toBe(0);
  expect(result.stopMs).toBeLessThan(STOP_DEADLINE_MS);
  expect(result.refusedNewConnection).toBe(true);
  // Requests in flight at the signal were finished and answered, not cut off.
  expect(result.finishedAfterSignal.length).toBeGreaterThan(0);
  expect(result.otherStatuses).toEqual([]);
  const reader = contentReader(service.url, TOKEN);
  service.setFaults({});
  try {
    const stored = await reader.fetch<string[]>('*[_id in $ids]._id', { ids: result.acknowledged });
    expect(new Set(stored)).toEqual(new Set(result.acknowledged));
  } finally {
    service.setFaults({ delayMs: 250 });
  }
}

// Each test starts the gateway's process twice (a second or more each on a busy machine).
describe('SIGTERM under load', { timeout: 60_000 }, () => {
  it('without Redis: finishes the requests in flight, keeps the mail in OUTBOX_DIR, sends it after a restart', async () => {
    const slow = await startSlowSmtp(60_000);
    const first = await startGatewayProcess(gatewayEnv(slow.smtpUrl));
    let result: LoadResult;
    try {
      result = await sigtermUnderLoad(first);
    } finally {
      await first.close();
      await slow.close();
    }
    await expectStoredAndStopped(result);
    // Every acknowledged submission's mail is on disk (the slow server took none).
    const missing = result.acknowledged.filter((id) => !existsSync(join(outboxDir, `${id}.json`)));
    expect(missing).toEqual([]);

    const second = await startGatewayProcess(gatewayEnv(smtp.smtpUrl));
    try {
      for (const id of result.acknowledged) await smtp.waitFor(byId(id));
      second.signal('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await second.close();
    }
    expect(existsSync(join(outboxDir, `${result.acknowledged[0]}.json`))).toBe(false);
  });

  it('with REDIS_URL: the mail waits in Redis while the mail server is down, and goes after a restart', async () => {
    await smtp.stop();
    const env = gatewayEnv(smtp.smtpUrl, { REDIS_URL: redis.url });
    const first = await startGatewayProcess(env);
    let result: LoadResult;
    try {
      result = await sigtermUnderLoad(first);
    } finally {
      await first.close();
    }
    await expectStoredAndStopped(result);

    await smtp.start();
    const second = await startGatewayProcess(env);
    try {
      for (const id of result.acknowledged) await smtp.waitFor(byId(id));
    } finally {
      second.signal('SIGTERM');
      await second.exited;
    }
  });
});
