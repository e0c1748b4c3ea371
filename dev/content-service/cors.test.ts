// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALLOWED_ORIGIN,
  API_VERSION,
  startTemporary,
  type Running,
} from '../../testing/services/content-service';

let running: Running;

beforeEach(async () => {
  running = await startTemporary();
});

afterEach(async () => {
  await running.stop();
});

const queryPath = () =>
  `${running.service.url}/v${API_VERSION}/data/query/production?query=count(*)`;

function preflight(origin: string) {
  return fetch(queryPath(), {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  });
}

describe('CORS', () => {
  it('allows a preflight from an allowlisted origin with credentials, methods and headers', async () => {
    const response = await preflight(ALLOWED_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('content-type');
  });

  it('refuses a preflight from another origin with 403 and no CORS headers', async () => {
    const response = await preflight('https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('does not treat an allowlisted origin on another port as allowed', async () => {
    const response = await preflight('http://localhost:4174');
    expect(response.status).toBe(403);
  });

  it('answers a request from an allowlisted origin with its origin echoed', async () => {
    const response = await fetch(queryPath(), {
      headers: { Origin: ALLOWED_ORIGIN, Authorization: `Bearer ${running.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect((await response.json()).result).toBe(0);
  });

  it('refuses a request naming another origin with 403 and a message, even with the token', async () => {
    const response = await fetch(queryPath(), {
      headers: { Origin: 'https://evil.example', Authorization: `Bearer ${running.token}` },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const body = await response.json();
    expect(body.error.description).toContain('https://evil.example is not allowed');
  });
});
