// Shared by the home page (the first 2 posts) and the Kalpa Composite page (the first 3).
import { formatNewsDate } from '../../content/news';
import type { NewsPost } from '../../content/types';
import { Reveal } from '../../ui/reveal/reveal';
import './news-cards.css';

export interface NewsCardsProps {
  posts: readonly NewsPost[];
}

/**
 * News teasers. There is no post page, so each card carries its whole short text and links
 * nowhere: no 'read more' that leads to a missing route.
 */
export function NewsCards({ posts }: NewsCardsProps) {
  return (
    <ul className="news-cards">
      {posts.map((post, index) => (
        <Reveal as="li" key={post.id} delay={index} className="news-cards__item">
          <article className="news-card card">
            <img
              className="news-card__image"
              src={post.thumbnail.src}
              alt={post.thumbnail.alt}
              width={post.thumbnail.width}
              height={post.thumbnail.height}
              loading="lazy"
              decoding="async"
            />
            <div className="news-card__body">
              <p className="news-card__meta">
                <time dateTime={post.date}>{formatNewsDate(post.date)}</time>
                <span className="news-card__tag">{post.tag}</span>
              </p>
              <h3 className="news-card__title">{post.title}</h3>
              <p className="news-card__text">{post.details}</p>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}
