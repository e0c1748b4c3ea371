// Labels of the blog pages and the news teasers. Kept apart from blog.ts, whose articles are
// large: the home page's teaser section shows these labels without downloading the articles.

export const BLOG_TEXT = {
  /** The crumb to /blog on the other listing layouts. */
  blogCrumb: 'Blog',
  byAuthor: 'By',
  tags: 'Tags',
  search: 'Search',
  searchLabel: 'Search posts',
  searchPlaceholder: 'Title or text',
  recentPosts: 'Recent Posts',
  allPosts: 'All posts',
  pagination: 'Blog pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page: number) => `Page ${page}`,
  showing: (count: number, filters: { tag?: string; query?: string }) => {
    const posts = `${count} ${count === 1 ? 'post' : 'posts'}`;
    const parts = [
      filters.tag ? ` tagged “${filters.tag}”` : '',
      filters.query ? ` matching “${filters.query}”` : '',
    ];
    return `Showing ${posts}${parts.join('')}`;
  },
  noPosts: 'No posts match your search. Try other words, or see all posts.',
  postNotFound: 'Post not found.',
  postNotFoundText:
    'There is no post at this address. It may have been removed, or the link may be mistyped.',
  backToBlog: 'Back to the blog',
  morePosts: 'More posts',
  previousPost: 'Previous post',
  nextPost: 'Next post',
  playVideo: (title: string) => `Play video: ${title}`,
  videoTitle: (title: string) => `Video: ${title}`,
  articlePictures: 'Pictures from the story',
} as const;
