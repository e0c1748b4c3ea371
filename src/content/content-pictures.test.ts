// Every picture the content points to, checked against the file under public/: it exists, has the
// declared size, and stays within its weight.
import { describe, expect, it } from 'vitest';
import { COMPANY } from './company';
import { PRODUCTS } from './products';
import { APPLICATIONS } from './applications';
import * as home from './home';
import * as media from './media';
import { TEAM } from './people';
import * as groupCompanies from './group-companies';
import type { Picture } from './types';
import { pictureSchema } from '../../testing/content/picture-schema';

// Raw text of every public image, read through Vite so this browser-side test needs no Node
// built-ins.
const PUBLIC_FILES = import.meta.glob<string>('/public/images/**/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function collectPictures(value: unknown, found: Map<string, Picture>): void {
  const parsed = pictureSchema.safeParse(value);
  if (parsed.success) {
    found.set(parsed.data.src, parsed.data);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectPictures(item, found));
  } else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((item) => collectPictures(item, found));
  }
}

describe('images', () => {
  const found = new Map<string, Picture>();
  collectPictures([COMPANY, PRODUCTS, APPLICATIONS, home, media, TEAM, groupCompanies], found);
  const pictures = [...found.values()];

  it('finds every picture the content uses', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(60);
  });

  it.each(pictures.map((picture) => [picture.src, picture] as const))(
    '%s exists under public/ with the declared width and height',
    (src, picture) => {
      const file = PUBLIC_FILES[`/public/${src}`];
      expect(file, `public/${src} is missing`).toBeDefined();
      const svg = file ?? '';
      // WebP files are binary: their pixel size is checked by scripts/images/generate-images.test.ts.
      if (src.endsWith('.webp')) {
        expect(svg.startsWith('RIFF') && svg.slice(8, 12) === 'WEBP').toBe(true);
        return;
      }
      expect(svg).toContain(`width="${picture.width}" height="${picture.height}"`);
      expect(svg).toContain(`viewBox="0 0 ${picture.width} ${picture.height}"`);
    },
  );

  it('keeps large SVG scenes under 25 KB and other SVGs under 10 KB', () => {
    const heavy = Object.entries(PUBLIC_FILES)
      .map(([file, svg]) => ({ file, size: new TextEncoder().encode(svg).byteLength }))
      .filter(({ file, size }) => {
        // WebP budgets are checked by scripts/images/generate-images.test.ts.
        if (!file.endsWith('.svg')) return false;
        const large = /\/(hero|gallery|group\/lanka|home\/video|home\/about)/.test(file);
        return size > (large ? 25_000 : 10_000);
      });
    expect(heavy).toEqual([]);
  });
});
