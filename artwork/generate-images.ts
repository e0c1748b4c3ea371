// Generates every picture the content data refers to, deterministically, into public/images.
// Run: npm run generate (in artwork/), optionally with path prefixes: npm run generate -- images/blog
// The pictures are those the content refers to (src/content/content-pictures.ts), so a new
// Picture in src/content without artwork (see artwork.ts) fails the run instead of shipping a
// broken image.
// Photographic scenes become WebP (plus a narrower copy for each extra width a Picture lists,
// and an AVIF twin of each file when the Picture asks for one); logos, client marks and
// certificates stay SVG.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Picture } from '../src/content/types';
import { pictureFiles } from '../src/content/picture-files';
import { contentPictures } from '../src/content/content-pictures';
import { artworkKey, artworks, type Artwork } from './artwork';
import { encodeAvifLike, rasterise, seedOf, svgToWebp } from './raster';
import { shoot } from './scene-kit';

/** One file to write: its path under public/ and how to make it. */
export interface PlannedFile {
  src: string;
  /** The picture it shows. */
  picture: Picture;
  kind: Artwork['kind'];
  /** Raster only: WebP, or the AVIF twin of the WebP of the same width. */
  format?: 'webp' | 'avif';
  /** The SVG source: the file itself for vector art, the drawing to rasterise otherwise. */
  svg: string;
  /** Raster only: the output width in pixels. */
  width: number;
}

/**
 * WebP settings by output width. Large pictures tolerate a lower quality (their detail is
 * finer than the artefacts) and are where the bytes are; small ones need more.
 */
export function encodingFor(width: number): { quality: number; grain: number } {
  if (width >= 1200) return { quality: 68, grain: 3 };
  if (width >= 700) return { quality: 70, grain: 3 };
  if (width >= 300) return { quality: 74, grain: 3 };
  return { quality: 82, grain: 0 };
}

/** Every file to write, without rasterising: fast, for checks on the drawings themselves. */
export function planImages(): PlannedFile[] {
  const available = artworks();
  const files: PlannedFile[] = [];
  const problems: string[] = [];
  for (const picture of contentPictures()) {
    const art = available.get(artworkKey(picture.src));
    if (!art) {
      problems.push(`no artwork for ${picture.src}`);
      continue;
    }
    const expected = art.kind === 'raster' ? '.webp' : '.svg';
    if (!picture.src.endsWith(expected)) {
      problems.push(`${picture.src} should end in ${expected} (its artwork is ${art.kind})`);
      continue;
    }
    if (art.kind === 'vector') {
      files.push({
        src: picture.src,
        picture,
        kind: 'vector',
        svg: art.draw(picture),
        width: picture.width,
      });
      continue;
    }
    const svg = shoot(art.world(), picture, art.framing, art.vignette);
    const formats = picture.avif ? (['webp', 'avif'] as const) : (['webp'] as const);
    for (const format of formats) {
      for (const { src, width } of pictureFiles(picture, format)) {
        files.push({ src, picture, kind: 'raster', format, svg, width });
      }
    }
  }
  if (problems.length > 0) throw new Error(`Image artwork problems:\n${problems.join('\n')}`);
  return files;
}

function webpOf(src: string): string {
  return src.replace(/\.avif$/, '.webp');
}

/** The bytes of one planned file. */
export async function renderFile(file: PlannedFile): Promise<Buffer> {
  if (file.kind === 'vector') return Buffer.from(file.svg);
  const encoding = encodingFor(file.width);
  // A twin shares its WebP's grain, so both show one picture.
  const seed = seedOf(file.format === 'avif' ? webpOf(file.src) : file.src);
  if (file.format === 'avif') {
    const raster = await rasterise(file.svg, { width: file.width, grain: encoding.grain, seed });
    return encodeAvifLike(raster, encoding.quality);
  }
  return svgToWebp(file.svg, { width: file.width, ...encoding, seed });
}

/**
 * The contents of every file, keyed by its path under public/ in plan order. Two files are
 * rendered at a time: each render is single-threaded, and the machine has two cores.
 */
export async function renderImages(plan = planImages()): Promise<Map<string, Buffer>> {
  const results: Buffer[] = new Array<Buffer>(plan.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < plan.length) {
      const index = next;
      next += 1;
      const file = plan[index];
      if (file) results[index] = await renderFile(file);
    }
  };
  await Promise.all([worker(), worker()]);
  return new Map(plan.map((file, index) => [file.src, results[index] ?? Buffer.alloc(0)]));
}

export const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`.padStart(9);
}

/**
 * Renders every planned file, or with arguments only those whose path starts with one of them
 * (`images/products images/applications`): a change to a few pictures need not wait for all.
 */
async function main(prefixes: string[]): Promise<void> {
  const plan = planImages().filter(
    (file) => prefixes.length === 0 || prefixes.some((prefix) => file.src.startsWith(prefix)),
  );
  const files = await renderImages(plan);
  const rows: string[] = [];
  let total = 0;
  for (const [src, bytes] of files) {
    const target = join(PUBLIC_DIR, src);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    total += bytes.length;
    rows.push(`${kilobytes(bytes.length)}  ${src}`);
  }
  rows.sort().reverse();
  console.log(rows.join('\n'));
  console.log(
    `Wrote ${files.size} images (${kilobytes(total).trim()}) to ${join(PUBLIC_DIR, 'images')}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv.slice(2));
}
