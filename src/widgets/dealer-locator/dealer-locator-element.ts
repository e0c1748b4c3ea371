import { createElement } from 'react';
import type { DealerCountry } from '../../content/dealers';
import { define } from '../kit/define';
import { emit } from '../kit/emit';
import { createResinElement } from '../kit/create-resin-element';
import { DealerLocator } from './dealer-locator';
import { widget } from './dealer-locator.widget';
import css from './dealer-locator.css?inline';

/**
 * `<resin-dealer-locator>`: the dealers nearest to a code or a position, on a map and in a list;
 * see dealer-locator.widget.ts. Its inquiry dialog brings the form's styles when first opened.
 */
export const ResinDealerLocator = createResinElement(
  widget,
  css,
  ({ country, state, grade, 'api-base': apiBase }, host) =>
    createElement(DealerLocator, {
      country: country.toUpperCase() as '' | DealerCountry,
      state,
      grade,
      apiBase,
      onSelected: (dealer, action) => emit(host, 'resin-dealer-selected', { dealer, action }),
      onSubmitted: (id) => emit(host, 'resin-submitted', { form: 'inquiry', id }),
      onFailed: (message) => emit(host, 'resin-failed', { form: 'inquiry', message }),
    }),
);

define(widget.tag, ResinDealerLocator);

/** `<resin-dealer-locator>`: the dealers who sell Kalpa resins, nearest first. */
export interface ResinDealerLocatorElement extends HTMLElement {
  /** Only India's (`in`) or Sri Lanka's (`lk`) dealers; both when empty. */
  country: '' | 'in' | 'lk';
  /** The state or province chosen at first, by name. */
  state: string;
  /** The grade chosen at first, by id. */
  grade: string;
  /** Origin of the submission gateway; defaults to the loader's origin. */
  apiBase: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'resin-dealer-locator': ResinDealerLocatorElement;
  }
}
