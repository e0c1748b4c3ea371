import { Link } from 'react-router';
import { BLOG_TEXT } from '../../../content/blog-text';
import type { PageNav } from './pagination';

export interface PaginationProps {
  nav: PageNav;
  hrefFor: (page: number) => string;
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </svg>
  );
}

/**
 * Page links of the listing. The current page is marked; at the ends the previous or next arrow
 * is a disabled button, so it is neither a dead link nor a stop for the Tab key.
 */
export function Pagination({ nav, hrefFor }: PaginationProps) {
  const arrow = (direction: 'previous' | 'next', target: number | null) => {
    const label = direction === 'previous' ? BLOG_TEXT.previousPage : BLOG_TEXT.nextPage;
    return target === null ? (
      <button type="button" className="pagination__link" aria-label={label} disabled>
        <Arrow direction={direction} />
      </button>
    ) : (
      <Link
        className="pagination__link"
        to={hrefFor(target)}
        aria-label={label}
        rel={direction === 'previous' ? 'prev' : 'next'}
      >
        <Arrow direction={direction} />
      </Link>
    );
  };

  return (
    <nav className="pagination" aria-label={BLOG_TEXT.pagination}>
      <ul>
        <li>{arrow('previous', nav.previous)}</li>
        {nav.pages.map((page) => (
          <li key={page}>
            <Link
              className="pagination__link"
              to={hrefFor(page)}
              aria-label={BLOG_TEXT.page(page)}
              aria-current={page === nav.current ? 'page' : undefined}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>{arrow('next', nav.next)}</li>
      </ul>
    </nav>
  );
}
