// Loaded when the posts section nears the viewport: it brings the blog's articles with it.
import { BLOG_POSTS } from '../../../content/blog';
import { TEAM_TEXT } from '../../../content/team';
import { PostLinks } from '../../components/blog/post-links';

/** The posts a team member wrote, newest first. */
export function AuthorPosts({ author }: { author: string }) {
  const posts = BLOG_POSTS.filter((post) => post.author === author);
  return posts.length > 0 ? <PostLinks posts={posts} /> : <p>{TEAM_TEXT.noPosts}</p>;
}
