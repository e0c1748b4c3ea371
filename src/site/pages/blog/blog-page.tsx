import { Link, useLocation, useSearchParams } from 'react-router';
import { BLOG_POSTS, BLOG_TAGS, pageCount, pageOfPosts } from '../../../content/blog';
import { BLOG_TEXT } from '../../../content/blog-text';
import { PAGE_TITLES } from '../../../content/site-text';
import { BlogSidebar } from '../../components/blog/blog-sidebar';
import { listingHref } from '../../components/blog/listing-href';
import { PageBanner } from '../../components/page-banner';
import { Pagination } from './blog-pagination';
import { PostCard } from './post-card';
import { pageNav, requestedPage } from './pagination';
import { filterPosts, readFilters } from './post-filter';
import './blog-page.css';

interface ListingLayout {
  /** How the cards are laid out. */
  cards: 'grid-2' | 'grid-3' | 'list';
  sidebar: 'left' | 'right' | null;
}

const LAYOUTS: Record<string, ListingLayout> = {
  'grid-2': { cards: 'grid-2', sidebar: null },
  'grid-3': { cards: 'grid-3', sidebar: null },
  left: { cards: 'list', sidebar: 'left' },
  right: { cards: 'list', sidebar: 'right' },
};
/** /blog: two columns of cards with the sidebar on the right. */
const DEFAULT_LAYOUT: ListingLayout = { cards: 'grid-2', sidebar: 'right' };

/**
 * The blog listing, 6 posts a page, in one of five layouts. The tag, search and page live in the
 * address's query, so back, forward and reload show the same list.
 */
export default function BlogPage({ variant }: { variant?: string }) {
  const layout = (variant && LAYOUTS[variant]) || DEFAULT_LAYOUT;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { tag, query } = readFilters(params, BLOG_TAGS);
  const posts = filterPosts(BLOG_POSTS, { tag, query });
  const nav = pageNav(requestedPage(params.get('page')), pageCount(posts));
  const shown = pageOfPosts(nav.current, posts);
  const filtered = Boolean(tag || query);
  const crumbs = pathname === '/blog' ? [] : [{ label: BLOG_TEXT.blogCrumb, to: '/blog' }];

  return (
    <>
      <PageBanner title={PAGE_TITLES.blog} crumbs={crumbs} />
      <section className="section">
        <div
          className={`container blog-layout${layout.sidebar ? ` blog-layout--${layout.sidebar}` : ''}`}
        >
          <div className="blog-listing">
            <p className="blog-listing__status" role="status">
              {BLOG_TEXT.showing(posts.length, { tag, query })}
              {filtered && (
                <>
                  {' '}
                  <Link to={pathname}>{BLOG_TEXT.allPosts}</Link>
                </>
              )}
            </p>
            {shown.length > 0 ? (
              <ul className={`post-cards post-cards--${layout.cards}`}>
                {shown.map((post, index) => (
                  <li key={post.id}>
                    <PostCard post={post} listingPath={pathname} first={index === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="blog-listing__empty">{BLOG_TEXT.noPosts}</p>
            )}
            <Pagination
              nav={nav}
              hrefFor={(page) => listingHref(pathname, { tag, q: query, page })}
            />
          </div>
          {layout.sidebar && (
            <BlogSidebar listingPath={pathname} activeTag={tag} query={query} onListing />
          )}
        </div>
      </section>
    </>
  );
}
