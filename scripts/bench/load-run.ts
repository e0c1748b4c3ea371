import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  total: number;
}

/** A valid contact submission with a fresh id, as the browser sends it to the gateway. */
export function contactSubmission() {
  return {
    id: `contact.${randomUUID()}`,
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '+91 90000 12345',
    message: 'Load test message: please ignore.',
    companyName: 'Bench Composites',
  };
}

/** The document the gateway writes for that submission, as one createIfNotExists mutation. */
export function contactMutation() {
  const { id, ...fields } = contactSubmission();
  return { mutations: [{ createIfNotExists: { _id: id, _type: 'contact', ...fields } }] };
}

/** Drives `url` with POSTs of `body()` (a new body each request) for `seconds` at `connections`. */
export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  body: () => unknown;
  headers?: Record<string, string>;
}): Promise<LoadFigures> {
  const fire = (seconds: number) =>
    autocannon({
      url: options.url,
      connections: options.connections,
      duration: seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({ ...request, body: JSON.stringify(options.body()) }),
        },
      ],
    });
  // Unmeasured warm-up, so the figures are of compiled code rather than the JIT's first pass.
  await fire(2);
  const result = await fire(options.seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}
