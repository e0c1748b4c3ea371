import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CATALOGUE_TEXT } from '../../content/messages';
import { PRODUCT_TABS, productsIn } from '../../content/products';
import type { Product, ProductCategory } from '../../content/types';
import { loadAreas, useArea } from '../../ui/i18n/areas';
import { useLang } from '../../ui/i18n/language';
import { ProductCard } from './product-card';

export interface ProductTabsProps {
  /** The tab to show; follows later changes (the custom element's `tab` attribute). */
  tab?: ProductCategory;
  /**
   * Site only (the element never sets it): the product whose card opens, e.g. the target of
   * /products#<id>; give its category as `tab`.
   */
  expand?: string | undefined;
  /**
   * Site only: each card carries its product id as its element id, for links to a grade, and
   * each tab's panel its category ('gelcoat'), for links to a tab's section.
   */
  anchors?: boolean;
  /** Site only: what each card shows beside its title (prices and Add To Cart, Enquire, sheets). */
  renderActions?: (product: Product) => ReactNode;
}

const AREAS_SHOWN = ['catalogue-text', 'products'] as const;

function isCategory(value: unknown): value is ProductCategory {
  return PRODUCT_TABS.some((t) => t.key === value);
}

/** The first tab ('Unsaturated Polyester Resin') is the default, also for an unknown `tab` value. */
function defaultCategory(): ProductCategory {
  return PRODUCT_TABS[0]?.key ?? 'unsaturated';
}

/**
 * The product catalogue in three tabs, following the WAI-ARIA tabs pattern
 * with automatic activation: arrows, Home and End move the selection and the focus together.
 */
export function ProductTabs({ tab, expand, anchors = false, renderActions }: ProductTabsProps) {
  const wanted = isCategory(tab) ? tab : defaultCategory();
  const [selected, setSelected] = useState<ProductCategory>(wanted);
  // Follow the prop when it changes, yet let the visitor's own choice stand until it does.
  const [lastProp, setLastProp] = useState(wanted);
  if (wanted !== lastProp) {
    setLastProp(wanted);
    setSelected(wanted);
  }
  // A tab's pictures are asked for once it has been shown, so closed tabs cost a page nothing.
  const [opened, setOpened] = useState<ReadonlySet<ProductCategory>>(() => new Set([wanted]));
  if (!opened.has(selected)) setOpened(new Set([...opened, selected]));

  const baseId = useId();
  // In another language both areas load at once, rather than one after the other.
  void loadAreas(useLang(), AREAS_SHOWN);
  // In another language, the tabs' names and labels; product names stay as they are.
  const labels = useArea('catalogue-text')?.catalogueText ?? CATALOGUE_TEXT;
  const tabNames = useArea('products')?.productTabs;
  const tabRefs = useRef(new Map<ProductCategory, HTMLButtonElement>());
  const tabId = (key: ProductCategory) => `${baseId}-tab-${key}`;
  const panelId = (key: ProductCategory) => (anchors ? key : `${baseId}-panel-${key}`);

  function select(key: ProductCategory) {
    setSelected(key);
    tabRefs.current.get(key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const count = PRODUCT_TABS.length;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % count;
    else if (event.key === 'ArrowLeft') next = (index - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    const target = PRODUCT_TABS[next];
    if (target) select(target.key);
  }

  return (
    <div className="resin-product-tabs">
      <div
        className="resin-product-tabs__list"
        role="tablist"
        aria-label={labels.productCategories}
        part="tablist"
      >
        {PRODUCT_TABS.map((t, index) => {
          const isSelected = t.key === selected;
          return (
            <button
              key={t.key}
              ref={(el) => {
                if (el) tabRefs.current.set(t.key, el);
                else tabRefs.current.delete(t.key);
              }}
              type="button"
              role="tab"
              id={tabId(t.key)}
              aria-selected={isSelected}
              aria-controls={panelId(t.key)}
              tabIndex={isSelected ? 0 : -1}
              className="resin-product-tabs__tab"
              part={isSelected ? 'tab tab-selected' : 'tab'}
              onClick={() => select(t.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tabNames?.[t.key] ?? t.label}
            </button>
          );
        })}
      </div>
      {PRODUCT_TABS.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={panelId(t.key)}
          aria-labelledby={tabId(t.key)}
          tabIndex={0}
          hidden={t.key !== selected}
          className="resin-product-tabs__panel"
          part="tab-panel"
        >
          <TabCards
            products={productsIn(t.key)}
            alwaysOpen={t.key === 'optical'}
            shown={t.key === selected}
            pictures={opened.has(t.key)}
            expand={expand}
            anchors={anchors}
            renderActions={renderActions}
          />
        </div>
      ))}
    </div>
  );
}

interface TabCardsProps extends Pick<ProductTabsProps, 'expand' | 'anchors' | 'renderActions'> {
  products: Product[];
  alwaysOpen: boolean;
  shown: boolean;
  pictures: boolean;
}

/** The first cards of the shown tab are above the fold, so their images are not lazy. */
const EAGER_IMAGES = 2;

function TabCards({
  products,
  alwaysOpen,
  shown,
  pictures,
  expand,
  anchors,
  renderActions,
}: TabCardsProps) {
  return (
    <div className="resin-product-tabs__cards">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          alwaysOpen={alwaysOpen}
          eager={shown && index < EAGER_IMAGES}
          picture={pictures}
          expand={expand === product.id}
          anchorId={anchors ? product.id : undefined}
          actions={renderActions?.(product)}
        />
      ))}
    </div>
  );
}
