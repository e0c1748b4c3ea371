import { API_BASE_DOC, FORM_EVENTS, FORM_PARTS, LANG_DOC, ROOT_PART } from '../kit/shared-docs';
import type { WidgetDocs, WidgetSpec } from '../kit/widget-descriptor';
import { LANG_ATTRIBUTE } from '../kit/widget-language';

/** `<resin-inquiry-form application="Marine">` as the element reads it. */
export const widget = {
  tag: 'resin-inquiry-form',
  attributes: {
    application: { type: 'string', default: '' },
    'api-base': { type: 'origin' },
    lang: LANG_ATTRIBUTE,
  },
} as const satisfies WidgetSpec;

/** What partners read about it: a function, so none of this prose reaches their pages. */
export function docs(): WidgetDocs<typeof widget> {
  return {
    className: 'ResinInquiryForm',
    summary:
      'The product inquiry form: name, phone, company name and message, with the application shown read-only.',
    attributes: {
      application: {
        description:
          'The application the inquiry is about, e.g. `Marine`; shown read-only and sent with the inquiry. Changing it updates the form.',
      },
      'api-base': API_BASE_DOC,
      lang: LANG_DOC,
    },
    events: { names: FORM_EVENTS, form: 'inquiry' },
    parts: [ROOT_PART, ...FORM_PARTS],
    stylesheets: ['../../forms/kit/form.css'],
  };
}
