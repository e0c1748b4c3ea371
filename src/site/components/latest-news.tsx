import { Link } from 'react-router';
import { useLang } from '../../ui/i18n/language';
import { useShellText, useSiteText } from '../i18n/site-words';
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
  const { pageText } = useSiteText();
  const { language } = useShellText();
  const lang = useLang();
  const [ref, cards] = useLoadWhenNear(loadNewsCards, LOAD_MARGIN_PX);
  return (
    <div ref={ref} className="latest-news">
      {/* The posts are written in English only, and a page in another language says so. */}
      {lang === 'en' ? null : (
        <p className="latest-news__language" role="note">
          {language.newsInEnglish}
        </p>
      )}
      <div
        className="latest-news__cards"
        aria-busy={!cards}
        lang={lang === 'en' ? undefined : 'en'}
      >
        {cards ? <cards.LatestNewsCards count={count} /> : <CardPlaceholders count={count} />}
      </div>
      <p className="latest-news__more">
        <Link className="btn btn--outline" to="/blog">
          {pageText.allNews}
        </Link>
      </p>
    </div>
  );
}

/**
 * Empty cards of the teasers' shape (the picture's ratio and a body of the usual height) while
 * the teasers load, so what follows the section hardly moves when they arrive, at any width.
 */
function CardPlaceholders({ count }: { count: number }) {
  return (
    <ul className="news-cards" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="news-cards__item">
          <div className="news-card card">
            <div className="news-card__image news-card__image--placeholder" />
            <div className="news-card__body news-card__body--placeholder" />
          </div>
        </li>
      ))}
    </ul>
  );
}
