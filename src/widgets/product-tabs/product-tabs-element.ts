import { createElement } from 'react';
import type { ProductCategory } from '../../content/types';
import { define } from '../kit/define';
import { createResinElement } from '../kit/create-resin-element';
import { ProductTabs } from './product-tabs';
import { widget } from './product-tabs.widget';
import css from './product-tabs.css?inline';

/** `<resin-product-tabs>`: the product catalogue; see product-tabs.widget.ts. */
export const ResinProductTabs = createResinElement(widget, css, ({ tab }) =>
  createElement(ProductTabs, { tab }),
);

define(widget.tag, ResinProductTabs);

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
