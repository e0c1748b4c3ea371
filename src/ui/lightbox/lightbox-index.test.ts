import { describe, expect, it } from 'vitest';
import { wrapIndex } from './lightbox-index';

describe('lightbox index', () => {
  it('goes from the first image back to the last', () => {
    expect(wrapIndex(-1, 6)).toBe(5);
  });

  it('goes from the last image on to the first', () => {
    expect(wrapIndex(6, 6)).toBe(0);
  });

  it('keeps indexes inside the range unchanged', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => wrapIndex(i, 6))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('is 0 when there are no images', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
