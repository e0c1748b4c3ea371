import { Link } from 'react-router';
import { formatDate } from '../../../content/dates';
import type { BlogPost } from '../../../content/types';
import { postPath } from './post-path';
import { Picture } from '../picture';
import './post-links.css';

/** A short list of posts: the small square picture, the title linking to the post, the date. */
export function PostLinks({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <ul className="post-links">
      {posts.map((post) => (
        <li key={post.id} className="post-links__item">
          <Picture picture={post.smimg} decorative width={80} />
          <div>
            <Link className="post-links__title" to={postPath(post.id)}>
              {post.title}
            </Link>
            <time className="post-links__date" dateTime={post.date}>
              {formatDate(post.date)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
