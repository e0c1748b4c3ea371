import { LANG_DOC, ROOT_PART } from '../kit/shared-docs';
import type { WidgetDocs, WidgetSpec } from '../kit/widget-descriptor';
import { LANG_ATTRIBUTE } from '../kit/widget-language';

/** `<resin-product-tabs tab="gelcoat">` as the element reads it. */
export const widget = {
  tag: 'resin-product-tabs',
  attributes: {
    tab: { type: 'enum', values: ['unsaturated', 'gelcoat', 'optical'], default: 'unsaturated' },
    lang: LANG_ATTRIBUTE,
  },
} as const satisfies WidgetSpec;

/** What partners read about it: a function, so none of this prose reaches their pages. */
export function docs(): WidgetDocs<typeof widget> {
  return {
    className: 'ResinProductTabs',
    summary:
      'The product catalogue in three tabs: Unsaturated Polyester Resin, Gelcoat Resin and Optical Fiber Rod Resin.',
    attributes: {
      tab: {
        description:
          'The tab shown. Changing it switches the tab; an unknown value or removing it shows the first.',
      },
      lang: LANG_DOC,
    },
    parts: [
      ROOT_PART,
      { name: 'tablist', description: 'The row of tabs.' },
      { name: 'tab', description: 'A tab button.' },
      { name: 'tab-selected', description: 'The selected tab (with `tab`).' },
      { name: 'tab-panel', description: 'A tab’s panel of product cards.' },
      { name: 'card', description: 'A product card.' },
      { name: 'card-image', description: 'A product’s picture.' },
      { name: 'card-title', description: 'A product’s name.' },
      { name: 'card-toggle', description: 'The button that opens or closes a card.' },
      { name: 'card-details', description: 'A card’s description and properties.' },
      { name: 'card-properties', description: 'The table of typical properties.' },
      {
        name: 'card-characteristics',
        description: 'The Key Characteristics list of a gelcoat card.',
      },
    ],
    stylesheets: ['./product-tabs.css'],
  };
}
