// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PUBLIC_DIR,
  budgetFor,
  contentPictures,
  planImages,
  renderImages,
} from './generate-images';
import { avifTwin, pictureFiles } from '../../src/content/picture-files';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('placeholder image generator', () => {
  const plan = planImages();
  const vectors = plan.filter((file) => file.kind === 'vector');
  const rasters = plan.filter((file) => file.kind === 'raster');

  it('draws artwork for every picture the content refers to, each width and each AVIF twin', () => {
    const expected = contentPictures().flatMap((picture) => {
      const files = pictureFiles(picture).map((file) => file.src);
      return picture.avif ? [...files, ...files.map(avifTwin)] : files;
    });
    expect(plan.map((file) => file.src).sort()).toEqual(expected.sort());
  });

  it('serves photographic scenes as WebP or AVIF and logos, marks and certificates as SVG', () => {
    expect(rasters.every((file) => file.src.endsWith(`.${file.format}`))).toBe(true);
    expect(vectors.every((file) => file.src.endsWith('.svg'))).toBe(true);
    const vectorAreas = new Set(vectors.map((file) => file.src.split('/')[1]));
    expect([...vectorAreas].sort()).toEqual(
      ['certificates', 'clients', 'group', 'logo.svg', 'logo-light.svg'].sort(),
    );
  });

  // Rendering every raster takes a while on a shared machine, hence the long timeout.
  it(
    'matches the committed files in public/images byte for byte',
    { timeout: 900_000 },
    async () => {
      const files = await renderImages(plan);
      const stale = [...files]
        .filter(([src, bytes]) => {
          const target = join(PUBLIC_DIR, src);
          return !existsSync(target) || !readFileSync(target).equals(bytes);
        })
        .map(([src]) => src);
      expect(stale, 'run: npx tsx scripts/images/generate-images.ts').toEqual([]);
    },
  );

  it('leaves no orphan files in public/images', () => {
    const planned = new Set(plan.map((file) => file.src));
    const committed = listFiles(join(PUBLIC_DIR, 'images')).map((file) =>
      relative(PUBLIC_DIR, file).split('\\').join('/'),
    );
    expect(committed.filter((src) => !planned.has(src))).toEqual([]);
  });

  it('gives each SVG an accessible name and keeps text in a legible size', () => {
    for (const { src, svg } of vectors) {
      expect(svg, src).toMatch(/role="img" aria-label="[^"]{3,}"/);
      const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      const width = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 0);
      if (sizes.length === 0) continue;
      const smallest = Math.min(...sizes);
      // Text below 1/100 of the picture's width becomes unreadable once the picture is scaled down to fit.
      expect(smallest, src).toBeGreaterThanOrEqual(width / 100);
      // Certificates are read, not glanced at: shown 400 px wide, 14 units is about 9 px.
      if (src.startsWith('images/certificates/')) expect(smallest, src).toBeGreaterThanOrEqual(14);
    }
  });

  it('draws raster scenes without <text>, so no machine font can change their pixels', () => {
    for (const { src, svg } of rasters) expect(svg.includes('<text'), src).toBe(false);
  });

  it('keeps each WebP and AVIF at its declared size and within its byte budget', async () => {
    const problems: string[] = [];
    for (const file of rasters) {
      const target = join(PUBLIC_DIR, file.src);
      if (!existsSync(target)) continue;
      const bytes = readFileSync(target);
      const meta = await sharp(bytes).metadata();
      const height = Math.round((file.width * file.picture.height) / file.picture.width);
      // sharp names the container AVIF lives in: HEIF.
      const format = file.format === 'avif' ? 'heif' : 'webp';
      if (meta.format !== format || meta.width !== file.width || meta.height !== height) {
        problems.push(
          `${file.src}: ${meta.format} ${meta.width}x${meta.height}, expected ${format} ${file.width}x${height}`,
        );
      }
      if (bytes.length > budgetFor(file.width)) {
        problems.push(`${file.src}: ${bytes.length} bytes, budget ${budgetFor(file.width)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
