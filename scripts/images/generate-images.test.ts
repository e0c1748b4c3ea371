// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR, contentPictures, renderImages } from './generate-images';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('placeholder image generator', () => {
  const files = renderImages();

  it('draws artwork for every picture the content refers to', () => {
    expect([...files.keys()].sort()).toEqual(
      contentPictures()
        .map((p) => p.src)
        .sort(),
    );
  });

  it('matches the committed files in public/images byte for byte', () => {
    const stale = [...files]
      .filter(([src, svg]) => {
        const target = join(PUBLIC_DIR, src);
        return !existsSync(target) || readFileSync(target, 'utf8') !== svg;
      })
      .map(([src]) => src);
    expect(stale, 'run: npx tsx scripts/images/generate-images.ts').toEqual([]);
  });

  it('leaves no orphan files in public/images', () => {
    const committed = listFiles(join(PUBLIC_DIR, 'images')).map((file) =>
      relative(PUBLIC_DIR, file).split('\\').join('/'),
    );
    expect(committed.filter((src) => !files.has(src))).toEqual([]);
  });

  it('gives each SVG an accessible name and keeps text in a legible size', () => {
    for (const [src, svg] of files) {
      expect(svg, src).toMatch(/role="img" aria-label="[^"]{3,}"/);
      const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      const width = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 0);
      // Text below 1/100 of the picture's width becomes unreadable once the picture is scaled down to fit.
      const smallest = Math.min(...sizes, Infinity);
      if (sizes.length > 0) expect(smallest, src).toBeGreaterThanOrEqual(width / 100);
    }
  });
});
