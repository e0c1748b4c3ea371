// Colour arithmetic for shading: every tone of an object is derived from its one base colour,
// so a new colour of drum or hard hat needs no hand-picked gradient stops.

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t));
}

/**
 * Lighter (amount > 0, towards a warm white) or darker (amount < 0, towards a cool near-black,
 * because shadows pick up the blue of the sky and highlights the warmth of the light).
 */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#fffaf2', amount) : mix(hex, '#0b1020', -amount);
}

/** The colour as rgba() with the given opacity. */
export function alpha(hex: string, opacity: number): string {
  const [r, g, b] = channels(hex);
  return `rgba(${r},${g},${b},${opacity})`;
}
