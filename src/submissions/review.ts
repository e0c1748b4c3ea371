import * as z from 'zod/mini';
import { MESSAGES } from '../content/messages';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { SHOP_DETAILS_TEXT, SHOP_LIMITS, SHOP_MESSAGES } from '../content/shop';
import { defineKind, storedKind, text } from './kind';
import { documentId, requiredText, visibleText } from './fields';
import { validEmail } from './reach-fields';
import { catalogueProduct, catalogueProductId } from './product-field';

/*
 * A buyer's review of a grade, from the shop details page. It is stored as 'new', like every
 * submission, and the site does not show it until staff approve it in the Studio: the shop page
 * lists the reviews in src/content and the approved ones the gateway answers (GET /api/reviews).
 * Reviews stored earlier say 'pending'.
 */

export const reviewFields = z.object({
  productId: catalogueProductId(),
  name: requiredText('name'),
  email: validEmail(),
  rating: z
    .number({ error: SHOP_MESSAGES.rating })
    .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, SHOP_MESSAGES.rating)),
  review: z
    .string({ error: MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.required),
      z.maxLength(
        SHOP_LIMITS.review,
        LIMIT_MESSAGES.tooLong(SHOP_DETAILS_TEXT.reviewLabel, SHOP_LIMITS.review),
      ),
      visibleText(SHOP_DETAILS_TEXT.reviewLabel, true),
    ),
});

export type ReviewFields = z.infer<typeof reviewFields>;
export type ReviewInput = z.input<typeof reviewFields>;

const reviewSubmission = z.extend(reviewFields, { id: documentId('review') });
export type ReviewSubmission = z.infer<typeof reviewSubmission>;

export const reviewKind = defineKind({
  name: 'review',
  label: 'Review',
  route: '/api/review',
  type: 'review',
  fields: reviewFields,
  schema: reviewSubmission,
});

/** How a review is stored (new until staff check it) and summarised for staff. */
export const reviewStored = storedKind(reviewKind, {
  toDocument: ({ id, productId, name, email, rating, review }: ReviewSubmission) => ({
    _id: id,
    _type: 'review',
    status: 'new',
    productId,
    productTitle: catalogueProduct(productId)?.title ?? '',
    name,
    email,
    rating,
    review,
  }),
  summarize: (doc) => {
    const rating = typeof doc.rating === 'number' ? `${doc.rating}/5` : '';
    const grade = text(doc, 'productTitle') || text(doc, 'productId');
    return {
      subject: `Review of ${grade}: ${rating} by ${text(doc, 'name')}`,
      replyTo: text(doc, 'email'),
      fields: [
        ['Grade', grade],
        ['Rating', rating],
        ['Name', text(doc, 'name')],
        ['Email', text(doc, 'email')],
        ['Review', text(doc, 'review')],
        ['Status', text(doc, 'status')],
      ],
    };
  },
});
