import { COMPARE_PICK, type COMPARE_TEXT } from '../../../content/compare-page';
import type { Translation } from '../../../content/i18n/translation';
import { PRODUCTS } from '../../../content/products';

/**
 * The grades to compare, two to four, as check boxes. Until the app has adopted the page (and
 * without JavaScript) they are disabled: the whole table is shown, and a box that did nothing
 * would mislead. Once four are picked the others wait until one is cleared.
 */
export function GradePicker({
  picked,
  ready,
  text,
  onToggle,
  onClear,
}: {
  picked: readonly string[];
  ready: boolean;
  text: Translation<typeof COMPARE_TEXT>;
  onToggle: (id: string) => void;
  onClear: () => void;
}) {
  const full = picked.length >= COMPARE_PICK.max;
  return (
    <fieldset className="compare__picker" disabled={!ready} aria-describedby="compare-pick-hint">
      <legend>{text.pickLegend}</legend>
      <p id="compare-pick-hint" className="compare__hint">
        {full ? text.pickFull : text.pickHint}
      </p>
      <ul className="compare__choices">
        {PRODUCTS.map((product) => {
          const checked = picked.includes(product.id);
          return (
            <li key={product.id}>
              <label className="compare__choice">
                <input
                  type="checkbox"
                  name="grades"
                  value={product.id}
                  checked={checked}
                  disabled={full && !checked}
                  onChange={() => onToggle(product.id)}
                />
                {product.title}
              </label>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn--outline compare__clear"
        disabled={picked.length === 0}
        onClick={onClear}
      >
        {text.showAll}
      </button>
    </fieldset>
  );
}
