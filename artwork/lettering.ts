// Stroke lettering for raster scenes: drum labels, tank numbers, signs. Raster pictures must
// not use <text>, because the rasteriser would pick whatever fonts the machine has and the
// committed files would differ between machines. These capitals are drawn as paths on a grid
// 4 units wide and 6 tall (top at 0), in the plain stencil style of industrial signage.
import { el } from './svg';

interface Glyph {
  d: string;
  /** Advance in grid units, spacing included. */
  advance: number;
}

const O = 'M2 0C0 0 0 1.5 0 3S0 6 2 6S4 4.5 4 3S4 0 2 0Z';

const GLYPHS: Record<string, Glyph> = {
  A: { d: 'M0 6L2 0L4 6M0.7 4H3.3', advance: 5 },
  B: { d: 'M0 6V0H2.5C4 0 4 3 2.5 3H0M2.5 3C4.3 3 4.3 6 2.5 6H0', advance: 5 },
  C: { d: 'M4 1.1C3.5 0.3 2.9 0 2 0C0 0 0 1.5 0 3S0 6 2 6C2.9 6 3.5 5.7 4 4.9', advance: 5 },
  D: { d: 'M0 0V6H1.8C4 6 4 4.5 4 3S4 0 1.8 0Z', advance: 5 },
  E: { d: 'M3.8 0H0V6H3.8M0 3H3', advance: 4.8 },
  F: { d: 'M3.8 0H0V6M0 3H3', advance: 4.6 },
  G: { d: 'M4 1.1C3.5 0.3 2.9 0 2 0C0 0 0 1.5 0 3S0 6 2 6C3.5 6 4 5.3 4 4V3.2H2.2', advance: 5 },
  H: { d: 'M0 0V6M4 0V6M0 3H4', advance: 5 },
  I: { d: 'M0.3 0H2.3M1.3 0V6M0.3 6H2.3', advance: 3.4 },
  J: { d: 'M3.5 0V4.3C3.5 6.4 0.3 6.4 0 4.6', advance: 4.6 },
  K: { d: 'M0 0V6M4 0L0 3.7M1.3 2.5L4 6', advance: 5 },
  L: { d: 'M0 0V6H3.8', advance: 4.6 },
  M: { d: 'M0 6V0L2.25 4L4.5 0V6', advance: 5.6 },
  N: { d: 'M0 6V0L4 6V0', advance: 5 },
  O: { d: O, advance: 5 },
  P: { d: 'M0 6V0H2.5C4 0 4 3.4 2.5 3.4H0', advance: 4.8 },
  Q: { d: `${O}M2.6 4.6L4 6.2`, advance: 5 },
  R: { d: 'M0 6V0H2.5C4 0 4 3.2 2.5 3.2H0M2.2 3.2L4 6', advance: 5 },
  S: {
    d: 'M3.9 1C3.5 0.3 2.9 0 2 0C0.5 0 0.1 0.9 0.1 1.6C0.1 3.5 4 2.5 4 4.4C4 5.2 3.4 6 2 6C1 6 0.3 5.6 0 5',
    advance: 5,
  },
  T: { d: 'M0 0H4M2 0V6', advance: 5 },
  U: { d: 'M0 0V4C0 6.6 4 6.6 4 4V0', advance: 5 },
  V: { d: 'M0 0L2 6L4 0', advance: 5 },
  W: { d: 'M0 0L1.2 6L2.5 2L3.8 6L5 0', advance: 6 },
  X: { d: 'M0 0L4 6M4 0L0 6', advance: 5 },
  Y: { d: 'M0 0L2 3L4 0M2 3V6', advance: 5 },
  Z: { d: 'M0 0H4L0 6H4', advance: 5 },
  '0': { d: 'M2 0C0.4 0 0 1.5 0 3S0.4 6 2 6S4 4.5 4 3S3.6 0 2 0Z', advance: 5 },
  '1': { d: 'M0.6 1.2L2 0V6M0.6 6H3.4', advance: 4.4 },
  '2': { d: 'M0.2 1.2C0.6 0.4 1.2 0 2 0C3.4 0 4 0.8 4 1.8C4 3.4 0 4.4 0 6H4', advance: 5 },
  '3': {
    d: 'M0.2 0.8C0.6 0.3 1.2 0 2 0C4.2 0 4.2 3 2 3H1.4M2 3C4.4 3 4.4 6 2 6C1.1 6 0.5 5.7 0 5.1',
    advance: 5,
  },
  '4': { d: 'M3 6V0L0 4.2H4', advance: 5 },
  '5': {
    d: 'M3.8 0H0.4L0.2 2.8C0.8 2.4 1.3 2.3 2 2.3C3.4 2.3 4 3.2 4 4.1C4 5.2 3.3 6 2 6C1.1 6 0.5 5.7 0 5.1',
    advance: 5,
  },
  '6': {
    d: 'M3.6 0.6C3.2 0.2 2.7 0 2 0C0.4 0 0 2 0 3.6C0 5.2 0.6 6 2 6C3.4 6 4 5.1 4 4.1C4 3.1 3.4 2.3 2 2.3C1 2.3 0.3 2.9 0 3.6',
    advance: 5,
  },
  '7': { d: 'M0 0H4L1.4 6', advance: 5 },
  '8': {
    d: 'M2 3C0.4 3 0.2 2.2 0.2 1.5C0.2 0.6 0.9 0 2 0S3.8 0.6 3.8 1.5C3.8 2.2 3.6 3 2 3C0.2 3 0 3.9 0 4.5C0 5.4 0.8 6 2 6S4 5.4 4 4.5C4 3.9 3.8 3 2 3Z',
    advance: 5,
  },
  '9': {
    d: 'M0.4 5.4C0.8 5.8 1.3 6 2 6C3.6 6 4 4 4 2.4C4 0.8 3.4 0 2 0C0.6 0 0 0.9 0 1.9C0 2.9 0.6 3.7 2 3.7C3 3.7 3.7 3.1 4 2.4',
    advance: 5,
  },
  '-': { d: 'M0.4 3.4H2.8', advance: 3.6 },
  '.': { d: 'M0.5 5.9V6', advance: 1.8 },
  ',': { d: 'M0.7 5.6L0.3 6.8', advance: 1.8 },
  ':': { d: 'M0.5 1.9V2M0.5 5.9V6', advance: 1.8 },
  '/': { d: 'M3 0L0 6', advance: 3.8 },
  '+': { d: 'M0.4 3H3.6M2 1.4V4.6', advance: 4.4 },
  '%': { d: 'M0 6L4 0M0.8 0.3V1.3M3.2 4.7V5.7', advance: 5 },
  '&': {
    d: 'M4 6L0.9 1.9C0.3 1.1 0.8 0 1.8 0C2.7 0 3.2 0.9 2.7 1.7L0.4 4.2C-0.3 5.2 0.5 6 1.6 6C2.6 6 3.4 5.2 4 4',
    advance: 5,
  },
  "'": { d: 'M0.5 0V1.6', advance: 1.8 },
  '°': { d: 'M1 0C0.4 0 0 0.4 0 1S0.4 2 1 2S2 1.6 2 1S1.6 0 1 0Z', advance: 2.8 },
  ' ': { d: '', advance: 3 },
};

const FALLBACK: Glyph = { d: 'M0 0H4V6H0Z', advance: 5 };

function glyph(char: string): Glyph {
  return GLYPHS[char.toUpperCase()] ?? FALLBACK;
}

/** Width of the lettering at the given cap height, in user units. */
export function letteringWidth(content: string, capHeight: number, tracking = 0): number {
  const scale = capHeight / 6;
  const units = [...content].reduce((sum, char) => sum + glyph(char).advance + tracking, 0);
  return (units - 1 - tracking) * scale;
}

export interface LetteringOptions {
  anchor?: 'start' | 'middle' | 'end';
  /** Stroke weight as a fraction of the cap height (0.13 is a bold sign face). */
  weight?: number;
  /** Extra space between letters, in grid units. */
  tracking?: number;
  opacity?: number;
  transform?: string;
}

/**
 * Capitals as one stroked path. (x, y) is the baseline at the anchor; lower case is drawn as
 * capitals.
 */
export function lettering(
  x: number,
  y: number,
  content: string,
  capHeight: number,
  color: string,
  options: LetteringOptions = {},
): string {
  const { anchor = 'start', weight = 0.13, tracking = 0, opacity, transform } = options;
  const scale = capHeight / 6;
  const width = letteringWidth(content, capHeight, tracking);
  const start = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  let cursor = 0;
  let d = '';
  for (const char of content) {
    const { d: shape, advance } = glyph(char);
    if (shape) d += offset(shape, cursor);
    cursor += advance + tracking;
  }
  const place = `translate(${round(start)} ${round(y - capHeight)}) scale(${round(scale, 1000)})`;
  return el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': round(6 * weight, 1000),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    opacity,
    transform: transform ? `${transform} ${place}` : place,
  });
}

function round(value: number, precision = 10): number {
  return Math.round(value * precision) / precision;
}

/**
 * Moves a glyph's absolute path right by dx grid units. Glyph paths use only absolute
 * commands whose arguments are x,y pairs, except H (x only) and V (y only).
 */
function offset(d: string, dx: number): string {
  return d.replace(/([MLCSHV])([^MLCSHVZ]*)/g, (_, command: string, args: string) => {
    const numbers = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === 'V') return `V${numbers.join(' ')}`;
    if (command === 'H') return `H${numbers.map((v) => round(v + dx, 100)).join(' ')}`;
    const moved = numbers.map((v, i) => (i % 2 === 0 ? round(v + dx, 100) : v));
    return `${command}${moved.join(' ')}`;
  });
}
