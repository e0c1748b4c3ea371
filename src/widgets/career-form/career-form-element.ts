import { createElement } from 'react';
import { define } from '../kit/define';
import { createResinElement } from '../kit/create-resin-element';
import { emit } from '../kit/emit';
import { loaderOrigin } from '../kit/loader-origin';
import { CareerForm } from '../../forms/career/career-form';
import css from '../../forms/career/career-form.css?inline';

/**
 * `<resin-career-form>`: the job application form with a PDF resume. Sends to `api-base` (default: the origin the
 * loader came from) and tells the page with `resin-submitted` / `resin-failed`.
 */
export const ResinCareerForm = createResinElement({
  attributes: {
    'api-base': { type: 'string', default: loaderOrigin() },
  },
  css,
  render: ({ 'api-base': apiBase }, host) =>
    createElement(CareerForm, {
      apiBase,
      // Never reload the partner's page: clear the form instead.
      afterSuccess: 'reset',
      onSubmitted: (id) => emit(host, 'resin-submitted', { form: 'career', id }),
      onFailed: (message) => emit(host, 'resin-failed', { form: 'career', message }),
    }),
});

define('resin-career-form', ResinCareerForm);

/** `<resin-career-form>`: the job application form with a PDF resume. */
export interface ResinCareerFormElement extends HTMLElement {
  /** Origin of the submission gateway; defaults to the loader's origin. */
  apiBase: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'resin-career-form': ResinCareerFormElement;
  }
}
