import { Link, useParams } from 'react-router';
import { BLOG_POSTS, postById } from '../../../content/blog';
import { BLOG_TEXT } from '../../../content/blog-text';
import { PAGE_TITLES } from '../../../content/site-text';
import type { BlogPost } from '../../../content/types';
import { BlogSidebar } from '../../components/blog/blog-sidebar';
import { PostMeta } from '../../components/blog/post-meta';
import { postPath } from '../../components/blog/post-path';
import { NotFoundNotice } from '../../components/not-found-notice';
import { PageBanner } from '../../components/page-banner';
import { ArticleBlocks } from './article-blocks';
import { PostVideo } from './post-video';
import { Picture } from '../../components/picture';
import './blog-single-page.css';

const BLOG_CRUMBS = [{ label: PAGE_TITLES.blog, to: '/blog' }];

/** The post an address names: the newest without an id, none for an id no post has. */
function postFor(id: string | undefined): BlogPost | undefined {
  if (id === undefined) return BLOG_POSTS[0];
  return /^\d+$/.test(id) ? postById(Number(id)) : undefined;
}

/** One post with the sidebar on the left or right (the route's variant). */
export default function BlogSinglePage({ variant }: { variant?: string }) {
  const { id } = useParams();
  const post = postFor(id);
  if (!post) {
    return (
      <NotFoundNotice
        title={BLOG_TEXT.postNotFound}
        text={BLOG_TEXT.postNotFoundText}
        backTo="/blog"
        backLabel={BLOG_TEXT.backToBlog}
        crumbs={BLOG_CRUMBS}
      />
    );
  }
  return <PostView key={post.id} post={post} side={variant === 'left' ? 'left' : 'right'} />;
}

/** The article column's width: the page less its margins, and beside the sidebar from 992 px. */
const POST_IMAGE_SIZES =
  '(min-width: 1240px) 824px, (min-width: 992px) calc(100vw - 416px), calc(100vw - 2rem)';

function PostView({ post, side }: { post: BlogPost; side: 'left' | 'right' }) {
  const { mainimage } = post;
  return (
    <>
      <PageBanner title={post.title} crumbs={BLOG_CRUMBS} />
      <section className="section">
        <div className={`container blog-layout blog-layout--${side}`}>
          <article className="post">
            <PostMeta post={post} listingPath="/blog" />
            <Picture
              picture={mainimage}
              className="post__main-image"
              load="high"
              sizes={POST_IMAGE_SIZES}
            />
            <ArticleBlocks blocks={post.details} pictures={[post.extraimg1, post.extraimg2]} />
            {post.video && (
              <PostVideo youtubeId={post.video} title={post.title} poster={post.thumbnail} />
            )}
            <PostNav post={post} />
          </article>
          <BlogSidebar listingPath="/blog" exceptId={post.id} />
        </div>
      </section>
    </>
  );
}

/** Links to the older and the newer post, where there is one. */
function PostNav({ post }: { post: BlogPost }) {
  const index = BLOG_POSTS.indexOf(post);
  const older = BLOG_POSTS[index + 1];
  const newer = index > 0 ? BLOG_POSTS[index - 1] : undefined;
  return (
    <nav className="post-nav" aria-label={BLOG_TEXT.morePosts}>
      {older && (
        <Link
          className="post-nav__link post-nav__link--previous"
          to={postPath(older.id)}
          rel="prev"
        >
          <span className="post-nav__label">{BLOG_TEXT.previousPost}</span>
          <span className="post-nav__title">{older.title}</span>
        </Link>
      )}
      {newer && (
        <Link className="post-nav__link post-nav__link--next" to={postPath(newer.id)} rel="next">
          <span className="post-nav__label">{BLOG_TEXT.nextPost}</span>
          <span className="post-nav__title">{newer.title}</span>
        </Link>
      )}
    </nav>
  );
}
