import { useId } from 'react';
import { SHOP_DETAILS_TEXT } from '../../content/shop';

export interface StarRatingInputProps {
  name: string;
  legend: string;
  /** '1' to '5', or '' before a choice. */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

const STARS = [1, 2, 3, 4, 5];

/**
 * A rating of 1 to 5 stars as a group of native radio buttons: Tab reaches the group, the arrow
 * keys choose, and each star is read as '3 stars'. The stars up to the chosen one are filled.
 */
export function StarRatingInput({ name, legend, value, onChange, error }: StarRatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = Number(value) || 0;
  return (
    <fieldset
      className={`resin-field resin-stars${error ? ' resin-field--invalid' : ''}`}
      part="field"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="resin-field__label" part="label">
        {legend}
        <span className="resin-field__required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <span className="resin-stars__row">
        {STARS.map((star) => (
          <label key={star} className="resin-stars__star" data-filled={star <= chosen}>
            <input
              type="radio"
              name={name}
              value={String(star)}
              checked={chosen === star}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(String(star))}
            />
            <span aria-hidden="true">{star <= chosen ? '★' : '☆'}</span>
            <span className="resin-stars__label">{SHOP_DETAILS_TEXT.star(star)}</span>
          </label>
        ))}
      </span>
      {error ? (
        <p id={errorId} className="resin-field__error" part="error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
