/** Where a post is read: every link to a post goes here, whichever page it is on. */
export function postPath(id: number): string {
  return `/blog-single-right/${id}`;
}
