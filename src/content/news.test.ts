// The news collection, checked like the other static content: a schema for
// its shape, then the rules the pages rely on. Full zod here: this file never reaches the browser.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NEWS_POSTS, formatNewsDate } from './news';

const PUBLIC_IMAGES = import.meta.glob<string>('/public/images/news/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const isoDate = z.iso.date();

const newsPostSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(10).max(80),
  tag: z.string().min(3),
  date: isoDate,
  author: z.string().min(3),
  details: z.string().min(120).max(400),
  thumbnail: z.strictObject({
    src: z.string().regex(/^images\/news\/[a-z0-9-]+\.(svg|webp)$/),
    alt: z.string().min(10),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}

describe('news posts', () => {
  const posts = z.array(newsPostSchema).parse(NEWS_POSTS);

  it('has three posts with unique ids and titles', () => {
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((post) => post.id)).size).toBe(3);
    expect(new Set(posts.map((post) => post.title)).size).toBe(3);
  });

  it('lists the newest post first', () => {
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('tells each post in two or three sentences', () => {
    for (const post of posts) {
      const count = sentences(post.details);
      expect(count, post.title).toBeGreaterThanOrEqual(2);
      expect(count, post.title).toBeLessThanOrEqual(3);
    }
  });

  it.each(posts.map((post) => [post.thumbnail.src, post.thumbnail] as const))(
    '%s exists under public/ with the declared width and height',
    (src, picture) => {
      const file = PUBLIC_IMAGES[`/public/${src}`];
      expect(file, `public/${src} is missing`).toBeDefined();
      // A WebP's pixel size is checked by scripts/images/generate-images.test.ts.
      if (src.endsWith('.webp')) expect(file?.startsWith('RIFF')).toBe(true);
      else expect(file).toContain(`width="${picture.width}" height="${picture.height}"`);
    },
  );
});

describe('formatNewsDate', () => {
  it('spells the month out, day first, with no leading zero', () => {
    expect(formatNewsDate('2026-10-08')).toBe('8 October 2026');
    expect(formatNewsDate('2026-03-12')).toBe('12 March 2026');
  });

  it('gives back a value that is not an ISO date unchanged', () => {
    expect(formatNewsDate('soon')).toBe('soon');
    expect(formatNewsDate('2026-13-01')).toBe('2026-13-01');
  });
});
