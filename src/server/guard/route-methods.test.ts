import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../../content/field-messages';
import { ENVELOPE_MESSAGES } from '../../content/envelope-messages';
import { apiHeaders } from './api-headers';
import { routeMethods, unanswered } from './route-methods';

// A gateway of two route modules mounted the way createGateway mounts its own, to show that
// the preflight and the 405s follow whatever route modules are mounted, with no list beside.
function gatewayOf(...modules: Hono[]) {
  const methods = routeMethods(modules);
  const app = new Hono();
  app.use('/api/*', apiHeaders(methods));
  for (const module of modules) app.route('/', module);
  app.all('/api/*', unanswered(methods));
  return { app, methods };
}

const pass = async (_c: unknown, next: () => Promise<void>) => next();
const dealers = new Hono().get('/api/dealers', (c) => c.json({ dealers: [] }));
const samples = new Hono().post('/api/sample', pass, (c) => c.json({ id: 'sample.1' }, 201));

describe('route methods', () => {
  it('reads each path and its methods from the route modules, leaving middleware out', () => {
    expect(Object.fromEntries(gatewayOf(dealers, samples).methods)).toEqual({
      '/api/dealers': ['GET'],
      '/api/sample': ['POST'],
    });
  });

  it('answers the preflight of a mounted route with its own methods', async () => {
    const { app } = gatewayOf(dealers, samples);
    const preflight = (path: string) =>
      app.request(path, { method: 'OPTIONS', headers: { origin: 'https://dealer.example' } });
    const read = await preflight('/api/dealers');
    expect(read.status).toBe(204);
    expect(read.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    expect((await preflight('/api/sample')).headers.get('access-control-allow-methods')).toBe(
      'POST, OPTIONS',
    );
    expect((await preflight('/api/orders')).status).toBe(404);
  });

  it('answers another method on a mounted route 405 with Allow, and an unknown path 404', async () => {
    const { app } = gatewayOf(dealers, samples);
    const read = await app.request('/api/dealers', { method: 'POST' });
    expect(read.status).toBe(405);
    expect(read.headers.get('allow')).toBe('GET, OPTIONS');
    expect(await read.json()).toEqual({ error: ENVELOPE_MESSAGES.challengeOnly });
    const write = await app.request('/api/sample');
    expect(write.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await write.json()).toEqual({ error: LIMIT_MESSAGES.methodNotAllowed });
    const unknown = await app.request('/api/orders', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: LIMIT_MESSAGES.unknownRoute });
  });
});
