// How alike two renderings of one picture look: the mean structural similarity (SSIM) of their
// luma over 8 x 8 windows, every 4 pixels. It rates blur, blocking and lost texture the way the
// eye notices them, which a plain pixel difference does not.

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

const WINDOW = 8;
const STEP = 4;
// The usual stabilising constants for 8-bit values.
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

function luma({ data, width, height, channels }: Pixels): Float64Array {
  const out = new Float64Array(width * height);
  for (let i = 0; i < out.length; i += 1) {
    const at = i * channels;
    const r = data[at] ?? 0;
    const g = channels >= 3 ? (data[at + 1] ?? 0) : r;
    const b = channels >= 3 ? (data[at + 2] ?? 0) : r;
    out[i] = 0.299 * r + 0.587 * g + 0.114 * b;
  }
  return out;
}

/** Mean SSIM of `a` and `b`, which must have the same size; 1 means identical. */
export function similarity(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`Cannot compare ${a.width}x${a.height} with ${b.width}x${b.height}`);
  }
  const x = luma(a);
  const y = luma(b);
  const { width, height } = a;
  const n = WINDOW * WINDOW;
  let total = 0;
  let windows = 0;
  for (let top = 0; top + WINDOW <= height; top += STEP) {
    for (let left = 0; left + WINDOW <= width; left += STEP) {
      let sumX = 0;
      let sumY = 0;
      for (let j = 0; j < WINDOW; j += 1) {
        for (let i = 0; i < WINDOW; i += 1) {
          const at = (top + j) * width + left + i;
          sumX += x[at] ?? 0;
          sumY += y[at] ?? 0;
        }
      }
      const meanX = sumX / n;
      const meanY = sumY / n;
      let varX = 0;
      let varY = 0;
      let cov = 0;
      for (let j = 0; j < WINDOW; j += 1) {
        for (let i = 0; i < WINDOW; i += 1) {
          const at = (top + j) * width + left + i;
          const dx = (x[at] ?? 0) - meanX;
          const dy = (y[at] ?? 0) - meanY;
          varX += dx * dx;
          varY += dy * dy;
          cov += dx * dy;
        }
      }
      varX /= n - 1;
      varY /= n - 1;
      cov /= n - 1;
      total +=
        ((2 * meanX * meanY + C1) * (2 * cov + C2)) /
        ((meanX * meanX + meanY * meanY + C1) * (varX + varY + C2));
      windows += 1;
    }
  }
  return windows === 0 ? 1 : total / windows;
}
