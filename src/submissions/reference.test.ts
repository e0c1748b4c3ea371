// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN, REFERENCE_SIGNS, referenceOf } from './reference';

// A fixed source of ids, so the figures below are the same on every run.
function* ids(count: number, type = 'contact') {
  let seed = 0x2545f491;
  const hex = () => {
    seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5;
    return ((seed >>> 0) % 0x10000).toString(16).padStart(4, '0');
  };
  for (let i = 0; i < count; i++) {
    yield `${type}.${hex()}${hex()}-${hex()}-4${hex().slice(1)}-a${hex().slice(1)}-${hex()}${hex()}${hex()}`;
  }
}

describe('the short reference of a stored submission', () => {
  it('is KR- and six signs, the same for the same id every time', () => {
    const id = 'application.b65a8102-4498-47e5-8ecc-f132b8cf3d80';
    expect(referenceOf(id)).toBe('KR-BYW6H6');
    expect(referenceOf(id)).toMatch(REFERENCE_PATTERN);
    expect(referenceOf('contact.b65a8102-4498-47e5-8ecc-f132b8cf3d80')).not.toBe('KR-BYW6H6');
  });

  it('uses no 0, O, 1 or I, which a listener could take for one another', () => {
    expect(REFERENCE_SIGNS).toHaveLength(32);
    expect(new Set(REFERENCE_SIGNS).size).toBe(32);
    expect(REFERENCE_SIGNS).not.toMatch(/[01IO]/);
    for (const id of ids(2_000)) expect(referenceOf(id).slice(3)).not.toMatch(/[01IO]/);
  });

  it('spreads ids over every sign in every place, and shares one as rarely as 30 random bits', () => {
    const count = 50_000;
    const seen = new Set<string>();
    const places = Array.from({ length: 6 }, () => new Map<string, number>());
    let shared = 0;
    for (const id of ids(count)) {
      const reference = referenceOf(id);
      if (seen.has(reference)) shared += 1;
      seen.add(reference);
      [...reference.slice(3)].forEach((sign, at) =>
        places[at]!.set(sign, (places[at]!.get(sign) ?? 0) + 1),
      );
    }
    // 50,000 ids share about n^2 / 2^31 = 1.2 references by chance; ten would mean a bias.
    expect(shared).toBeLessThan(10);
    for (const place of places) {
      expect(place.size).toBe(32);
      // Each sign about 1,562 times; a tenth either way would mean a bias.
      expect(Math.min(...place.values())).toBeGreaterThan(1_400);
      expect(Math.max(...place.values())).toBeLessThan(1_720);
    }
  });
});
