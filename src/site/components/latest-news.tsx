import { Link } from 'react-router';
import { PAGE_TEXT } from '../../content/site-text';
import { useLoadWhenNear } from './use-load-when-near';
import './news-cards.css';

// The cards come with the blog's articles, several times the size of the rest of a page: they
// load as the section nears the viewport, not with the page.
const loadNewsCards = () => import('./news-cards');
const LOAD_MARGIN_PX = 600;

/**
 * The newest `count` blog posts as teasers, each leading to its post, and a link to the blog.
 * Room for the cards is kept while they load, so nothing below them moves.
 */
export function LatestNews({ count }: { count: number }) {
  const [ref, cards] = useLoadWhenNear(loadNewsCards, LOAD_MARGIN_PX);
  return (
    <div ref={ref} className="latest-news">
      <div className="latest-news__cards" aria-busy={!cards}>
        {cards && <cards.LatestNewsCards count={count} />}
      </div>
      <p className="latest-news__more">
        <Link className="btn btn--outline" to="/blog">
          {PAGE_TEXT.allNews}
        </Link>
      </p>
    </div>
  );
}
