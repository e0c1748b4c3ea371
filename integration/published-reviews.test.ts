// @vitest-environment node
// GET /api/reviews: what the shop details page may read of approved reviews, through a real
// gateway in front of a real local content service.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { SHOP_MESSAGES } from '../src/content/shop';

let gw: LocalGateway;

beforeAll(async () => {
  gw = await startLocalGateway({ env: { CONTENT_TIMEOUT_MS: '800' } });
});
afterAll(() => gw.close());

async function storeReview(fields: Record<string, unknown>) {
  return gw.reader.create<Record<string, unknown>>({
    _id: `review.${randomUUID()}`,
    _type: 'review',
    productId: 'isophthalic',
    name: 'Anita Rao',
    email: 'anita@raocomposites.example',
    rating: 4,
    review: 'Cures evenly.',
    status: 'new',
    ...fields,
  });
}

const get = (query: string) => fetch(`${gw.url}/api/reviews${query}`);

describe('GET /api/reviews', () => {
  it('answers the approved reviews of the grade, newest first, with rating, text and date only', async () => {
    const shown = { consent: { version: '2026-11-25', choices: { showName: true } } };
    const older = await storeReview({
      name: 'Older',
      approved: true,
      submittedAt: '2026-10-01T09:00:00.000Z',
      ...shown,
    });
    const newer = await storeReview({
      name: 'Newer',
      rating: 5,
      approved: true,
      submittedAt: '2026-11-20T09:00:00.000Z',
      consent: { version: '2026-11-25', choices: { showName: false } },
    });
    // Stored before submittedAt and consent existed: the stored time stands in, the name stays.
    const legacy = await storeReview({ name: 'Legacy', status: 'pending', approved: true });
    await storeReview({ name: 'Waiting', ...shown });
    await storeReview({ name: 'Declined', approved: false, ...shown });
    await storeReview({ name: 'Other grade', approved: true, productId: 'pta-based', ...shown });

    const res = await get('?product=isophthalic');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { reviews: Record<string, unknown>[] };
    const expected = [
      { name: null, rating: 4, review: 'Cures evenly.', date: legacy._createdAt },
      { name: null, rating: 5, review: 'Cures evenly.', date: String(newer.submittedAt) },
      { name: 'Older', rating: 4, review: 'Cures evenly.', date: String(older.submittedAt) },
    ].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    expect(body.reviews).toEqual(expected);
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('answers an empty list for a grade without approved reviews', async () => {
    const res = await get('?product=recycled-pet');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reviews: [] });
  });

  it('refuses a product that is not in the catalogue, or none, with 400', async () => {
    for (const query of ['?product=nope', '', '?product=']) {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: SHOP_MESSAGES.unknownProduct });
    }
  });

  it('answers 502 with a message when the content service fails, and logs no review', async () => {
    gw.service.setFaults({ status: 500 });
    try {
      const res = await get('?product=isophthalic');
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: SHOP_MESSAGES.reviewsUnavailable });
    } finally {
      gw.service.setFaults({});
    }
    expect(gw.logs.some((line) => line.includes('GET /api/reviews'))).toBe(true);
    expect(gw.logs.join('\n')).not.toContain('Anita');
  });
});
