import type { Page } from 'playwright-core';

/**
 * Pictures of the blog and portfolio whose files are still being drawn: until they are
 * committed, the server answers 404 for them and Chromium logs each as a console error.
 */
const PENDING_PICTURES = /\/images\/(blog|portfolio)\//;
const NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/;

/**
 * The console errors of `errors` (from openPage) without those 404s: the returned function
 * gives the errors seen so far, minus one 404 message per pending picture that answered 404.
 * Any other 404, and every other error, still counts.
 */
export function errorsBesidesPendingPictures(page: Page, errors: string[]): () => string[] {
  let pending = 0;
  page.on('response', (response) => {
    if (response.status() === 404 && PENDING_PICTURES.test(response.url())) pending += 1;
  });
  return () => {
    let skip = pending;
    return errors.filter((error) => {
      if (skip > 0 && NOT_FOUND.test(error)) {
        skip -= 1;
        return false;
      }
      return true;
    });
  };
}
