import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../content/company';
import { OPEN_POSITIONS } from '../../content/positions';
import { PRODUCTS } from '../../content/products';
import { pageMeta } from './page-meta';
import { loadPageWords } from './page-words';
import { sitePageAt, sitePages } from './site-pages';
import { propertyValue, structuredData, type JsonLd } from './structured-data';
import { googleProblems } from './google-rich-results';

const SITE = 'https://www.kalparesins.example';
const pages = sitePages();
const words = await loadPageWords();

function dataOf(path: string): Record<string, unknown>[] {
  const page = sitePageAt(path)!;
  const meta = pageMeta(page, pages, words);
  return structuredData(page, meta, SITE) as unknown as Record<string, unknown>[];
}
const ofType = (items: Record<string, unknown>[], type: string) =>
  items.filter((item) => item['@type'] === type);

describe('structured data', () => {
  it("meets Google's required properties on every page", () => {
    const problems = pages.flatMap((page) =>
      (structuredData(page, pageMeta(page, pages, words), SITE) as JsonLd[]).flatMap((item) =>
        googleProblems(item).map((problem) => `${page.path}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('names the company on every page, with both plants, the sales phones and its profiles', () => {
    for (const page of pages) {
      const [company] = structuredData(
        page,
        pageMeta(page, pages, words),
        SITE,
      ) as unknown as Record<string, unknown>[];
      expect(company?.['@type'], page.path).toBe('Corporation');
    }
    const [company] = dataOf('/') as [
      {
        address: { addressCountry: string }[];
        contactPoint: { telephone: string }[];
        sameAs: string[];
        logo: { url: string };
      },
    ];
    expect(company.address.map((a) => a.addressCountry)).toEqual(['IN', 'LK']);
    expect(company.contactPoint.map((c) => c.telephone)).toEqual(['+919876543210', '+94112468135']);
    expect(company.sameAs).toEqual(COMPANY.social.map((social) => social.href));
    expect(company.logo.url).toBe(`${SITE}/images/logo.svg`);
  });

  it('gives a breadcrumb below the home page only', () => {
    expect(ofType(dataOf('/'), 'BreadcrumbList')).toEqual([]);
    expect(ofType(dataOf('/products/isophthalic/'), 'BreadcrumbList')).toHaveLength(1);
  });

  it('describes a grade as a Product with its typical properties and nothing the page does not show', () => {
    const grade = PRODUCTS.find((product) => product.id === 'isophthalic')!;
    const [product] = ofType(dataOf('/products/isophthalic/'), 'Product') as [
      Record<string, unknown> & { name: string; additionalProperty: unknown[] },
    ];
    expect(product.name).toBe(grade.title);
    expect(product.additionalProperty).toHaveLength(grade.points!.length);
    expect(product.additionalProperty[0]).toEqual({
      '@type': 'PropertyValue',
      name: 'Viscosity at 25 °C (Brookfield)',
      value: '500–600',
      unitText: 'mPa·s',
    });
    expect(product).not.toHaveProperty('offers');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
  });

  it('splits a property into its value and unit, and leaves a bare figure without one', () => {
    expect(propertyValue({ label: 'Acid value', value: '10–15 mg KOH/g' })).toMatchObject({
      value: '10–15',
      unitText: 'mg KOH/g',
    });
    expect(propertyValue({ label: 'Barcol', value: '40–45' })).not.toHaveProperty('unitText');
  });

  it('describes a post as a BlogPosting, and each opening of the career page as a JobPosting', () => {
    const [post] = ofType(dataOf('/blog-single-right/3/'), 'BlogPosting') as [
      { datePublished: string },
    ];
    expect(post.datePublished).toBe('2026-10-08');
    expect(ofType(dataOf('/blog-single/3/'), 'BlogPosting')).toEqual([]);
    const jobs = ofType(dataOf('/career/'), 'JobPosting') as {
      title: string;
      directApply: boolean;
    }[];
    expect(jobs.map((job) => job.title)).toEqual(OPEN_POSITIONS.map((p) => p.title));
    expect(jobs.every((job) => job.directApply === true)).toBe(true);
  });
});

describe("the check against Google's rules", () => {
  it('finds a JobPosting without its location and a breadcrumb step without its address', () => {
    expect(
      googleProblems({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'x',
        description: 'y',
        datePosted: '2026-01-01',
        hiringOrganization: { '@type': 'Organization', name: 'z' },
      } as unknown as JsonLd),
    ).toContain('JobPosting: jobLocation is required');
    expect(
      googleProblems({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home' },
          { '@type': 'ListItem', position: 2, name: 'Page' },
        ],
      } as unknown as JsonLd),
    ).toContain('BreadcrumbList: item 0 needs its address (item)');
  });
});
