/**
 * What partners may rely on, tag by tag: attributes, events, custom properties and parts. The
 * single source of custom-elements.json and of the reference in docs/embedding.md; tests check
 * it against the elements themselves and against the widgets' CSS.
 */
import type { ResinTag } from '../../src/embed/resin-widgets';

export interface AttributeDoc {
  name: string;
  /** The property that mirrors it. */
  property: string;
  type: string;
  /** As written in markup; undefined when absence has its own meaning. */
  default?: string;
  /** A default that is not a fixed value, in words. */
  defaultText?: string;
  description: string;
}

export interface PartDoc {
  name: string;
  description: string;
  /** Present only in some state (a toast shown, the dialog open, an error). */
  when?: string;
}

export type FormName = 'inquiry' | 'contact' | 'career';

export interface TagDoc {
  tag: ResinTag;
  className: string;
  /** Source module that registers the tag. */
  module: string;
  summary: string;
  attributes: AttributeDoc[];
  /** The `form` value of its events; none for widgets that submit nothing themselves. */
  form?: FormName;
  /** The widget's stylesheets (their @imports followed); custom properties are read from them. */
  css: string[];
  parts: PartDoc[];
}

const API_BASE: AttributeDoc = {
  name: 'api-base',
  property: 'apiBase',
  type: 'string',
  defaultText: 'the origin the loader came from',
  description:
    'Origin of the submission gateway, e.g. `https://www.kalparesins.example`. Only needed when the gateway is not served next to the loader.',
};

const ROOT_PART: PartDoc = {
  name: 'root',
  description: 'The widget’s outer box inside the shadow root.',
};

const FORM_PARTS: PartDoc[] = [
  { name: 'form', description: 'The form.' },
  { name: 'field', description: 'One field: its label, control and error.' },
  { name: 'label', description: 'A field’s visible label.' },
  { name: 'input', description: 'A text input, text area or file input.' },
  { name: 'button', description: 'The submit button.' },
  { name: 'error', description: 'The message under a field in error.', when: 'a field in error' },
  { name: 'toasts', description: 'The notification area, top right.' },
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

export const TAGS: TagDoc[] = [
  {
    tag: 'resin-inquiry-form',
    className: 'ResinInquiryForm',
    module: 'src/widgets/inquiry-form/inquiry-form-element.ts',
    summary:
      'The product inquiry form: name, phone, company name and message, with the application shown read-only.',
    attributes: [
      {
        name: 'application',
        property: 'application',
        type: 'string',
        default: '',
        description:
          'The application the inquiry is about, e.g. `Marine`; shown read-only and sent with the inquiry. Changing it updates the form.',
      },
      API_BASE,
    ],
    form: 'inquiry',
    css: ['src/forms/inquiry/inquiry-form.css'],
    parts: [ROOT_PART, ...FORM_PARTS],
  },
  {
    tag: 'resin-contact-form',
    className: 'ResinContactForm',
    module: 'src/widgets/contact-form/contact-form-element.ts',
    summary: 'The contact form: name, email, phone, message and an optional company name.',
    attributes: [API_BASE],
    form: 'contact',
    css: ['src/forms/contact/contact-form.css'],
    parts: [ROOT_PART, ...FORM_PARTS],
  },
  {
    tag: 'resin-career-form',
    className: 'ResinCareerForm',
    module: 'src/widgets/career-form/career-form-element.ts',
    summary:
      'The job application form: name, email, phone, an optional message and a PDF resume, uploaded first.',
    attributes: [API_BASE],
    form: 'career',
    css: ['src/forms/career/career-form.css'],
    parts: [
      ROOT_PART,
      ...FORM_PARTS,
      { name: 'progress', description: 'The resume upload progress bar.', when: 'uploading' },
    ],
  },
  {
    tag: 'resin-product-tabs',
    className: 'ResinProductTabs',
    module: 'src/widgets/product-tabs/product-tabs-element.ts',
    summary:
      'The product catalogue in three tabs: Unsaturated Polyester Resin, Gelcoat Resin and Optical Fiber Rod Resin.',
    attributes: [
      {
        name: 'tab',
        property: 'tab',
        type: "'unsaturated' | 'gelcoat' | 'optical'",
        default: 'unsaturated',
        description:
          'The tab shown. Changing it switches the tab; an unknown value or removing it shows the first.',
      },
    ],
    css: ['src/widgets/product-tabs/product-tabs.css'],
    parts: [
      ROOT_PART,
      { name: 'tablist', description: 'The row of tabs.' },
      { name: 'tab', description: 'A tab button.' },
      { name: 'tab-selected', description: 'The selected tab (with `tab`).' },
      { name: 'tab-panel', description: 'A tab’s panel of product cards.' },
      { name: 'card', description: 'A product card.' },
      { name: 'card-image', description: 'A product’s picture.' },
      { name: 'card-title', description: 'A product’s name.' },
      { name: 'card-toggle', description: 'The button that opens or closes a card.' },
      { name: 'card-details', description: 'A card’s description and properties.' },
      { name: 'card-properties', description: 'The table of typical properties.' },
      {
        name: 'card-characteristics',
        description: 'The Key Characteristics list of a gelcoat card.',
      },
    ],
  },
  {
    tag: 'resin-application-list',
    className: 'ResinApplicationList',
    module: 'src/widgets/application-list/application-list-element.ts',
    summary:
      'Application areas, each with its description and the resin types that suit it and that do not.',
    attributes: [
      {
        name: 'slugs',
        property: 'slugs',
        type: 'string (comma list)',
        description:
          'Only these applications, in this order, e.g. `marine, smc`; unknown slugs are skipped. All 15 when absent.',
      },
      {
        name: 'enquire',
        property: 'enquire',
        type: 'boolean',
        description:
          'Present (even bare): each entry gets an Enquire button that opens the inquiry form in a dialog. `enquire="false"` or absent: no buttons.',
      },
      API_BASE,
    ],
    form: 'inquiry',
    css: [
      'src/widgets/application-list/application-list.css',
      'src/forms/inquiry/inquiry-form.css',
    ],
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
      ...FORM_PARTS.filter((part) => part.name !== 'button').map((part) => ({
        ...part,
        when: part.when ?? 'dialog open',
      })),
    ],
  },
];

export const EVENTS = {
  'resin-submitted': {
    detail: '{ form: string; id: string }',
    description:
      'A submission was stored. `detail.form` is `inquiry`, `contact` or `career`; `detail.id` is the stored document’s id.',
  },
  'resin-failed': {
    detail: '{ form: string; message: string }',
    description:
      'A submission failed (invalid fields, origin not allowed, rate limit, network or server trouble). `detail.message` is what the visitor was shown.',
  },
} as const;

/** Every custom property the widgets read; a property in their CSS but not here fails a test. */
export const CUSTOM_PROPERTIES: Record<string, string> = {
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
  '--resin-suitable': 'Text colour of suitable resin types.',
  '--resin-suitable-surface': 'Background of suitable resin types.',
  '--resin-unsuitable': 'Text colour of unsuitable resin types.',
  '--resin-unsuitable-surface': 'Background of unsuitable resin types.',
  '--resin-modal-fade': 'Duration of the dialog’s fade (0s to switch it off).',
  '--resin-modal-backdrop': 'Duration of the backdrop’s fade.',
};
