// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR, planImages, renderImages } from './generate-images';
import { contentPictures } from '../src/content/content-pictures';
import { avifTwin, pictureFiles } from '../src/content/picture-files';

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
      expect(stale, 'run: npm run generate').toEqual([]);
    },
  );

  it('draws raster scenes without <text>, so no machine font can change their pixels', () => {
    for (const { src, svg } of rasters) expect(svg.includes('<text'), src).toBe(false);
  });
});
