import { createElement } from 'react';
import { define } from '../kit/define';
import { createResinElement } from '../kit/create-resin-element';
import { emit } from '../kit/emit';
import { loaderOrigin } from '../kit/loader-origin';
import { InquiryForm } from '../../forms/inquiry/inquiry-form';
import css from '../../forms/inquiry/inquiry-form.css?inline';

/**
 * `<resin-inquiry-form application="Marine">`: the product inquiry form, inline. `application`
 * fills the read-only application field and follows later changes. Sends to `api-base`
 * (default: the origin the loader came from) and tells the page with `resin-submitted` /
 * `resin-failed`.
 */
export const ResinInquiryForm = createResinElement({
  attributes: {
    application: { type: 'string', default: '' },
    'api-base': { type: 'string', default: loaderOrigin() },
  },
  css,
  render: ({ application, 'api-base': apiBase }, host) =>
    createElement(InquiryForm, {
      applicationName: application,
      apiBase,
      afterSuccess: 'reset',
      onSubmitted: (id) => emit(host, 'resin-submitted', { form: 'inquiry', id }),
      onFailed: (message) => emit(host, 'resin-failed', { form: 'inquiry', message }),
    }),
});

define('resin-inquiry-form', ResinInquiryForm);

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
