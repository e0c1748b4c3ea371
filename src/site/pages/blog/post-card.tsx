import { Link } from 'react-router';
import { postSummary } from '../../../content/blog';
import type { BlogPost } from '../../../content/types';
import { PostMeta } from '../../components/blog/post-meta';
import { postPath } from '../../components/blog/post-path';
import { Picture } from '../../components/picture';

export interface PostCardProps {
  post: BlogPost;
  listingPath: string;
  /** The first card's picture is the page's largest paint: fetched at once, not lazily. */
  first?: boolean;
}

/** A post in the listing: picture, date, author, tags, the title leading to the post, summary. */
export function PostCard({ post, listingPath, first = false }: PostCardProps) {
  const { thumbnail } = post;
  return (
    <article className="post-card card">
      <Picture picture={thumbnail} className="post-card__image" load={first ? 'high' : 'lazy'} />
      <div className="post-card__body">
        <PostMeta post={post} listingPath={listingPath} />
        <h2 className="post-card__title">
          <Link to={postPath(post.id)}>{post.title}</Link>
        </h2>
        <p className="post-card__summary">{postSummary(post)}</p>
      </div>
    </article>
  );
}
