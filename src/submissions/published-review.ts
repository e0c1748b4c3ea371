/*
 * What the shop details page may know of a buyer's review once staff have approved it: the
 * rating, the text, the date, and the name only when the buyer ticked "show my name" (null
 * otherwise); never the e-mail. The gateway answers
 * `GET /api/reviews?product=<id>` with these (the browser holds no token, and the dataset
 * holds personal data), and the page checks each one before showing it. No zod here: the page
 * loads this with its first paint.
 */

export const PUBLISHED_REVIEWS_ROUTE = '/api/reviews';

/** At most this many approved reviews of one grade, newest first. */
export const PUBLISHED_REVIEWS_LIMIT = 20;

export interface PublishedReview {
  /** Null unless the buyer agreed to show it with the review. */
  name: string | null;
  /** Whole stars, 1 to 5. */
  rating: number;
  review: string;
  /** When it was submitted, an ISO date-time. */
  date: string;
}

/** The route's address for a grade (`apiBase` empty: the page's own origin). */
export function publishedReviewsUrl(productId: string, apiBase = ''): string {
  return `${apiBase.replace(/\/+$/, '')}${PUBLISHED_REVIEWS_ROUTE}?product=${encodeURIComponent(productId)}`;
}

const isReview = (value: unknown): value is PublishedReview => {
  if (typeof value !== 'object' || value === null) return false;
  const { name, rating, review, date } = value as Record<string, unknown>;
  return (
    (name === null || (typeof name === 'string' && name.trim() !== '')) &&
    typeof review === 'string' &&
    typeof rating === 'number' &&
    Number.isInteger(rating) &&
    rating >= 1 &&
    rating <= 5 &&
    typeof date === 'string' &&
    !Number.isNaN(Date.parse(date))
  );
};

/** The well-formed reviews of an answer, each with only the four fields; anything else dropped. */
export function publishedReviews(answer: unknown): PublishedReview[] {
  const list = (answer as { reviews?: unknown } | null)?.reviews;
  if (!Array.isArray(list)) return [];
  return list
    .filter(isReview)
    .slice(0, PUBLISHED_REVIEWS_LIMIT)
    .map(({ name, rating, review, date }) => ({ name, rating, review, date }));
}
