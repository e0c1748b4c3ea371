import { createElement } from 'react';
import { define } from '../kit/define';
import { createResinElement } from '../kit/create-resin-element';
import { emit } from '../kit/emit';
import { InquiryForm } from '../../forms/inquiry/inquiry-form';
import { widget } from './inquiry-form.widget';
// The kit's sheet, one module for every form widget, so a page with several carries it once.
import css from '../../forms/kit/form.css?inline';

/**
 * `<resin-inquiry-form>`: the inquiry form, inline, for the application its attribute names.
 * Tells the page with `resin-submitted` / `resin-failed`; see inquiry-form.widget.ts.
 */
export const ResinInquiryForm = createResinElement(
  widget,
  css,
  ({ application, 'api-base': apiBase }, host) =>
    createElement(InquiryForm, {
      applicationName: application,
      apiBase,
      afterSuccess: 'reset',
      onSubmitted: (id) => emit(host, 'resin-submitted', { form: 'inquiry', id }),
      onFailed: (message) => emit(host, 'resin-failed', { form: 'inquiry', message }),
    }),
);

define(widget.tag, ResinInquiryForm);

/** `<resin-inquiry-form>`: the product inquiry form for one application. */
export interface ResinInquiryFormElement extends HTMLElement {
  /** The application the inquiry is about, shown read-only in the form. */
  application: string;
  /** Origin of the submission gateway; defaults to the loader's origin. */
  apiBase: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'resin-inquiry-form': ResinInquiryFormElement;
  }
}
