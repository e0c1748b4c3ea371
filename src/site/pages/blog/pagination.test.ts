import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, pageCount } from '../../../content/blog';
import { pageNav, requestedPage } from './pagination';

describe('blog pagination', () => {
  it('splits the 14 posts into 3 pages of 6', () => {
    expect(BLOG_POSTS).toHaveLength(14);
    expect(pageCount()).toBe(3);
  });

  it('has no previous page on the first and no next page on the last', () => {
    expect(pageNav(1, 3)).toEqual({
      current: 1,
      count: 3,
      previous: null,
      next: 2,
      pages: [1, 2, 3],
    });
    expect(pageNav(2, 3)).toMatchObject({ current: 2, previous: 1, next: 3 });
    expect(pageNav(3, 3)).toMatchObject({ current: 3, previous: 2, next: null });
  });

  it('shows the last page for a page past the end, and page 1 for nonsense', () => {
    expect(pageNav(9, 3).current).toBe(3);
    expect(pageNav(0, 3).current).toBe(1);
    expect(pageNav(1.5, 3).current).toBe(1);
  });

  it('keeps one page, with both arrows disabled, when nothing or little is listed', () => {
    expect(pageNav(1, 0)).toEqual({ current: 1, count: 1, previous: null, next: null, pages: [1] });
  });

  it('reads the page from the query, falling back to the first', () => {
    expect(requestedPage('2')).toBe(2);
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('0')).toBe(1);
    expect(requestedPage('-2')).toBe(1);
    expect(requestedPage('two')).toBe(1);
  });
});
