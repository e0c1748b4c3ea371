import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../content/messages';
import { SHOP_DETAILS_TEXT } from '../../content/shop';
import { validate } from '../../submissions/validate';
import { useToasts } from '../../ui/toast/use-toasts';
import { toFieldErrors } from '../kit/failure';
import { FormField } from '../kit/form-field';
import { FormFrame } from '../kit/form-frame';
import { draftKey, useDraft } from '../kit/use-draft';
import { useFormChecks } from '../kit/use-form-checks';
import { useFormErrors } from '../kit/use-form-errors';
import { useSubmitGuard } from '../kit/use-submit-guard';
import { StarRatingInput } from './star-rating-input';

export interface ReviewFormProps {
  /** The grade reviewed. */
  productId: string;
  /** Gateway origin; empty means the page's own origin. */
  apiBase?: string;
}

const EMPTY = { name: '', email: '', rating: '', review: '' };
type ReviewField = keyof typeof EMPTY;
const ORDER: readonly string[] = ['name', 'email', 'rating', 'review'];

const loadChecks = () => import('./review-checks');
type ReviewChecks = Awaited<ReturnType<typeof loadChecks>>;

/**
 * Add a review: name, e-mail, a rating of 1 to 5 stars and the review. It is stored for staff
 * to check and never shown on the site by itself; the form says so and thanks the visitor.
 */
export function ReviewForm({ productId, apiBase }: ReviewFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(draftKey('review', productId), EMPTY);
  const { toasterId, notify } = useToasts();
  const { prepare, whenReady } = useFormChecks(loadChecks);
  const { errors, setErrors, change, show, showFailure } = useFormErrors(formRef, ORDER, notify);
  const guard = useSubmitGuard();
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const { values } = draft;

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const onSubmit = () => {
    if (!guard.isIdle()) return;
    whenReady(submit, (error) => showFailure(error, MESSAGES.sendFailed));
  };

  const submit = ({ reviewFields, reviewKind, newSubmissionId, send }: ReviewChecks) => {
    const checked = validate(reviewFields, {
      ...values,
      productId,
      rating: values.rating ? Number(values.rating) : undefined,
    });
    if (!checked.ok) {
      const fieldErrors = toFieldErrors(checked.issues);
      show(fieldErrors, { message: checked.message });
      // A radio group is no single form element: focus its first star when it comes first.
      if (ORDER.find((name) => fieldErrors[name]) === 'rating') {
        formRef.current?.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
      }
      return;
    }
    setErrors({});
    void guard.run(async () => {
      const id = draft.ensureId(() => newSubmissionId(reviewKind));
      try {
        await send(reviewKind, { ...checked.data, id }, { apiBase });
      } catch (error) {
        showFailure(error, MESSAGES.sendFailed);
        return false;
      }
      draft.clear();
      setSent(true);
      return true;
    });
  };

  if (sent) {
    return (
      <p ref={thanksRef} tabIndex={-1} className="resin-review-form__thanks" role="status">
        {SHOP_DETAILS_TEXT.reviewSent}
      </p>
    );
  }

  const submitting = guard.phase === 'submitting';
  const field = (name: ReviewField, label: string) => ({
    name,
    label,
    value: values[name],
    onChange: change(name, draft.setValue),
    error: errors[name],
    required: true,
  });

  return (
    <FormFrame
      className="resin-review-form"
      formRef={formRef}
      label={SHOP_DETAILS_TEXT.reviewForm}
      busy={submitting}
      onSubmit={onSubmit}
      onTouch={prepare}
      toasterId={toasterId}
    >
      <div className="resin-form__row">
        <FormField {...field('name', SHOP_DETAILS_TEXT.nameLabel)} autoComplete="name" />
        <FormField
          {...field('email', SHOP_DETAILS_TEXT.emailLabel)}
          type="email"
          autoComplete="email"
        />
      </div>
      <StarRatingInput
        name="rating"
        legend={SHOP_DETAILS_TEXT.ratingLabel}
        value={values.rating}
        onChange={change('rating', draft.setValue)}
        error={errors.rating}
      />
      <FormField {...field('review', SHOP_DETAILS_TEXT.reviewLabel)} multiline />
      <div className="resin-form__actions">
        <button type="submit" className="resin-form__submit" part="button" disabled={submitting}>
          {submitting ? MESSAGES.submitting : SHOP_DETAILS_TEXT.submitReview}
        </button>
      </div>
    </FormFrame>
  );
}
