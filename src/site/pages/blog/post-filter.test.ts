import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, BLOG_TAGS, postsWithTag } from '../../../content/blog';
import { filterPosts, readFilters } from './post-filter';

const params = (query: string) => new URLSearchParams(query);

describe('blog post filter', () => {
  it('lists every post, in order, without filters', () => {
    expect(filterPosts(BLOG_POSTS, { query: '' })).toEqual(BLOG_POSTS);
  });

  it('keeps the posts of a tag', () => {
    for (const tag of BLOG_TAGS) {
      expect(filterPosts(BLOG_POSTS, { tag, query: '' })).toEqual(postsWithTag(tag));
    }
  });

  it('finds a post by words of its title, in any case and order', () => {
    const post = BLOG_POSTS[4]!;
    const [first, second] = post.title.split(' ').filter((word) => word.length > 3);
    const found = filterPosts(BLOG_POSTS, { query: `${second!.toUpperCase()}  ${first}` });
    expect(found).toContain(post);
  });

  it('finds a post by a sentence of its article text', () => {
    const post = BLOG_POSTS.find((entry) => entry.details.some((block) => block.type === 'table'))!;
    const table = post.details.find((block) => block.type === 'table')!;
    expect(filterPosts(BLOG_POSTS, { query: table.caption })).toContain(post);
  });

  it('finds nothing for words no post uses', () => {
    expect(filterPosts(BLOG_POSTS, { query: 'zeppelin' })).toEqual([]);
  });

  it('reads a known tag and the trimmed search from the query, and ignores an unknown tag', () => {
    const tag = BLOG_TAGS[0]!;
    expect(readFilters(params(`tag=${encodeURIComponent(tag)}&q=+gel+`), BLOG_TAGS)).toEqual({
      tag,
      query: 'gel',
    });
    expect(readFilters(params('tag=Nope'), BLOG_TAGS)).toEqual({ tag: undefined, query: '' });
  });
});
