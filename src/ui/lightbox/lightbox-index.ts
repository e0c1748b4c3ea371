/** Wraps an index into 0..count-1, so previous from the first is the last and next from the last is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
