import { PRODUCTS } from '../../../content/products';
import { SHOP_DETAILS_TEXT } from '../../../content/shop';
import type { Product, Review } from '../../../content/types';
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

/**
 * The approved reviews of the grade, or of every grade (each naming its grade) when this one has
 * none yet. Submitted reviews are not among them until staff have checked them.
 */
export function ReviewList({ product, reviews }: { product: Product; reviews: Review[] }) {
  const own = reviews.filter((review) => review.productId === product.id);
  const shown = own.length > 0 ? own : reviews;
  const titleOf = (id: string) => PRODUCTS.find((grade) => grade.id === id)?.title ?? id;
  return (
    <>
      {own.length === 0 ? <p>{SHOP_DETAILS_TEXT.reviewsOfAll}</p> : null}
      <ul className="review-list">
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
              {own.length === 0 ? (
                <p className="review-list__grade">
                  {SHOP_DETAILS_TEXT.reviewedGrade} {titleOf(review.productId)}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
