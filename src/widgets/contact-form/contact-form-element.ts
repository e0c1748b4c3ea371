import { createElement } from 'react';
import { define } from '../kit/define';
import { createResinElement } from '../kit/create-resin-element';
import { emit } from '../kit/emit';
import { ContactForm } from '../../forms/contact/contact-form';
import { widget } from './contact-form.widget';
// The kit's sheet, one module for every form widget, so a page with several carries it once.
import formCss from '../../forms/kit/form.css?inline';
import thanksCss from '../../forms/kit/thank-you.css?inline';

/**
 * `<resin-contact-form>`: the contact form. Tells the page with `resin-submitted` /
 * `resin-failed`; see contact-form.widget.ts.
 */
export const ResinContactForm = createResinElement(
  widget,
  `${formCss}\n${thanksCss}`,
  ({ 'api-base': apiBase }, host) =>
    createElement(ContactForm, {
      apiBase,
      // Never reload the partner's page: clear the form instead.
      afterSuccess: 'reset',
      onSubmitted: (id) => emit(host, 'resin-submitted', { form: 'contact', id }),
      onFailed: (message) => emit(host, 'resin-failed', { form: 'contact', message }),
    }),
);

define(widget.tag, ResinContactForm);

/** `<resin-contact-form>`: the contact form. */
export interface ResinContactFormElement extends HTMLElement {
  /** Origin of the submission gateway; defaults to the loader's origin. */
  apiBase: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'resin-contact-form': ResinContactFormElement;
  }
}
