import { useEffect, useState } from 'react';
import {
  publishedReviews,
  publishedReviewsUrl,
  type PublishedReview,
} from '../../../submissions/published-review';

/**
 * The grade's reviews that staff have approved, read from the gateway once the page is up.
 * None while they load, or when the gateway cannot answer: the page still shows the sample
 * reviews, and nothing about a buyer's review is ever rendered on the server.
 */
export function usePublishedReviews(productId: string): PublishedReview[] {
  const [reviews, setReviews] = useState<PublishedReview[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(publishedReviewsUrl(productId), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((answer: unknown) => setReviews(publishedReviews(answer)))
      // Left, offline or no gateway: the sample reviews stand alone.
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId]);
  return reviews;
}
