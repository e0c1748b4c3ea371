// The blog's latest posts as teasers: the home page shows the first 2, the Kalpa Composite page
// the first 3. This module brings the blog's articles with it; pages load it through
// LatestNews, when the section nears the viewport.
import { Link } from 'react-router';
import { BLOG_POSTS, postSummary } from '../../content/blog';
import { formatDate } from '../../content/dates';
import type { BlogPost } from '../../content/types';
import { Reveal } from '../../ui/reveal/reveal';
import { postPath } from './blog/post-path';
import { Picture } from './picture';
import './news-cards.css';

export interface NewsCardsProps {
  posts: readonly BlogPost[];
  /** The level of each card's heading, one below the section's. */
  headingLevel?: 3 | 4;
}

/** Post teasers: picture, date, tags, the title leading to the post, and its opening. */
export function NewsCards({ posts, headingLevel = 3 }: NewsCardsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="news-cards">
      {posts.map((post, index) => (
        <Reveal as="li" key={post.id} delay={index} className="news-cards__item">
          <article className="news-card card">
            <Picture picture={post.thumbnail} className="news-card__image" />
            <div className="news-card__body">
              <p className="news-card__meta">
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                {post.tags.map((tag) => (
                  <span key={tag} className="news-card__tag">
                    {tag}
                  </span>
                ))}
              </p>
              <Heading className="news-card__title">
                <Link to={postPath(post.id)}>{post.title}</Link>
              </Heading>
              <p className="news-card__text">{postSummary(post)}</p>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}

/** The newest `count` posts. */
export function LatestNewsCards({ count }: { count: number }) {
  return <NewsCards posts={BLOG_POSTS.slice(0, count)} />;
}
