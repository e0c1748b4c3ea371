import { createElement } from 'react';
import type { ProductCategory } from '../../content/types';
import { define } from '../kit/define';
import { createResinElement } from '../kit/create-resin-element';
import { ProductTabs } from './product-tabs';
import css from './product-tabs.css?inline';

/**
 * `<resin-product-tabs tab="gelcoat">`: the product catalogue. `tab` (unsaturated, gelcoat or
 * optical) picks the tab shown and follows later changes; unset or unknown shows the first.
 */
export const ResinProductTabs = createResinElement({
  attributes: {
    tab: { type: 'enum', values: ['unsaturated', 'gelcoat', 'optical'], default: 'unsaturated' },
  },
  css,
  render: ({ tab }) => createElement(ProductTabs, { tab }),
});

define('resin-product-tabs', ResinProductTabs);

/** `<resin-product-tabs>`: the product catalogue in three tabs. */
export interface ResinProductTabsElement extends HTMLElement {
  /** The tab shown: unsaturated (default), gelcoat or optical. */
  tab: ProductCategory;
}

declare global {
  interface HTMLElementTagNameMap {
    'resin-product-tabs': ResinProductTabsElement;
  }
}
