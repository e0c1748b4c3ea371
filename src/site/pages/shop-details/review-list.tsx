import { PRODUCTS } from '../../../content/products';
import { SHOP_DETAILS_TEXT } from '../../../content/shop';
import type { Product, Review } from '../../../content/types';
import type { PublishedReview } from '../../../submissions/published-review';
import { RatingStars } from './rating-stars';
import { Picture } from '../../components/picture';

function reviewDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A submitted review's time, in the visitor's own time zone, written like the others'. */
function submittedAt(iso: string): string {
  const when = new Date(iso);
  const date = when.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const time = when.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${date}, ${time}`;
}

/**
 * The approved reviews of the grade, or of every grade (each naming its grade) when this one has
 * none yet. `published` are buyers' reviews staff have approved, newest first; submitted ones
 * that are not approved never reach the page.
 */
export function ReviewList({
  product,
  reviews,
  published = [],
}: {
  product: Product;
  reviews: Review[];
  published?: PublishedReview[];
}) {
  const own = reviews.filter((review) => review.productId === product.id);
  const hasOwn = own.length + published.length > 0;
  const shown = hasOwn ? own : reviews;
  const titleOf = (id: string) => PRODUCTS.find((grade) => grade.id === id)?.title ?? id;
  return (
    <>
      {hasOwn ? null : <p>{SHOP_DETAILS_TEXT.reviewsOfAll}</p>}
      <ul className="review-list">
        {published.map((review, index) => {
          const name = review.name ?? SHOP_DETAILS_TEXT.anonymousReviewer;
          return (
            <li key={`${review.date}-${index}`} className="review-list__item">
              <span className="review-list__avatar review-list__initial" aria-hidden="true">
                {name.trim().charAt(0).toUpperCase()}
              </span>
              <div>
                <p className="review-list__name">{name}</p>
                <p className="review-list__date">
                  <time dateTime={review.date}>{submittedAt(review.date)}</time>
                </p>
                <RatingStars value={review.rating} quiet />
                <p>{review.review}</p>
              </div>
            </li>
          );
        })}
        {shown.map((review) => (
          <li key={review.id} className="review-list__item">
            <Picture picture={review.src} className="review-list__avatar" />
            <div>
              <p className="review-list__name">{review.name}</p>
              <p className="review-list__date">
                <time dateTime={`${review.date}T${review.time}`}>
                  {reviewDate(review.date)}, {review.time}
                </time>
              </p>
              <RatingStars value={review.rating} quiet />
              <p>{review.review}</p>
              {hasOwn ? null : (
                <p className="review-list__grade">
                  {SHOP_DETAILS_TEXT.reviewedGrade} {titleOf(review.productId)}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
