// The blog: company news told in full and technical notes for resin buyers. The posts live in
// three files under ./blog by subject; this module puts them in date order and answers the
// questions the listing, sidebar and article pages ask.
import type { BlogPost, BlogTag } from './types';
import { BLOG_PAGE_SIZE, RECENT_POSTS } from './constants';
import { COMPANY_NEWS_POSTS } from './blog/company-news';
import { PROCESS_NOTES } from './blog/process-notes';
import { RESIN_NOTES } from './blog/resin-notes';

/** Every post, newest first. */
export const BLOG_POSTS: BlogPost[] = [
  ...COMPANY_NEWS_POSTS,
  ...PROCESS_NOTES,
  ...RESIN_NOTES,
].sort((a, b) => b.date.localeCompare(a.date));

/** The tags in use, each once, in the order a reader meets them going down the list. */
export const BLOG_TAGS: BlogTag[] = [...new Set(BLOG_POSTS.flatMap((post) => post.tags))];

export function postById(id: number): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.id === id);
}

export function postsWithTag(tag: BlogTag): BlogPost[] {
  return BLOG_POSTS.filter((post) => post.tags.includes(tag));
}

export function pageCount(posts: BlogPost[] = BLOG_POSTS): number {
  return Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
}

/** One page of the listing; pages count from 1, and a page past the end is empty. */
export function pageOfPosts(page: number, posts: BlogPost[] = BLOG_POSTS): BlogPost[] {
  if (!Number.isInteger(page) || page < 1) return [];
  const start = (page - 1) * BLOG_PAGE_SIZE;
  return posts.slice(start, start + BLOG_PAGE_SIZE);
}

/** The sidebar's recent posts, leaving out the one being read. */
export function recentPosts(exceptId?: number): BlogPost[] {
  return BLOG_POSTS.filter((post) => post.id !== exceptId).slice(0, RECENT_POSTS);
}

/** The text a listing card shows: the article's opening paragraph. */
export function postSummary(post: BlogPost): string {
  const first = post.details[0];
  return first?.type === 'p' ? first.text : '';
}
