/**
 * Documentation several widgets share: the `api-base` attribute, the parts every form renders,
 * the events and the --resin-* custom properties. Read only by the reference generator
 * (`npx tsx scripts/custom-elements/generate.ts`), never by the elements.
 */
import type { ResinEventName } from './emit';
import type { AttributeDoc, PartDoc } from './widget-descriptor';

export const API_BASE_DOC: AttributeDoc = {
  defaultText: 'the origin the loader came from',
  description:
    'Origin of the submission gateway, e.g. `https://www.kalparesins.example`. Only needed when the gateway is not served next to the loader.',
};

export const LANG_DOC: AttributeDoc = {
  defaultText: 'the nearest `lang` on the page, then the browser’s languages, then English',
  description:
    'The language the widget speaks: `en` (English), `hi` (Hindi), `mr` (Marathi), `ta` (Tamil) or `si` (Sinhala); a region may follow (`ta-LK` writes numbers the Sri Lankan way). Every label, message, notice and screen-reader text follows; changing it re-renders the widget in place and keeps what the visitor typed. Events and stored data stay the same in every language.',
};

export const ROOT_PART: PartDoc = {
  name: 'root',
  description: 'The widget’s outer box inside the shadow root.',
};

/** What every form renders (forms/kit), with its toasts. */
export const FORM_PARTS: readonly PartDoc[] = [
  { name: 'form', description: 'The form.' },
  { name: 'field', description: 'One field: its label, control and error.' },
  { name: 'label', description: 'A field’s visible label.' },
  { name: 'input', description: 'A text input, text area or file input.' },
  { name: 'button', description: 'The submit button, and the thank-you panel’s button.' },
  {
    name: 'summary',
    description: 'The list of wrong fields at the top of the form, after a submit that failed.',
    when: 'a submit with wrong fields',
  },
  {
    name: 'thanks',
    description: 'The thank-you panel with the reference id, in the form’s place after a success.',
    when: 'after a success',
  },
  {
    name: 'notice',
    description:
      'The privacy notice beside the submit button: what is kept, why and how long, the visitor’s rights and the grievance officer.',
  },
  {
    name: 'notice-link',
    description: 'A link in the notice: the grievance officer’s e-mail, the privacy page.',
  },
  {
    name: 'consent',
    description: 'One optional choice of the notice: its unticked checkbox and label.',
  },
  { name: 'error', description: 'The message under a field in error.', when: 'a field in error' },
  {
    name: 'toasts',
    description: 'The notification area, top right.',
    when: 'a notification shown',
  },
  { name: 'toast', description: 'One notification.', when: 'a notification shown' },
  {
    name: 'toast-success',
    description: 'A success notification (with `toast`).',
    when: 'a notification shown',
  },
  {
    name: 'toast-error',
    description: 'An error notification (with `toast`).',
    when: 'a notification shown',
  },
];

/** What a form widget sends the page; the event types are in emit.ts. */
export const FORM_EVENTS: readonly ResinEventName[] = ['resin-submitted', 'resin-failed'];

/** The events whose `detail.form` names the form they are about. */
export const EVENTS_WITH_FORM: ReadonlySet<ResinEventName> = new Set(FORM_EVENTS);

export const EVENT_DOCS: Readonly<Record<ResinEventName, { detail: string; description: string }>> =
  {
    'resin-submitted': {
      detail: '{ form: string; id: string }',
      description:
        'A submission was stored. `detail.form` is `inquiry`, `contact` or `career`; `detail.id` is the stored document’s id.',
    },
    'resin-failed': {
      detail: '{ form: string; message: string }',
      description:
        'A submission failed (invalid fields, origin not allowed, rate limit, network or server trouble). `detail.message` is what the visitor was shown, in English whatever language the widget speaks.',
    },
    'resin-dealer-selected': {
      detail: '{ dealer: string; action: string }',
      description:
        'A visitor chose to reach a dealer: `detail.dealer` is the dealer’s id (e.g. `shakti-frp-pune`), `detail.action` what they chose: `call`, `whatsapp`, `directions`, `email` or `inquiry` (the inquiry dialog opened). Sent as they choose, before the call, chat, map or mail opens.',
    },
  };

/** Every custom property the widgets read; a property in their CSS but not here fails a test. */
export const CUSTOM_PROPERTIES: Readonly<Record<string, string>> = {
  '--resin-primary': 'Brand colour: buttons, the selected tab, links and accents.',
  '--resin-on-primary': 'Text on the brand colour.',
  '--resin-font': 'Font family of the whole widget.',
  '--resin-radius': 'Corner radius of cards, fields, buttons and the dialog.',
  '--resin-text': 'Body text colour.',
  '--resin-heading': 'Heading colour.',
  '--resin-surface': 'Background of cards, fields and the dialog.',
  '--resin-muted-surface': 'Background of secondary areas (property tables).',
  '--resin-border': 'Border colour of cards and fields.',
  '--resin-focus': 'Focus ring colour (keep it visible against your page).',
  '--resin-error': 'Colour of field errors and error notifications.',
  '--resin-success': 'Colour of success marks: the notification tick and the thank-you panel.',
  '--resin-suitable': 'Text colour of suitable resin types.',
  '--resin-suitable-surface': 'Background of suitable resin types.',
  '--resin-unsuitable': 'Text colour of unsuitable resin types.',
  '--resin-unsuitable-surface': 'Background of unsuitable resin types.',
  '--resin-modal-fade': 'Duration of the dialog’s fade (0s to switch it off).',
  '--resin-modal-backdrop': 'Duration of the backdrop’s fade.',
};
