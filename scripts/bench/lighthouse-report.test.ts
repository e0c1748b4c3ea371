import { describe, expect, it } from 'vitest';
import { sitePages } from '../../src/site/seo/site-pages';
import { lighthouseSummary, lighthouseTable, nearLimit, worstFirst } from './lighthouse-report';
import type { LighthouseScores } from './lighthouse-run';
import { allAddresses, rotatingSample } from './site-addresses';

const page = (route: string, figures: Partial<LighthouseScores> = {}): LighthouseScores => ({
  route,
  performance: 100,
  accessibility: 100,
  seo: 100,
  cls: 0,
  lcpMs: 800,
  fcpMs: 700,
  tbtMs: 0,
  benchmarkIndex: 1500,
  largestPaint: 'img /images/a.avif',
  failedAudits: [],
  runs: 1,
  ...figures,
});

describe('the whole-site bench', () => {
  it('measures every page the build writes, each once, with the sitemap ones marked', () => {
    const addresses = allAddresses();
    expect(addresses.map((a) => a.path)).toEqual(sitePages().map((p) => p.path));
    expect(new Set(addresses.map((a) => a.path)).size).toBe(addresses.length);
    expect(addresses.find((a) => a.path === '/hi/application/marine/')?.sitemap).toBe(true);
    expect(addresses.find((a) => a.path === '/blog-2/')?.sitemap).toBe(false);
    expect(addresses.find((a) => a.path === '/cart/')?.noindex).toBe(true);
  });

  it('lists a page Lighthouse could not load first, then by how far past its limit a figure is', () => {
    const rows = [
      page('/fine/'),
      page('/slow/', { lcpMs: 1450, performance: 98 }),
      { route: '/broken/', failure: 'NO_NAVSTART', runs: 2 },
      page('/near/', { tbtMs: 45 }),
      page('/blocking/', { tbtMs: 62 }),
    ];
    expect(worstFirst(rows).map((row) => row.route)).toEqual([
      '/broken/',
      // 24% past the limit, against the LCP's 21%.
      '/blocking/',
      '/slow/',
      '/near/',
      '/fine/',
    ]);
    const table = lighthouseTable(rows);
    expect(table).toContain('FAILED: NO_NAVSTART');
    expect(table).toMatch(/\/slow\/.*1450 ms MISS.*LCP 1450 ms/);
  });

  it('counts a page Lighthouse could not load as short in every category', () => {
    const summary = lighthouseSummary([
      page('/a/', { accessibility: 96, lcpMs: 1300 }),
      { route: '/b/', failure: 'NO_NAVSTART', runs: 2 },
      page('/c/', { tbtMs: 72 }),
    ]).join('\n');
    expect(summary).toContain('within every limit: 0; Lighthouse could not load: 1');
    expect(summary).toContain('worst LCP: 1300 ms (/a/); over 1200 ms: 1');
    expect(summary).toContain('worst TBT: 72 ms (/c/); over 50 ms: 1');
    expect(summary).toContain('under 100: performance 1, accessibility 2, SEO 1');
  });

  it('does not hold a noindex page to SEO 100', () => {
    const rows = [page('/cart/', { seo: 66 })];
    expect(worstFirst(rows, () => ({ noindex: true }))[0]).toBe(rows[0]);
    expect(lighthouseTable(rows, () => ({ noindex: true }))).toContain('66 (noindex)');
    expect(lighthouseTable(rows)).toContain('66 MISS');
  });

  it('runs a page again where one run could fall either side of a limit', () => {
    expect(nearLimit(page('/a/'))).toBe(false);
    expect(nearLimit(page('/a/', { lcpMs: 1100 }))).toBe(true);
    expect(nearLimit(page('/a/', { tbtMs: 35 }))).toBe(true);
    expect(nearLimit(page('/a/', { accessibility: 96 }))).toBe(true);
  });
});

describe("the plain bench's sample", () => {
  const candidates = Array.from({ length: 47 }, (_, i) => `/page-${i}/`);

  it('takes ten pages, the same for the same turn', () => {
    const sample = rotatingSample(candidates, 10, 3);
    expect(sample).toHaveLength(10);
    expect(new Set(sample).size).toBe(10);
    expect(rotatingSample(candidates, 10, 3)).toEqual(sample);
    expect(rotatingSample(candidates, 10, 4)).not.toEqual(sample);
  });

  it('covers every page within as many turns as it takes to go round', () => {
    const seen = new Set<string>();
    for (let turn = 100; turn < 105; turn++) {
      for (const path of rotatingSample(candidates, 10, turn)) seen.add(path);
    }
    expect(seen.size).toBe(candidates.length);
  });
});
