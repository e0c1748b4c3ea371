import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSubmissionId, randomUuid } from './submit-client';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a submission id', () => {
  it('is the kind’s type and a random UUID', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSubmissionId({ type: 'contact' })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(new RegExp(`^contact\\.${UUID_V4.source.slice(1)}`));
  });

  it('is made from random bytes on a page that is not a secure context (no crypto.randomUUID)', () => {
    const { getRandomValues } = globalThis.crypto;
    // A plain http:// page's crypto: getRandomValues, and no randomUUID.
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
