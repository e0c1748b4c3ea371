import { createClient } from '@sanity/client';
import { Hono } from 'hono';
import { SHOP_MESSAGES } from '../../content/shop';
import { catalogueProduct } from '../../submissions/product-field';
import {
  PUBLISHED_REVIEWS_LIMIT,
  PUBLISHED_REVIEWS_ROUTE,
  publishedReviews,
} from '../../submissions/published-review';
import type { GatewayDeps } from './gateway-deps';

/**
 * Approved reviews of one grade, newest first, with only what the page shows: the e-mail and
 * everything else of the stored document stay in the dataset. A review is shown once staff set
 * `approved` on it, with the buyer's name only when they ticked the box to show it (reviews
 * stored before that box existed show none). The order falls back to the stored time for
 * reviews older than `submittedAt`.
 */
export const APPROVED_REVIEWS_QUERY = `*[_type == "review" && productId == $product && approved == true]
  | order(coalesce(submittedAt, _createdAt) desc)[0...${PUBLISHED_REVIEWS_LIMIT}]
  {
    "name": select(consent.choices.showName == true => name, null),
    rating,
    review,
    "date": coalesce(submittedAt, _createdAt)
  }`;

/**
 * `GET /api/reviews?product=<id>`: the public read the shop details page makes. It writes
 * nothing and reads only what any visitor may see, so it has no origin check or budget.
 */
export function publishedReviewsRoute({ config, log }: GatewayDeps): Hono {
  // A read-only client of its own: published documents only, bounded like every content call.
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    perspective: 'published',
    ignoreBrowserTokenWarning: true,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    maxRetries: 0,
    timeout: config.contentTimeoutMs,
  });

  return new Hono().get(PUBLISHED_REVIEWS_ROUTE, async (c) => {
    const product = c.req.query('product') ?? '';
    if (!catalogueProduct(product)) return c.json({ error: SHOP_MESSAGES.unknownProduct }, 400);
    try {
      const result: unknown = await client.fetch(
        APPROVED_REVIEWS_QUERY,
        { product },
        { signal: AbortSignal.timeout(config.contentTimeoutMs) },
      );
      return c.json({ reviews: publishedReviews({ reviews: result }) });
    } catch (err) {
      log(
        `[gateway] GET ${PUBLISHED_REVIEWS_ROUTE}: ${err instanceof Error ? err.message : String(err)}`,
      );
      return c.json({ error: SHOP_MESSAGES.reviewsUnavailable }, 502);
    }
  });
}
