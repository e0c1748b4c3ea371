import { API_BASE_DOC, FORM_EVENTS, FORM_PARTS, LANG_DOC, ROOT_PART } from '../kit/shared-docs';
import type { WidgetDocs, WidgetSpec } from '../kit/widget-descriptor';
import { LANG_ATTRIBUTE } from '../kit/widget-language';

/** `<resin-contact-form>` as the element reads it. */
export const widget = {
  tag: 'resin-contact-form',
  attributes: {
    'api-base': { type: 'origin' },
    lang: LANG_ATTRIBUTE,
  },
} as const satisfies WidgetSpec;

/** What partners read about it: a function, so none of this prose reaches their pages. */
export function docs(): WidgetDocs<typeof widget> {
  return {
    className: 'ResinContactForm',
    summary: 'The contact form: name, email, phone, message and an optional company name.',
    attributes: {
      'api-base': API_BASE_DOC,
      lang: LANG_DOC,
    },
    events: { names: FORM_EVENTS, form: 'contact' },
    parts: [ROOT_PART, ...FORM_PARTS],
    stylesheets: ['../../forms/kit/form.css', '../../forms/kit/thank-you.css'],
  };
}
