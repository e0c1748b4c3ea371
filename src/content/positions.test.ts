import { describe, expect, it } from 'vitest';
import { OPEN_POSITIONS } from './positions';

describe('open positions', () => {
  it('lists three or four roles, each with a unique id, title, location, type and summary', () => {
    expect(OPEN_POSITIONS.length).toBeGreaterThanOrEqual(3);
    expect(OPEN_POSITIONS.length).toBeLessThanOrEqual(4);
    expect(new Set(OPEN_POSITIONS.map((p) => p.id)).size).toBe(OPEN_POSITIONS.length);
    for (const position of OPEN_POSITIONS) {
      expect(position.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(position.title.length).toBeGreaterThan(3);
      expect(position.location).toMatch(/, (Maharashtra|Sri Lanka)$/);
      expect(position.type.length).toBeGreaterThan(3);
      expect(position.summary.length).toBeGreaterThan(80);
    }
  });
});
