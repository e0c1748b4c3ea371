// Every translated area: its English catalogues and a loader for each language that translates
// it. Everything is loaded on demand, so importing the registry costs a page only these few
// lines; each loader's module is one chunk of its own. A language marked complete in
// languages.ts has every area; a pending one may lack some, and the site shows their English.
import type { FieldLabelsText } from './en/field-labels';
import type { TranslatedLanguage } from './languages';
import type { AreaTranslation } from './translation';

type Loader<T> = () => Promise<T>;

export interface Area<English> {
  en: Loader<English>;
  translations: { readonly [L in TranslatedLanguage]?: Loader<AreaTranslation<English>> };
}

/** Ties each translation's type to the area's English, so a missing key fails the type check. */
function area<English>(
  en: Loader<English>,
  translations: NoInfer<Area<English>['translations']>,
): Area<English> {
  return { en, translations };
}

export const AREAS = {
  'site-text': area(() => import('./en/site-text'), {
    hi: () => import('./hi/site-text'),
    mr: () => import('./mr/site-text'),
    ta: () => import('./ta/site-text'),
    si: () => import('./si/site-text'),
  }),
  menu: area(() => import('./en/menu'), {
    hi: () => import('./hi/menu'),
    mr: () => import('./mr/menu'),
    ta: () => import('./ta/menu'),
    si: () => import('./si/menu'),
  }),
  company: area(() => import('./en/company'), {
    hi: () => import('./hi/company'),
    mr: () => import('./mr/company'),
    ta: () => import('./ta/company'),
    si: () => import('./si/company'),
  }),
  shell: area(() => import('./en/shell'), {
    hi: () => import('./hi/shell'),
    mr: () => import('./mr/shell'),
    ta: () => import('./ta/shell'),
    si: () => import('./si/shell'),
  }),
  'alt-footer': area(() => import('./en/alt-footer'), {
    hi: () => import('./hi/alt-footer'),
    mr: () => import('./mr/alt-footer'),
    ta: () => import('./ta/alt-footer'),
    si: () => import('./si/alt-footer'),
  }),
  'page-copy': area(() => import('./en/page-copy'), {
    hi: () => import('./hi/page-copy'),
    mr: () => import('./mr/page-copy'),
    ta: () => import('./ta/page-copy'),
    si: () => import('./si/page-copy'),
  }),
  messages: area(() => import('./en/messages'), {
    hi: () => import('./hi/messages'),
    mr: () => import('./mr/messages'),
    ta: () => import('./ta/messages'),
    si: () => import('./si/messages'),
  }),
  'catalogue-text': area(() => import('./en/catalogue-text'), {
    hi: () => import('./hi/catalogue-text'),
    mr: () => import('./mr/catalogue-text'),
    ta: () => import('./ta/catalogue-text'),
    si: () => import('./si/catalogue-text'),
  }),
  'field-messages': area(() => import('./en/field-messages'), {
    hi: () => import('./hi/field-messages'),
    mr: () => import('./mr/field-messages'),
    ta: () => import('./ta/field-messages'),
    si: () => import('./si/field-messages'),
  }),
  'reach-messages': area(() => import('./en/reach-messages'), {
    hi: () => import('./hi/reach-messages'),
    mr: () => import('./mr/reach-messages'),
    ta: () => import('./ta/reach-messages'),
    si: () => import('./si/reach-messages'),
  }),
  thanks: area(() => import('./en/thanks'), {
    hi: () => import('./hi/thanks'),
    mr: () => import('./mr/thanks'),
    ta: () => import('./ta/thanks'),
    si: () => import('./si/thanks'),
  }),
  // The gateway's page for a form sent without JavaScript; no browser loads it.
  'form-answer': area(() => import('./en/form-answer'), {
    hi: () => import('./hi/form-answer'),
    mr: () => import('./mr/form-answer'),
    ta: () => import('./ta/form-answer'),
    si: () => import('./si/form-answer'),
  }),
  'file-picker': area(() => import('./en/file-picker'), {
    hi: () => import('./hi/file-picker'),
    mr: () => import('./mr/file-picker'),
    ta: () => import('./ta/file-picker'),
    si: () => import('./si/file-picker'),
  }),
  home: area(() => import('./en/home'), {
    hi: () => import('./hi/home'),
    mr: () => import('./mr/home'),
    ta: () => import('./ta/home'),
    si: () => import('./si/home'),
  }),
  products: area(() => import('./en/products'), {
    hi: () => import('./hi/products'),
    mr: () => import('./mr/products'),
    ta: () => import('./ta/products'),
    si: () => import('./si/products'),
  }),
  'data-sheets': area(() => import('./en/data-sheets'), {
    hi: () => import('./hi/data-sheets'),
    mr: () => import('./mr/data-sheets'),
    ta: () => import('./ta/data-sheets'),
    si: () => import('./si/data-sheets'),
  }),
  applications: area(() => import('./en/applications'), {
    hi: () => import('./hi/applications'),
    mr: () => import('./mr/applications'),
    ta: () => import('./ta/applications'),
    si: () => import('./si/applications'),
  }),
  'application-page': area(() => import('./en/application-page'), {
    hi: () => import('./hi/application-page'),
    mr: () => import('./mr/application-page'),
    ta: () => import('./ta/application-page'),
    si: () => import('./si/application-page'),
  }),
  positions: area(() => import('./en/positions'), {
    hi: () => import('./hi/positions'),
    mr: () => import('./mr/positions'),
    ta: () => import('./ta/positions'),
    si: () => import('./si/positions'),
  }),
  'privacy-policy': area(() => import('./en/privacy-policy'), {
    hi: () => import('./hi/privacy-policy'),
    mr: () => import('./mr/privacy-policy'),
    ta: () => import('./ta/privacy-policy'),
    si: () => import('./si/privacy-policy'),
  }),
  'grade-page': area(() => import('./en/grade-page'), {
    hi: () => import('./hi/grade-page'),
    mr: () => import('./mr/grade-page'),
    ta: () => import('./ta/grade-page'),
    si: () => import('./si/grade-page'),
  }),
  compare: area(() => import('./en/compare'), {
    hi: () => import('./hi/compare'),
    mr: () => import('./mr/compare'),
    ta: () => import('./ta/compare'),
    si: () => import('./si/compare'),
  }),
  'gel-time': area(() => import('./en/gel-time'), {
    hi: () => import('./hi/gel-time'),
    mr: () => import('./mr/gel-time'),
    ta: () => import('./ta/gel-time'),
    si: () => import('./si/gel-time'),
  }),
  dealers: area(() => import('./en/dealers'), {
    hi: () => import('./hi/dealers'),
    mr: () => import('./mr/dealers'),
    ta: () => import('./ta/dealers'),
    si: () => import('./si/dealers'),
  }),
  'sample-request': area(() => import('./en/sample-request'), {
    hi: () => import('./hi/sample-request'),
    mr: () => import('./mr/sample-request'),
    ta: () => import('./ta/sample-request'),
    si: () => import('./si/sample-request'),
  }),
  'search-text': area(() => import('./en/search-text'), {
    hi: () => import('./hi/search-text'),
    mr: () => import('./mr/search-text'),
    ta: () => import('./ta/search-text'),
    si: () => import('./si/search-text'),
  }),
};

export type AreaName = keyof typeof AREAS;

/**
 * The form labels, whose English (FIELD_LABELS) lives in src/submissions: the test beside it
 * checks these against it. The privacy notice's translations are NOTICE_TRANSLATIONS in
 * src/content/privacy-notice.ts, in the notice's own format.
 */
export const FIELD_LABEL_TRANSLATIONS: {
  readonly [L in TranslatedLanguage]?: Loader<{ fieldLabels: FieldLabelsText }>;
} = {
  hi: () => import('./hi/field-labels'),
  mr: () => import('./mr/field-labels'),
  ta: () => import('./ta/field-labels'),
  si: () => import('./si/field-labels'),
};

const FORM_AREAS: readonly (AreaName | 'field-labels' | 'privacy-notice')[] = [
  'field-labels',
  'messages',
  'field-messages',
  'reach-messages',
  'file-picker',
  'thanks',
  'privacy-notice',
];

/** Every area a widget shows, i.e. what it loads in a language other than English. */
export const WIDGET_AREAS: Readonly<
  Record<string, readonly (AreaName | 'field-labels' | 'privacy-notice')[]>
> = {
  // A form loads all that any form says at once (src/forms/kit/form-language.ts): its labels,
  // messages and thank-you panel, and the messages of the checks it may show.
  'resin-inquiry-form': FORM_AREAS,
  'resin-contact-form': FORM_AREAS,
  'resin-career-form': FORM_AREAS,
  'resin-product-tabs': ['catalogue-text', 'products'],
  /**
   * With `enquire`, its Enquire buttons and the inquiry form they open load the inquiry form's
   * areas as well, when the first button is shown.
   */
  'resin-application-list': ['catalogue-text', 'applications'],
  /** Its inquiry dialog loads the inquiry form's areas when a visitor first opens it. */
  'resin-dealer-locator': ['dealers'],
};
