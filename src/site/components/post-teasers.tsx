// Loaded when its section nears the viewport (latest-posts.tsx): the blog's articles, which the
// teasers are taken from, are the largest piece of content on the pages that show them.
import { Link } from 'react-router';
import { BLOG_POSTS, postSummary } from '../../content/blog';
import type { BlogPost } from '../../content/types';
import { Reveal } from '../../ui/reveal/reveal';
import './news-cards.css';

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-23' as '23 November 2026', the same on every machine. */
const formatDate = (isoDate: string) => DATE.format(new Date(`${isoDate}T00:00:00Z`));

/** The newest `count` posts as teasers. */
export function NewestPosts({ count }: { count: number }) {
  return <PostTeasers posts={BLOG_POSTS.slice(0, count)} />;
}

/** Blog post teasers: picture, date, tags, the title linking to the article, and its opening. */
function PostTeasers({ posts }: { posts: readonly BlogPost[] }) {
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
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                {post.tags.map((tag) => (
                  <span key={tag} className="news-card__tag">
                    {tag}
                  </span>
                ))}
              </p>
              <h3 className="news-card__title">
                <Link to={`/blog-single-right/${post.id}`}>{post.title}</Link>
              </h3>
              <p className="news-card__text">{postSummary(post)}</p>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}
