import { createElement } from 'react';
import { define } from '../kit/define';
import { createResinElement } from '../kit/create-resin-element';
import { emit } from '../kit/emit';
import { loaderOrigin } from '../kit/loader-origin';
import { ContactForm } from '../../forms/contact/contact-form';
import css from '../../forms/contact/contact-form.css?inline';

/**
 * `<resin-contact-form>`: the contact form. Sends to `api-base` (default: the origin the
 * loader came from) and tells the page with `resin-submitted` / `resin-failed`.
 */
export const ResinContactForm = createResinElement({
  attributes: {
    'api-base': { type: 'string', default: loaderOrigin() },
  },
  css,
  render: ({ 'api-base': apiBase }, host) =>
    createElement(ContactForm, {
      apiBase,
      // Never reload the partner's page: clear the form instead.
      afterSuccess: 'reset',
      onSubmitted: (id) => emit(host, 'resin-submitted', { form: 'contact', id }),
      onFailed: (message) => emit(host, 'resin-failed', { form: 'contact', message }),
    }),
});

define('resin-contact-form', ResinContactForm);

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
