// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { lineLogger, scrub } from './log-lines';
import { requestIdFor } from './request-telemetry';

describe('scrub', () => {
  it('takes out URL query strings and e-mail addresses, and keeps the rest', () => {
    expect(
      scrub(
        'upload resume: Request error while attempting to reach http://localhost:4599/v2026-03-07/assets/files/production?filename=Asha-Patil-CV.pdf (ECONNREFUSED)',
      ),
    ).toBe(
      'upload resume: Request error while attempting to reach http://localhost:4599/v2026-03-07/assets/files/production?(query-left-out) (ECONNREFUSED)',
    );
    expect(scrub('550 <asha.patil@example.com>: recipient rejected')).toBe(
      '550 <(address left out)>: recipient rejected',
    );
    // Scrubbed twice (a message, then the logger's own pass) reads the same.
    const once = scrub('see https://a.example/x?name=Asha and b@c.example');
    expect(scrub(once)).toBe(once);
    expect(scrub('create documents: HTTP 500: Injected fault')).toBe(
      'create documents: HTTP 500: Injected fault',
    );
  });
});

describe('the JSON log', () => {
  it('writes the text messages as JSON lines with a level and a component', () => {
    const lines: string[] = [];
    const log = lineLogger(createLogger({ write: (line) => lines.push(line) }));
    log('[gateway] WARNING: Redis is unreachable');
    log('[mail] ERROR: gave up the notification of contact.a');
    log('[mail] the outbox is reachable again');
    log('plain words, and a link https://a.example/x?name=Asha');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map(({ level, component, msg }) => ({ level, component, msg }))).toEqual([
      { level: 'warn', component: 'gateway', msg: '[gateway] WARNING: Redis is unreachable' },
      {
        level: 'error',
        component: 'mail',
        msg: '[mail] ERROR: gave up the notification of contact.a',
      },
      { level: 'info', component: 'mail', msg: '[mail] the outbox is reachable again' },
      {
        level: 'info',
        component: undefined,
        msg: 'plain words, and a link https://a.example/x?(query-left-out)',
      },
    ]);
    expect(typeof entries[0]?.time).toBe('string');
  });

  it('leaves out what is below its level', () => {
    const lines: string[] = [];
    const log = lineLogger(createLogger({ level: 'warn', write: (line) => lines.push(line) }));
    log('[gateway] started');
    log('[gateway] WARNING: something');
    expect(lines).toHaveLength(1);
  });
});

describe('request ids', () => {
  it("keeps a proxy's sane id and replaces anything else with a new one", () => {
    expect(requestIdFor('a1b2c3d4-e5f6:proxy.7_x')).toBe('a1b2c3d4-e5f6:proxy.7_x');
    for (const bad of [
      undefined,
      '',
      'short',
      'has spaces in it',
      'x'.repeat(129),
      'a@b.example',
    ]) {
      const id = requestIdFor(bad);
      expect(id, String(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
