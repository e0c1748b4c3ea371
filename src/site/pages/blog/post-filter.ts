import type { ArticleBlock, BlogPost, BlogTag } from '../../../content/types';

/** The filters of a listing, read from its query. */
export interface PostFilters {
  /** Only a tag the blog uses; any other value is ignored. */
  tag?: BlogTag;
  /** The search as typed, trimmed; empty for none. */
  query: string;
}

export function readFilters(params: URLSearchParams, tags: readonly BlogTag[]): PostFilters {
  const tag = tags.find((known) => known === params.get('tag'));
  return { tag, query: (params.get('q') ?? '').trim() };
}

function blockText(block: ArticleBlock): string {
  switch (block.type) {
    case 'p':
    case 'h2':
      return block.text;
    case 'ul':
      return block.items.join(' ');
    case 'quote':
      return `${block.text} ${block.cite}`;
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()].join(' ');
  }
}

/** Everything a search looks through: the title and the whole article, in lower case. */
function searchableText(post: BlogPost): string {
  return [post.title, ...post.details.map(blockText)].join(' ').toLowerCase();
}

/**
 * The posts with the tag (if any) whose title or text contains every word of the search, in
 * any case and order. Order of the list is kept.
 */
export function filterPosts(posts: readonly BlogPost[], { tag, query }: PostFilters): BlogPost[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (tag && !post.tags.includes(tag)) return false;
    if (words.length === 0) return true;
    const text = searchableText(post);
    return words.every((word) => text.includes(word));
  });
}
