// The catalogue's words: the tabs, the property names, and each grade's title, picture
// description, description and key characteristics, keyed by product id. Grade codes and
// property values (figures and units) stay as they are.
import { PRODUCT_TABS, PRODUCTS, PROPERTY_LABELS } from '../../products';
import { byKey } from './by-key';

export const productTabs = byKey(
  PRODUCT_TABS,
  (tab) => tab.key,
  (tab) => tab.label,
);

/** Each card's property rows, by PROPERTY_LABELS key: the rows carry the English label. */
export const propertyLabels = PROPERTY_LABELS;

export const products = byKey(
  PRODUCTS,
  (product) => product.id,
  (product) => ({
    title: product.title,
    alt: product.thumbnail.alt,
    description: product.description,
    ...(product.keyCharacteristics ? { keyCharacteristics: product.keyCharacteristics } : {}),
  }),
);
