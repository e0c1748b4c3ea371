import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test } from '../testing/browser/fixture';
import { PRODUCTS } from '../src/content/products';
import { SHOP_DETAILS_TEXT } from '../src/content/shop';
import { visit } from '../testing/browser/site-visit';
import { readDocuments, waitForDocument } from '../testing/browser/stored';

// A grade no sample review is about, and no other browser test reviews.
const grade = PRODUCTS.find((p) => p.id === 'optical-fiber-rod')!;

/** Reloads the page and waits until its read of the approved reviews has been answered. */
async function reloadWithReviews(page: Page) {
  const answered = page.waitForResponse(
    (res) => res.url().endsWith(`/api/reviews?product=${grade.id}`) && res.status() === 200,
  );
  await page.reload();
  await answered;
}

describe("a buyer's review on the shop details page", () => {
  test('appears once staff approve it with a patch, with stars and text, and neither e-mail nor an unshared name', async ({
    page,
    errors,
    stack,
  }) => {
    await visit(page, `/shop-details/${grade.id}`);
    const review = `Rods pull straight at 1.2 m/min with no voids (${Date.now()}).`;
    const email = 'meera@iyerfibre.example';
    const form = page.getByRole('form', { name: SHOP_DETAILS_TEXT.reviewForm });
    await form.locator('[name="name"]').fill('Meera Iyer');
    await form.locator('[name="email"]').fill(email);
    await form.getByRole('radio', { name: SHOP_DETAILS_TEXT.star(5) }).check();
    await form.locator('[name="review"]').fill(review);
    await form.getByRole('button', { name: SHOP_DETAILS_TEXT.submitReview }).click();
    await page.getByText(SHOP_DETAILS_TEXT.reviewSent).waitFor();
    const stored = await waitForDocument(async () =>
      (await readDocuments<{ review: string }>('review')).find((d) => d.review === review),
    );

    // Stored, not yet approved: the page still shows only the sample reviews of other grades.
    await reloadWithReviews(page);
    const list = page.locator('.review-list');
    await expect(list.innerText()).resolves.not.toContain(review);
    await expect(page.getByText(SHOP_DETAILS_TEXT.reviewsOfAll).count()).resolves.toBe(1);

    // What the Studio sends when staff turn "Show on the shop" on: a patch of the stored
    // revision, so an edit made in between is never overwritten.
    await stack.reader.patch(stored._id).ifRevisionId(stored._rev).set({ approved: true }).commit();

    await reloadWithReviews(page);
    const item = page.locator('.review-list__item', { hasText: review });
    await item.waitFor();
    const text = await item.innerText();
    expect(text).toContain(SHOP_DETAILS_TEXT.rating(5));
    // The box to show the name with the review starts unticked, and was left so.
    expect(text).toContain(SHOP_DETAILS_TEXT.anonymousReviewer);
    expect(text).not.toContain('Meera Iyer');
    await expect(page.getByText(SHOP_DETAILS_TEXT.reviewsOfAll).count()).resolves.toBe(0);
    await expect(page.content()).resolves.not.toContain(email);
    expect(errors).toEqual([]);
  });
});
