import { SHOP_DETAILS_TEXT } from '../../../content/shop';

/**
 * A rating as five drawn stars, filled to the value (4.5 fills four and a half), with its text
 * equivalent ('Rated 4.5 out of 5') beside them or, when `quiet`, for screen readers only.
 */
export function RatingStars({ value, quiet = false }: { value: number; quiet?: boolean }) {
  return (
    <p className="rating-stars">
      <span className="rating-stars__stars" aria-hidden="true">
        <span className="rating-stars__fill" style={{ width: `${(value / 5) * 100}%` }}>
          ★★★★★
        </span>
        ☆☆☆☆☆
      </span>
      <span className={quiet ? 'visually-hidden' : 'rating-stars__text'}>
        {SHOP_DETAILS_TEXT.rating(value)}
      </span>
    </p>
  );
}
