import { useEffect, useRef } from 'react';
import { SHOP_DETAILS_TEXT } from '../../content/shop';
import { EN_CURRENT_NOTICE } from '../../content/current-notice-site';
import { FormField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import type { FormProps } from '../kit/submission-types';
import { useSubmission } from '../kit/use-submission';
import { StarRatingInput } from './star-rating-input';

export interface ReviewFormProps extends FormProps {
  /** The grade reviewed. */
  productId: string;
}

const EMPTY = { name: '', email: '', rating: '', review: '' };

const load = () => import('../../submissions/review').then(({ reviewKind }) => reviewKind);

/**
 * Add a review: name, e-mail, a rating of 1 to 5 stars and the review. It is stored for staff
 * to check and never shown on the site by itself; the form says so and thanks the visitor.
 */
export function ReviewForm({ productId, apiBase, onSubmitted, onFailed }: ReviewFormProps) {
  const form = useSubmission('review', {
    load,
    noticeWords: EN_CURRENT_NOTICE,
    empty: EMPTY,
    scope: [productId],
    apiBase,
    input: (values) => ({
      ...values,
      productId,
      rating: values.rating ? Number(values.rating) : undefined,
    }),
    onSubmitted,
    onFailed,
  });
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const sent = form.phase === 'done';
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <p ref={thanksRef} tabIndex={-1} className="resin-review-form__thanks" role="status">
        {SHOP_DETAILS_TEXT.reviewSent}
      </p>
    );
  }

  return (
    <FormFrame
      form={form}
      className="resin-review-form"
      label={SHOP_DETAILS_TEXT.reviewForm}
      submit={SHOP_DETAILS_TEXT.submitReview}
    >
      {/* The grade, for the form sent without a script; a script sends it from the props. */}
      <input type="hidden" name="productId" value={productId} />
      <div className="resin-form__row">
        <FormField {...form.field('name', SHOP_DETAILS_TEXT.nameLabel)} autoComplete="name" />
        <FormField
          {...form.field('email', SHOP_DETAILS_TEXT.emailLabel)}
          type="email"
          autoComplete="email"
        />
      </div>
      <StarRatingInput {...form.field('rating', SHOP_DETAILS_TEXT.ratingLabel)} />
      <FormField {...form.field('review', SHOP_DETAILS_TEXT.reviewLabel)} multiline />
    </FormFrame>
  );
}
