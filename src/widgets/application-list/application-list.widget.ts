import { API_BASE_DOC, FORM_EVENTS, FORM_PARTS, LANG_DOC, ROOT_PART } from '../kit/shared-docs';
import type { WidgetDocs, WidgetSpec } from '../kit/widget-descriptor';
import { LANG_ATTRIBUTE } from '../kit/widget-language';

/** `<resin-application-list slugs="marine,smc" enquire>` as the element reads it. */
export const widget = {
  tag: 'resin-application-list',
  attributes: {
    slugs: { type: 'list' },
    enquire: { type: 'boolean' },
    'api-base': { type: 'origin' },
    lang: LANG_ATTRIBUTE,
  },
} as const satisfies WidgetSpec;

/** What partners read about it: a function, so none of this prose reaches their pages. */
export function docs(): WidgetDocs<typeof widget> {
  return {
    className: 'ResinApplicationList',
    summary:
      'Application areas, each with its description and the resin types that suit it and that do not.',
    attributes: {
      slugs: {
        description:
          'Only these applications, in this order, e.g. `marine, smc`; unknown slugs are skipped. All 15 when absent.',
      },
      enquire: {
        description:
          'Present (even bare): each entry gets an Enquire button that opens the inquiry form in a dialog. `enquire="false"` or absent: no buttons.',
      },
      'api-base': API_BASE_DOC,
      lang: LANG_DOC,
    },
    // Its Enquire buttons send inquiries.
    events: { names: FORM_EVENTS, form: 'inquiry' },
    parts: [
      ROOT_PART,
      { name: 'card', description: 'An application entry.' },
      { name: 'card-image', description: 'The application’s picture.' },
      { name: 'card-title', description: 'The application’s name.' },
      { name: 'card-text', description: 'The application’s description.' },
      { name: 'suitable-list', description: 'The list of suitable resin types.' },
      { name: 'suitable-type', description: 'A suitable resin type.' },
      { name: 'unsuitable-list', description: 'The list of unsuitable resin types.' },
      { name: 'unsuitable-type', description: 'An unsuitable resin type.' },
      { name: 'button', description: 'An Enquire button, and the buttons of the dialog’s form.' },
      {
        name: 'backdrop',
        description: 'The shade behind the inquiry dialog.',
        when: 'dialog open',
      },
      { name: 'dialog', description: 'The inquiry dialog.', when: 'dialog open' },
      { name: 'close', description: 'The dialog’s close button.', when: 'dialog open' },
      // The inquiry form's parts, shown only inside the dialog.
      ...FORM_PARTS.filter((part) => part.name !== 'button').map((part) => ({
        ...part,
        when: part.when ?? 'dialog open',
      })),
    ],
    stylesheets: [
      './application-list.css',
      '../../forms/kit/form.css',
      '../../ui/dialog/dialog.css',
    ],
  };
}
