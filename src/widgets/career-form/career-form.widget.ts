import { API_BASE_DOC, FORM_EVENTS, FORM_PARTS, LANG_DOC, ROOT_PART } from '../kit/shared-docs';
import type { WidgetDocs, WidgetSpec } from '../kit/widget-descriptor';
import { LANG_ATTRIBUTE } from '../kit/widget-language';

/** `<resin-career-form>` as the element reads it. */
export const widget = {
  tag: 'resin-career-form',
  attributes: {
    'api-base': { type: 'origin' },
    lang: LANG_ATTRIBUTE,
  },
} as const satisfies WidgetSpec;

/** What partners read about it: a function, so none of this prose reaches their pages. */
export function docs(): WidgetDocs<typeof widget> {
  return {
    className: 'ResinCareerForm',
    summary:
      'The job application form: name, email, phone, an optional message and a PDF resume, uploaded first.',
    attributes: {
      'api-base': API_BASE_DOC,
      lang: LANG_DOC,
    },
    events: { names: FORM_EVENTS, form: 'career' },
    parts: [
      ROOT_PART,
      ...FORM_PARTS,
      { name: 'file-button', description: 'The button-like control that opens the file chooser.' },
      { name: 'progress', description: 'The resume upload progress bar.', when: 'uploading' },
    ],
    stylesheets: [
      '../../forms/kit/form.css',
      '../../forms/kit/thank-you.css',
      '../../forms/kit/file-field.css',
      '../../forms/kit/upload-field.css',
    ],
  };
}
