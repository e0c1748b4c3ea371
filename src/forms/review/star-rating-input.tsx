import { SHOP_DETAILS_TEXT } from '../../content/shop';
import { FieldShell } from '../kit/field-shell';

export interface StarRatingInputProps {
  name: string;
  label: string;
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
export function StarRatingInput({ name, label, value, onChange, error }: StarRatingInputProps) {
  const chosen = Number(value) || 0;
  return (
    <FieldShell label={label} mark="required" error={error} group className="resin-stars">
      {(control) => (
        <span className="resin-stars__row">
          {STARS.map((star) => (
            <label key={star} className="resin-stars__star" data-filled={star <= chosen}>
              <input
                // Each star's own id, so the form's summary can link to the group.
                id={`${control.id}-${star}`}
                type="radio"
                name={name}
                value={String(star)}
                checked={chosen === star}
                required
                aria-invalid={control['aria-invalid']}
                onChange={() => onChange(String(star))}
              />
              <span aria-hidden="true">{star <= chosen ? '★' : '☆'}</span>
              <span className="resin-stars__label">{SHOP_DETAILS_TEXT.star(star)}</span>
            </label>
          ))}
        </span>
      )}
    </FieldShell>
  );
}
