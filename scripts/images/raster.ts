// Turns a scene's SVG into the WebP file the site serves. The SVG is rasterised at the size
// asked for (a half-width variant is the same drawing rendered smaller, not a resampled
// copy), a seeded film grain is added to the pixels, and the result is encoded as WebP.
// Same input, same sharp version: same bytes.
import sharp from 'sharp';
import { seededRandom } from './svg';

// One thread keeps the encoder's output independent of scheduling and leaves the machine's
// other core free.
sharp.concurrency(1);
sharp.cache(false);

export interface RasterOptions {
  /** Output width in pixels; the height follows the SVG's aspect ratio. */
  width: number;
  /** WebP quality, 0 to 100. */
  quality: number;
  /** Peak grain amplitude in 8-bit levels; 0 for none. */
  grain: number;
  /** Seeds the grain, so every picture has its own but a stable pattern. */
  seed: number;
}

/** The SVG with its width and height attributes set for rendering at `width` pixels. */
function sized(svg: string, width: number): { svg: string; height: number } {
  const match = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!match) throw new Error('SVG without a viewBox');
  const height = Math.round((width * Number(match[2])) / Number(match[1]));
  const head = svg.replace(
    /^(<svg[^>]*?) width="[\d.]+" height="[\d.]+"/,
    `$1 width="${width}" height="${height}"`,
  );
  return { svg: head, height };
}

/**
 * Grain that photographs have: luminance noise, strongest in the mid-tones and weaker in deep
 * shadow and bright highlights, where film and sensors show less of it.
 */
function addGrain(pixels: Buffer, channels: number, amplitude: number, seed: number): void {
  const random = seededRandom(seed);
  for (let i = 0; i < pixels.length; i += channels) {
    const r = pixels[i] ?? 0;
    const g = pixels[i + 1] ?? 0;
    const b = pixels[i + 2] ?? 0;
    const luma = (r * 0.3 + g * 0.59 + b * 0.11) / 255;
    const weight = 0.35 + 2.6 * luma * (1 - luma);
    const delta = (random() + random() - 1) * amplitude * weight;
    pixels[i] = clamp(r + delta);
    pixels[i + 1] = clamp(g + delta);
    pixels[i + 2] = clamp(b + delta);
  }
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

export async function svgToWebp(svg: string, options: RasterOptions): Promise<Buffer> {
  const { svg: document } = sized(svg, options.width);
  const { data, info } = await sharp(Buffer.from(document))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (options.grain > 0) addGrain(data, info.channels, options.grain, options.seed);
  return sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
    .webp({ quality: options.quality, effort: 6, smartSubsample: true })
    .toBuffer();
}

/** A stable 32-bit seed from a file path. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
