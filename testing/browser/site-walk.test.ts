import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_PATH, walkedPaths, walkSample } from './site-walk';

describe("the site walk's daily sample", () => {
  const paths = walkedPaths();
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the error screen and `count` other pages, in the page table order', () => {
    vi.stubEnv('SITE_WALK', '');
    vi.stubEnv('SITE_WALK_TURN', '7');
    const sample = walkSample(paths, 8);
    expect(sample).toHaveLength(9);
    expect(sample[0]).toBe(UNKNOWN_PATH);
    expect(sample.map((path) => paths.indexOf(path))).toEqual(
      sample.map((path) => paths.indexOf(path)).sort((a, b) => a - b),
    );
  });

  it('moves each turn and covers every page within as many turns as it takes to go round', () => {
    vi.stubEnv('SITE_WALK', '');
    const seen = new Set<string>();
    const turns = Math.ceil((paths.length - 1) / 8);
    for (let turn = 1000; turn < 1000 + turns; turn++) {
      vi.stubEnv('SITE_WALK_TURN', String(turn));
      for (const path of walkSample(paths, 8)) seen.add(path);
    }
    expect(seen.size).toBe(paths.length);
    vi.stubEnv('SITE_WALK_TURN', '1');
    const first = walkSample(paths, 8);
    vi.stubEnv('SITE_WALK_TURN', '2');
    expect(walkSample(paths, 8)).not.toEqual(first);
  });

  it('is every page when the whole walk is asked for', () => {
    vi.stubEnv('SITE_WALK', 'all');
    expect(walkSample(paths, 8)).toEqual(paths);
  });
});
