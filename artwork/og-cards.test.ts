// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OG_IMAGE_SIZE } from '../src/site/seo/head-html';
import { notFoundMeta, pageMeta } from '../src/site/seo/page-meta';
import { sitePages } from '../src/site/seo/site-pages';
import { PUBLIC_DIR } from './generate-images';
import { cardSvg, ogCards, renderCard } from './og-cards';

describe('preview pictures', () => {
  const cards = ogCards();

  it("exist for every page's og:image, and no other", () => {
    const pages = sitePages();
    const named = new Set([
      ...pages.filter((page) => page.lang === 'en').map((page) => pageMeta(page, pages).image),
      notFoundMeta().image,
    ]);
    expect(cards.map((card) => card.file).sort()).toEqual([...named].sort());
    const committed = readdirSync(join(PUBLIC_DIR, 'og')).map((name) => `og/${name}`);
    expect(committed.sort()).toEqual([...named].sort());
  });

  it('are 1200 x 630 JPEG files of a size a preview loads quickly', async () => {
    const problems: string[] = [];
    for (const card of cards) {
      const bytes = readFileSync(join(PUBLIC_DIR, card.file));
      const meta = await sharp(bytes).metadata();
      if (meta.format !== 'jpeg' || meta.width !== 1200 || meta.height !== 630)
        problems.push(`${card.file}: ${meta.format} ${meta.width}x${meta.height}`);
      if (bytes.length > 120 * 1024) problems.push(`${card.file}: ${bytes.length} bytes`);
    }
    expect(OG_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
    expect(problems).toEqual([]);
  });

  it("show each page's own picture, which exists", () => {
    for (const card of cards)
      expect(existsSync(join(PUBLIC_DIR, card.picture)), card.file).toBe(true);
    const marine = cards.find((card) => card.file === 'og/application-marine.jpg');
    expect(marine?.picture).toMatch(/^images\/applications\/.+\.webp$/);
  });

  it('draw the title without <text>, so no machine font can change their pixels', () => {
    for (const card of cards.slice(0, 5)) expect(cardSvg(card)).not.toContain('<text');
  });

  it('match the committed files byte for byte (run generate-og-cards.ts after a change)', async () => {
    const sample = ['og/home.jpg', 'og/application-marine.jpg', 'og/blog-single-right-14.jpg'];
    for (const file of sample) {
      const card = cards.find((candidate) => candidate.file === file);
      expect(card, file).toBeDefined();
      const bytes = await renderCard(card!, PUBLIC_DIR);
      expect(bytes.equals(readFileSync(join(PUBLIC_DIR, file))), file).toBe(true);
    }
  });
});
