import { createElement } from 'react';
import { define } from '../kit/define';
import { createResinElement } from '../kit/create-resin-element';
import { emit } from '../kit/emit';
import { CareerForm } from '../../forms/career/career-form';
import { widget } from './career-form.widget';
// The kit's sheet is one module for every form widget, so a page with several carries it once.
import formCss from '../../forms/kit/form.css?inline';
import thanksCss from '../../forms/kit/thank-you.css?inline';
import fileCss from '../../forms/kit/file-field.css?inline';
import progressCss from '../../forms/kit/upload-field.css?inline';

/**
 * `<resin-career-form>`: the job application form. Tells the page with `resin-submitted` /
 * `resin-failed`; see career-form.widget.ts.
 */
export const ResinCareerForm = createResinElement(
  widget,
  `${formCss}\n${thanksCss}\n${fileCss}\n${progressCss}`,
  ({ 'api-base': apiBase }, host) =>
    createElement(CareerForm, {
      apiBase,
      // Never reload the partner's page: clear the form instead.
      afterSuccess: 'reset',
      onSubmitted: (id) => emit(host, 'resin-submitted', { form: 'career', id }),
      onFailed: (message) => emit(host, 'resin-failed', { form: 'career', message }),
    }),
);

define(widget.tag, ResinCareerForm);

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
