import { createElement } from 'react';
import { define } from '../kit/define';
import { emit } from '../kit/emit';
import { createResinElement } from '../kit/create-resin-element';
import { ApplicationList } from './application-list';
import { widget } from './application-list.widget';
import listCss from './application-list.css?inline';
// The Enquire buttons open the inquiry form in a dialog, so the form's styles and the dialog's
// go into the same shadow root; the form's are the kit's sheet, shared with the form widgets.
import formCss from '../../forms/kit/form.css?inline';
import dialogCss from '../../ui/dialog/dialog.css?inline';

/**
 * `<resin-application-list>`: application areas with the resins that suit them, and optionally
 * an Enquire button on each opening the inquiry form in a dialog; see application-list.widget.ts.
 */
export const ResinApplicationList = createResinElement(
  widget,
  `${listCss}\n${formCss}\n${dialogCss}`,
  ({ slugs, enquire, 'api-base': apiBase }, host) =>
    createElement(ApplicationList, {
      slugs,
      enquire,
      apiBase,
      onSubmitted: (id) => emit(host, 'resin-submitted', { form: 'inquiry', id }),
      onFailed: (message) => emit(host, 'resin-failed', { form: 'inquiry', message }),
    }),
);

define(widget.tag, ResinApplicationList);

/** `<resin-application-list>`: application areas with suitable and unsuitable resins. */
export interface ResinApplicationListElement extends HTMLElement {
  /** Only these applications, in this order; all 15 when unset. */
  get slugs(): string[] | undefined;
  set slugs(value: string | readonly string[] | undefined | null);
  /** Adds an Enquire button and the inquiry modal to each entry. */
  enquire: boolean;
  /** Origin of the submission gateway; defaults to the loader's origin. */
  apiBase: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'resin-application-list': ResinApplicationListElement;
  }
}
