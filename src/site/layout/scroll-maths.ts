import { HEADER_FIXED_AFTER_PX, SCROLL_TOP_AFTER_PX } from '../../content/constants';

/** The header turns fixed once the page is scrolled past the threshold, and normal at or above it. */
export function isHeaderFixed(scrollY: number): boolean {
  return scrollY > HEADER_FIXED_AFTER_PX;
}

export function isScrollTopVisible(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_AFTER_PX;
}

/** Percentage (0 to 100) of the scrollable distance already scrolled. */
export function scrollPercent(
  scrollY: number,
  scrollHeight: number,
  viewportHeight: number,
): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

/** stroke-dashoffset that shows `percent` of a ring of the given circumference. */
export function ringOffset(percent: number, circumference: number): number {
  return circumference * (1 - Math.min(100, Math.max(0, percent)) / 100);
}
