import { describe, expect, it } from 'vitest';
import { listingHref } from './listing-href';

describe('listingHref', () => {
  it('gives the bare path without filters or on page 1', () => {
    expect(listingHref('/blog')).toBe('/blog');
    expect(listingHref('/blog-left', { page: 1, q: '  ' })).toBe('/blog-left');
  });

  it('carries the tag, the trimmed search and a page after the first, encoded', () => {
    expect(listingHref('/blog', { page: 2 })).toBe('/blog?page=2');
    expect(listingHref('/blog', { tag: 'Plant news', page: 3 })).toBe(
      '/blog?tag=Plant+news&page=3',
    );
    expect(listingHref('/blog', { q: ' gel & cure ' })).toBe('/blog?q=gel+%26+cure');
  });
});
