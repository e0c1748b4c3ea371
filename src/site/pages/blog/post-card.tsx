import { Link } from 'react-router';
import { postSummary } from '../../../content/blog';
import type { BlogPost } from '../../../content/types';
import { PostMeta } from '../../components/blog/post-meta';
import { postPath } from '../../components/blog/post-path';

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
      <img
        className="post-card__image"
        src={thumbnail.src}
        alt={thumbnail.alt}
        width={thumbnail.width}
        height={thumbnail.height}
        fetchPriority={first ? 'high' : undefined}
        loading={first ? undefined : 'lazy'}
        decoding="async"
      />
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
