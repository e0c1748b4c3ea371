import { Link } from 'react-router';
import { BLOG_TEXT } from '../../../content/blog-text';
import { formatDate } from '../../../content/dates';
import { memberNamed, teamDetailsPath } from '../../../content/people';
import type { BlogPost } from '../../../content/types';
import { listingHref } from './listing-href';
import './blog.css';

export interface PostMetaProps {
  post: BlogPost;
  /** The listing the tags filter. */
  listingPath: string;
}

/**
 * A post's date, author and tags. An author who is on the team links to their profile; each
 * tag links to the listing filtered by it.
 */
export function PostMeta({ post, listingPath }: PostMetaProps) {
  const member = memberNamed(post.author);
  return (
    <ul className="post-meta">
      <li>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </li>
      <li>
        {BLOG_TEXT.byAuthor}{' '}
        {member ? <Link to={teamDetailsPath(member.name)}>{post.author}</Link> : post.author}
      </li>
      <li className="post-meta__tags">
        <span className="visually-hidden">{BLOG_TEXT.tags}: </span>
        {post.tags.map((tag) => (
          <Link key={tag} className="post-tag" to={listingHref(listingPath, { tag })}>
            {tag}
          </Link>
        ))}
      </li>
    </ul>
  );
}
