// A sample of a list that moves on each day, so a daily run covers the whole list in turn.

/** A fixed shuffle (the same on every machine) of `items`, so neighbours in the table spread out. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32: small, fast and good enough to spread a list.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Today's number, counted in days since 1970 (UTC): the plain bench's sample changes daily. */
export const dayNumber = (date = new Date()) => Math.floor(date.getTime() / 86_400_000);

/**
 * `count` addresses of `candidates`, the `turn`-th window of a fixed shuffle of them: each turn
 * takes the next ones, so successive days cover the whole site (every address within
 * ceil(n / count) turns) and one day's figures can be measured again by giving its turn.
 */
export function rotatingSample(
  candidates: readonly string[],
  count: number,
  turn: number,
): string[] {
  const order = shuffled(candidates, 0x6b616c70);
  if (order.length <= count) return order;
  const start = (turn * count) % order.length;
  return [...order, ...order].slice(start, start + count);
}
