import { useId, useState, type ReactNode } from 'react';
import { CATALOGUE_TEXT } from '../../content/messages';
import { PROPERTY_LABELS } from '../../content/products';
import type { Product } from '../../content/types';
import { useArea } from '../../ui/i18n/areas';
import { WidgetPicture } from '../kit/widget-picture';

type PropertyKey = keyof typeof PROPERTY_LABELS;

/** A property row's key: the rows carry the English label, the translations go by key. */
const propertyKeyOf = (label: string) =>
  (Object.keys(PROPERTY_LABELS) as PropertyKey[]).find((key) => PROPERTY_LABELS[key] === label);

export interface ProductCardProps {
  product: Product;
  /** The optical tab's single card shows everything and has no toggle. */
  alwaysOpen: boolean;
  /** Load the image at once (cards above the fold); otherwise it loads as it nears the view. */
  eager?: boolean;
  /** Show the picture: false in a tab never opened, so its pictures are not fetched. */
  picture?: boolean;
  /** Site only: opens the card, now and whenever it turns true again (a link to the grade). */
  expand?: boolean;
  /** Site only: the element id of the card, the target of a link to the grade. */
  anchorId?: string | undefined;
  /** Site only: shown on the card whether it is open or not (prices, buttons, links). */
  actions?: ReactNode;
}

/**
 * How wide product-tabs.css shows a card's picture, by the widget's width: 64 px up to 360 px,
 * 96 px up to 639 px, then 140 px on a closed card and 220 px on an open one. The widget is at
 * most as wide as the window, so these go by the window's width.
 */
const CLOSED_CARD_PICTURE = '(max-width: 360px) 64px, (max-width: 639px) 96px, 140px';
const OPEN_CARD_PICTURE = '(max-width: 360px) 64px, (max-width: 639px) 96px, 220px';

export function ProductCard({
  product,
  alwaysOpen,
  eager = false,
  picture = true,
  expand = false,
  anchorId,
  actions,
}: ProductCardProps) {
  const [expanded, setExpanded] = useState(expand);
  const [lastExpand, setLastExpand] = useState(expand);
  if (expand !== lastExpand) {
    setLastExpand(expand);
    if (expand) setExpanded(true);
  }
  const id = useId();
  // In another language: the grade's words and title; its codes and figures stay as they are.
  const labels = useArea('catalogue-text')?.catalogueText ?? CATALOGUE_TEXT;
  const catalogue = useArea('products');
  const words = catalogue?.products[product.id];
  const propertyLabel = (label: string) => {
    const key = propertyKeyOf(label);
    return (key && catalogue?.propertyLabels[key]) || label;
  };
  const title = words?.title ?? product.title;
  const keyCharacteristics = words?.keyCharacteristics ?? product.keyCharacteristics;
  const buttonId = `${id}-toggle`;
  const detailsId = `${id}-details`;
  const open = alwaysOpen || expanded;

  return (
    <article className="resin-product-tabs__card" part="card" data-open={open} id={anchorId}>
      {picture ? (
        <WidgetPicture
          picture={words ? { ...product.thumbnail, alt: words.alt } : product.thumbnail}
          sizes={open ? OPEN_CARD_PICTURE : CLOSED_CARD_PICTURE}
          loading={eager ? 'eager' : 'lazy'}
          className="resin-product-tabs__image"
          part="card-image"
        />
      ) : null}
      <h2 className="resin-product-tabs__title" part="card-title">
        {alwaysOpen ? (
          title
        ) : (
          <button
            type="button"
            id={buttonId}
            className="resin-product-tabs__toggle"
            part="card-toggle"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((v) => !v)}
          >
            <span>{title}</span>
            <span className="resin-product-tabs__chevron" aria-hidden="true" />
          </button>
        )}
      </h2>
      {actions ? <div className="resin-product-tabs__actions">{actions}</div> : null}
      <div
        id={detailsId}
        className="resin-product-tabs__details"
        part="card-details"
        hidden={!open}
      >
        {(words?.description ?? product.description).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {keyCharacteristics && keyCharacteristics.length > 0 && (
          <>
            <h3 className="resin-product-tabs__subheading">{labels.keyCharacteristics}</h3>
            <ul className="resin-product-tabs__characteristics" part="card-characteristics">
              {keyCharacteristics.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </>
        )}
        {product.points && product.points.length > 0 && (
          <table className="resin-product-tabs__points" part="card-properties">
            <caption>{labels.typicalProperties}</caption>
            <tbody>
              {product.points.map((point) => (
                <tr key={point.label}>
                  <th scope="row">{propertyLabel(point.label)}</th>
                  <td>{point.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </article>
  );
}
