// What the gateway tests share: a local gateway started for the file, sample submissions and the
// requests a browser would send it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startLocalGateway, type LocalGateway } from './local-gateway';

export const PARTNER = 'https://dealer.example';
export const uuid = () => crypto.randomUUID();
export const pdfBytes = (size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  bytes.set(new TextEncoder().encode('\n%%EOF\n'), size - 7);
  return bytes;
};

export const contact = () => ({
  id: `contact.${uuid()}`,
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Need 2 t of ortho resin',
  companyName: 'Patil Composites',
});
export const inquiry = () => ({
  id: `application.${uuid()}`,
  name: 'Ravi',
  phone: 'call after 5',
  companyName: 'Lanka Compsite',
  message: 'Quote for 500 kg',
  applicationName: 'Vaccum Infusion',
});

/** The file's gateway, set by startGatewayForFile() before the first test. */
export let gw: LocalGateway;

export function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(gw.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A new career application's id, which its resume is uploaded for. */
export const careerId = () => `career.${uuid()}`;

/**
 * `POST /api/resume` as the career form sends it: the raw PDF, for application `submission`
 * (a new one unless given), with `signals` (the start token and proof) when given.
 */
export function upload(
  bytes: Uint8Array<ArrayBuffer>,
  filename = 'cv.pdf',
  headers: Record<string, string> = {},
  submission: string = careerId(),
  signals: Record<string, string> = {},
) {
  const query = new URLSearchParams({ filename, submission, ...signals });
  return fetch(`${gw.url}/api/resume?${query.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf', ...headers },
    body: bytes,
  });
}

export async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export const count = (type: string) =>
  gw.reader.fetch<number>('count(*[_type == $type])', { type });
export const byId = (id: string) => gw.reader.fetch<unknown[]>('*[_id == $id]', { id });

/**
 * Starts a gateway for the calling test file (partner origin allowed, a high rate limit, a
 * 1.5 s content timeout) and clears injected faults before each test. The timeout is short, so
 * a test of a slow content service (3 s) ends quickly, yet long enough for the service to store
 * a 5 MB resume on a busy machine.
 */
export function startGatewayForFile() {
  beforeAll(async () => {
    gw = await startLocalGateway({
      env: { ALLOWED_ORIGINS: PARTNER, RATE_LIMIT_MAX: '1000', CONTENT_TIMEOUT_MS: '1500' },
    });
  });
  afterAll(() => gw.close());
  beforeEach(() => gw.service.setFaults({}));
}
