// The committed pictures under public/ are assets the artwork workspace draws: these cheap checks
// hold them to what the content says. Every picture's files exist (each published width, and the
// AVIF twins where it has them) in the declared format and size, within their weight, with no
// file that nothing refers to.
import { describe, expect, it } from 'vitest';
import { PICTURE_MODULES, collectPictures, contentPictures } from './content-pictures';
import { pictureFiles } from './picture-files';
import type { Picture } from './types';
import { rasterHeader } from '../../testing/content/image-header';

// Read through Vite, so this test needs no Node built-ins: SVGs as text, raster files as data
// URLs of their bytes, and the list of every file.
const SVG_FILES = import.meta.glob<string>('/public/images/**/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const RASTER_FILES = import.meta.glob<string>('/public/images/**/*.{webp,avif}', {
  query: '?inline',
  import: 'default',
  eager: true,
});
const ALL_FILES = Object.keys(import.meta.glob('/public/images/**/*')).map((path) =>
  path.replace(/^\/public\//, ''),
);

function bytes(src: string): Uint8Array {
  const url = RASTER_FILES[`/public/${src}`] ?? '';
  return Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
}

/** The byte budget of a raster file by its width: heroes 80 KB, galleries 60 KB, thumbnails 30 KB. */
function rasterBudget(width: number): number {
  if (width >= 1200) return 80_000;
  if (width >= 700) return 60_000;
  return 30_000;
}

/** Every file of a picture with its width: the SVG itself, or each WebP and AVIF copy. */
function filesOf(picture: Picture): { src: string; width: number }[] {
  if (picture.src.endsWith('.svg')) return [{ src: picture.src, width: picture.width }];
  return [...pictureFiles(picture), ...(picture.avif ? pictureFiles(picture, 'avif') : [])];
}

describe('the pictures under public/', () => {
  const pictures = contentPictures();
  const files = pictures.flatMap((picture) =>
    filesOf(picture).map((file) => ({ ...file, picture })),
  );

  it('are found in every content module that holds pictures', () => {
    const empty = Object.entries(PICTURE_MODULES)
      .filter(([, module]) => collectPictures(module).length === 0)
      .map(([name]) => name);
    expect(empty).toEqual([]);
  });

  it('exist, every published width and format of each picture', () => {
    const present = new Set(ALL_FILES);
    expect(files.filter((file) => !present.has(file.src)).map((file) => file.src)).toEqual([]);
  });

  it('have the declared format, width and height', () => {
    const problems: string[] = [];
    for (const { src, width, picture } of files) {
      if (src.endsWith('.svg')) {
        const svg = SVG_FILES[`/public/${src}`] ?? '';
        if (
          !svg.includes(`width="${picture.width}" height="${picture.height}"`) ||
          !svg.includes(`viewBox="0 0 ${picture.width} ${picture.height}"`)
        ) {
          problems.push(`${src}: not ${picture.width}x${picture.height}`);
        }
        continue;
      }
      const header = rasterHeader(bytes(src));
      const height = Math.round((width * picture.height) / picture.width);
      const format = src.endsWith('.avif') ? 'avif' : 'webp';
      if (header?.format !== format || header.width !== width || header.height !== height) {
        problems.push(`${src}: ${JSON.stringify(header)}, expected ${format} ${width}x${height}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep WebP and AVIF files within 80 KB from 1200 px wide, 60 KB from 700 px, else 30 KB', () => {
    const heavy = files
      .filter((file) => !file.src.endsWith('.svg'))
      .map((file) => ({
        src: file.src,
        size: bytes(file.src).length,
        budget: rasterBudget(file.width),
      }))
      .filter(({ size, budget }) => size > budget);
    expect(heavy).toEqual([]);
  });

  it('keep large SVG scenes under 25 KB and other SVGs under 10 KB', () => {
    const heavy = Object.entries(SVG_FILES)
      .map(([file, svg]) => ({ file, size: new TextEncoder().encode(svg).byteLength }))
      .filter(({ file, size }) => {
        const large = /\/(hero|gallery|group\/lanka|home\/video|home\/about)/.test(file);
        return size > (large ? 25_000 : 10_000);
      });
    expect(heavy).toEqual([]);
  });

  it('offer AVIF only where it is clearly smaller: a fifth less in all, and smaller at each width', () => {
    const problems: string[] = [];
    for (const picture of pictures.filter((p) => p.avif)) {
      const webp = pictureFiles(picture).map((file) => bytes(file.src).length);
      const avif = pictureFiles(picture, 'avif').map((file) => bytes(file.src).length);
      const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
      if (sum(avif) > 0.8 * sum(webp))
        problems.push(`${picture.src}: ${sum(avif)} of ${sum(webp)}`);
      avif.forEach((size, i) => {
        if (size >= (webp[i] ?? 0))
          problems.push(`${picture.src} at width ${i}: ${size} >= ${webp[i]}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('leave no file under public/images that no picture refers to', () => {
    const referred = new Set(files.map((file) => file.src));
    expect(ALL_FILES.filter((file) => !referred.has(file))).toEqual([]);
  });

  it('give each SVG an accessible name and keep its text legible', () => {
    for (const { src } of files.filter((file) => file.src.endsWith('.svg'))) {
      const svg = SVG_FILES[`/public/${src}`] ?? '';
      expect(svg, src).toMatch(/role="img" aria-label="[^"]{3,}"/);
      const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      const width = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 0);
      if (sizes.length === 0) continue;
      const smallest = Math.min(...sizes);
      // Text below 1/100 of the picture's width becomes unreadable once the picture is scaled
      // down to fit.
      expect(smallest, src).toBeGreaterThanOrEqual(width / 100);
      // Certificates are read, not glanced at: shown 400 px wide, 14 units is about 9 px.
      if (src.startsWith('images/certificates/')) expect(smallest, src).toBeGreaterThanOrEqual(14);
    }
  });
});
