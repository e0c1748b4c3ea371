import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BLOG_TAGS, recentPosts } from '../../../content/blog';
import { BLOG_TEXT } from '../../../content/blog-text';
import type { BlogTag } from '../../../content/types';
import { listingHref } from './listing-href';
import { PostLinks } from './post-links';
import './blog.css';

export interface BlogSidebarProps {
  /** The listing that searches and tags lead to: the one shown, or /blog from a post. */
  listingPath: string;
  activeTag?: BlogTag;
  query?: string;
  /** The post being read, left out of the recent posts. */
  exceptId?: number;
  /** On a listing, its current filter (or 'All posts') is marked among the tags. */
  onListing?: boolean;
}

/**
 * The blog's sidebar: a search through the posts' titles and text, the tags, and the latest
 * posts. Searching and choosing a tag open the listing with that filter in its address.
 */
export function BlogSidebar({
  listingPath,
  activeTag,
  query = '',
  exceptId,
  onListing = false,
}: BlogSidebarProps) {
  const navigate = useNavigate();
  const id = useId();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    navigate(listingHref(listingPath, { q: typeof value === 'string' ? value : '' }));
  };

  return (
    <aside className="blog-sidebar" aria-label={BLOG_TEXT.blogCrumb}>
      <section className="blog-sidebar__block" aria-labelledby={`${id}-search`}>
        <h2 id={`${id}-search`} className="blog-sidebar__heading">
          {BLOG_TEXT.search}
        </h2>
        <form
          role="search"
          className="blog-search"
          method="get"
          action={listingPath}
          onSubmit={onSearch}
        >
          <label className="visually-hidden" htmlFor={`${id}-q`}>
            {BLOG_TEXT.searchLabel}
          </label>
          {/* Keyed by the search shown, so the field follows back and forward. */}
          <input
            key={query}
            id={`${id}-q`}
            className="blog-search__input"
            type="search"
            name="q"
            defaultValue={query}
            placeholder={BLOG_TEXT.searchPlaceholder}
          />
          <button type="submit" className="btn btn--primary blog-search__button">
            {BLOG_TEXT.search}
          </button>
        </form>
      </section>
      <section className="blog-sidebar__block" aria-labelledby={`${id}-tags`}>
        <h2 id={`${id}-tags`} className="blog-sidebar__heading">
          {BLOG_TEXT.tags}
        </h2>
        <ul className="tag-list">
          <li>
            <Link
              className="post-tag"
              to={listingPath}
              aria-current={onListing && !activeTag && !query ? 'true' : undefined}
            >
              {BLOG_TEXT.allPosts}
            </Link>
          </li>
          {BLOG_TAGS.map((tag) => (
            <li key={tag}>
              <Link
                className="post-tag"
                to={listingHref(listingPath, { tag })}
                aria-current={onListing && tag === activeTag ? 'true' : undefined}
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="blog-sidebar__block" aria-labelledby={`${id}-recent`}>
        <h2 id={`${id}-recent`} className="blog-sidebar__heading">
          {BLOG_TEXT.recentPosts}
        </h2>
        <PostLinks posts={recentPosts(exceptId)} />
      </section>
    </aside>
  );
}
