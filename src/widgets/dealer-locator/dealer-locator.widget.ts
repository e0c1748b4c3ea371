import { API_BASE_DOC, FORM_EVENTS, FORM_PARTS, LANG_DOC, ROOT_PART } from '../kit/shared-docs';
import type { WidgetDocs, WidgetSpec } from '../kit/widget-descriptor';
import { LANG_ATTRIBUTE } from '../kit/widget-language';

/** `<resin-dealer-locator country="IN" state="Tamil Nadu" grade="isophthalic">` as read. */
export const widget = {
  tag: 'resin-dealer-locator',
  attributes: {
    country: { type: 'enum', values: ['', 'in', 'lk'], default: '' },
    state: { type: 'string', default: '' },
    grade: { type: 'string', default: '' },
    'api-base': { type: 'origin' },
    lang: LANG_ATTRIBUTE,
  },
} as const satisfies WidgetSpec;

/** What partners read about it: a function, so none of this prose reaches their pages. */
export function docs(): WidgetDocs<typeof widget> {
  return {
    className: 'ResinDealerLocator',
    summary:
      'The dealers who sell Kalpa resins: the nearest to a PIN code, a Sri Lankan postal code or the visitor’s position (asked for only when the visitor presses “Use my location”), or those of a state, district and grade, with the distance in km, on a map and in a list. Each dealer offers a call, a WhatsApp chat, directions, an e-mail and an inquiry through that dealer. The postal code table (about 55 KB gzip) loads on the first search only; nothing is asked of any other service.',
    attributes: {
      country: {
        description:
          'Only the dealers of one country: `in` (India) or `lk` (Sri Lanka). Absent or empty: both.',
      },
      state: {
        description:
          'The state, union territory or province chosen at first, by its English name as the list writes it, e.g. `Tamil Nadu` or `Western Province`; the visitor can choose another. Unknown names are ignored.',
      },
      grade: {
        description:
          'The grade chosen at first, by its id on the products page, e.g. `isophthalic` or `orthophthalic-gelcoat`: only dealers who stock it are shown, and the WhatsApp message names it. Unknown ids are ignored.',
      },
      'api-base': API_BASE_DOC,
      lang: LANG_DOC,
    },
    // Its inquiries through a dealer fire the form events; choosing a dealer fires its own.
    events: { names: ['resin-dealer-selected', ...FORM_EVENTS], form: 'inquiry' },
    parts: [
      ROOT_PART,
      { name: 'heading', description: 'The finder’s heading.' },
      { name: 'label', description: 'The code field’s label, and those of the inquiry dialog.' },
      {
        name: 'input',
        description: 'The PIN or postal code field, and the inquiry dialog’s fields.',
      },
      {
        name: 'button',
        description:
          'The search and “Use my location” buttons, each dealer’s inquiry button, and the buttons of the inquiry dialog.',
      },
      {
        name: 'problem',
        description: 'What went wrong with a search: a wrong or unknown code, no location.',
      },
      { name: 'select', description: 'The state, district and grade choices.' },
      {
        name: 'results-summary',
        description: 'What the list shows: how many dealers, nearest to where.',
      },
      {
        name: 'map',
        description: 'The map of the listed dealers (an image; the list says the same).',
      },
      { name: 'list', description: 'The list of dealers.' },
      { name: 'card', description: 'A dealer.' },
      { name: 'card-title', description: 'A dealer’s name.' },
      {
        name: 'distance',
        description: 'How far the dealer is from the searched place.',
        when: 'after a search',
      },
      { name: 'action', description: 'A dealer’s call, WhatsApp, directions and e-mail links.' },
      {
        name: 'backdrop',
        description: 'The shade behind the inquiry dialog.',
        when: 'dialog open',
      },
      { name: 'dialog', description: 'The inquiry dialog.', when: 'dialog open' },
      { name: 'close', description: 'The dialog’s close button.', when: 'dialog open' },
      // The inquiry form's parts, shown only inside the dialog.
      ...FORM_PARTS.filter((part) => !['button', 'label', 'input'].includes(part.name)).map(
        (part) => ({ ...part, when: part.when ?? 'dialog open' }),
      ),
    ],
    stylesheets: ['./dealer-locator.css'],
    laterStylesheets: [
      '../../forms/kit/form.css',
      '../../ui/dialog/dialog.css',
      './dealer-inquiry.css',
    ],
  };
}
