import { describe, expect, it } from 'vitest';
import { HEADER_FIXED_AFTER_PX, SCROLL_TOP_AFTER_PX } from '../../content/constants';
import { isHeaderFixed, isScrollTopVisible, ringOffset, scrollPercent } from './scroll-maths';

describe('header fixed threshold', () => {
  it('stays normal at 300 px and below', () => {
    expect(HEADER_FIXED_AFTER_PX).toBe(300);
    expect(isHeaderFixed(0)).toBe(false);
    expect(isHeaderFixed(300)).toBe(false);
  });

  it('becomes fixed past 300 px', () => {
    expect(isHeaderFixed(301)).toBe(true);
    expect(isHeaderFixed(5000)).toBe(true);
  });
});

describe('scroll-to-top visibility', () => {
  it('is hidden up to 100 px and shown after', () => {
    expect(SCROLL_TOP_AFTER_PX).toBe(100);
    expect(isScrollTopVisible(100)).toBe(false);
    expect(isScrollTopVisible(101)).toBe(true);
  });
});

describe('scroll progress', () => {
  it('is the scrolled share of the scrollable distance', () => {
    // 3000 px page, 1000 px viewport: 2000 px can be scrolled.
    expect(scrollPercent(0, 3000, 1000)).toBe(0);
    expect(scrollPercent(500, 3000, 1000)).toBe(25);
    expect(scrollPercent(2000, 3000, 1000)).toBe(100);
  });

  it('stays within 0 to 100 during overscroll', () => {
    expect(scrollPercent(-40, 3000, 1000)).toBe(0);
    expect(scrollPercent(2100, 3000, 1000)).toBe(100);
  });

  it('is 0 on a page shorter than the viewport', () => {
    expect(scrollPercent(0, 800, 1000)).toBe(0);
  });

  it('turns a percentage into the ring offset: full ring at 100, empty at 0', () => {
    expect(ringOffset(0, 200)).toBe(200);
    expect(ringOffset(25, 200)).toBe(150);
    expect(ringOffset(100, 200)).toBe(0);
  });
});
