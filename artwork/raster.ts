// Turns a scene's SVG into the files the site serves. The SVG is rasterised at the size asked
// for (a narrower variant is the same drawing rendered smaller, not a resampled copy), a seeded
// film grain is added to the pixels, and the result is encoded as WebP, or as AVIF at the
// fidelity of its WebP twin. Same input, same sharp version: same bytes.
import sharp from 'sharp';
import { similarity } from './fidelity';
import { seededRandom } from './svg';

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

/** The pixels of a scene at one size, grain included: what every encoding of it starts from. */
export interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export async function rasterise(
  svg: string,
  options: Omit<RasterOptions, 'quality'>,
): Promise<Raster> {
  const { svg: document } = sized(svg, options.width);
  const { data, info } = await sharp(Buffer.from(document))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (options.grain > 0) addGrain(data, info.channels, options.grain, options.seed);
  return { data, width: info.width, height: info.height, channels: info.channels };
}

function pixels(raster: Raster) {
  const { width, height, channels } = raster;
  return sharp(raster.data, { raw: { width, height, channels } });
}

export function encodeWebp(raster: Raster, quality: number): Promise<Buffer> {
  return pixels(raster).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
}

export async function svgToWebp(svg: string, options: RasterOptions): Promise<Buffer> {
  return encodeWebp(await rasterise(svg, options), options.quality);
}

/** AVIF qualities tried, lowest first: the first that looks as good as the WebP is kept. */
const AVIF_QUALITIES = [35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90];

/** How closely an encoded file reproduces the raster it was made from (1 is identical). */
async function fidelity(raster: Raster, encoded: Buffer): Promise<number> {
  const decoded = await sharp(encoded).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return similarity(raster, { ...decoded.info, data: decoded.data });
}

/**
 * The AVIF of a raster that looks at least as good as its WebP at `webpQuality`: the lowest
 * quality whose similarity to the raster reaches the WebP's. AVIF smooths the grain away at
 * low qualities, and similarity counts that as a loss, so the AVIF keeps the grain the WebP
 * shows rather than winning bytes by dropping it.
 */
export async function encodeAvifLike(raster: Raster, webpQuality: number): Promise<Buffer> {
  const target = await fidelity(raster, await encodeWebp(raster, webpQuality));
  for (const quality of AVIF_QUALITIES) {
    const avif = await pixels(raster).avif({ quality, effort: 6 }).toBuffer();
    if ((await fidelity(raster, avif)) >= target) return avif;
  }
  throw new Error(`No AVIF quality up to ${AVIF_QUALITIES.at(-1)} looks as good as the WebP`);
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
