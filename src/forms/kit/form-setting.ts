import { createContext, useContext } from 'react';
import { PRIVACY_PAGE_PATH, PRIVACY_PAGE_URL } from '../../content/notice-facts';
import type { SourceChannel } from '../../submissions/envelope';

/**
 * The setting a form is shown in, which its notice and every submission follow: the channel
 * sent in the envelope as `source.channel`, where its privacy link goes, the region the page
 * names with its language, and the dealer it is sent through. One provider sets it for every
 * form below it: the widget kit for the embedded elements, the inquiry dialog for a dealer. (The notice's language is the form's own, the nearest
 * LanguageProvider's.)
 */
export interface FormSetting {
  channel: SourceChannel;
  /** The privacy page: the site's own route on the site, an absolute URL on a partner page. */
  privacyHref: string;
  /** The page's region ('LK' for a `ta-LK` page): how the form writes numbers follows it. */
  region?: string | undefined;
  /**
   * The dealer the visitor writes to, by its id (the dealer finder's forms), sent in the
   * envelope as `source.dealer`: set only where a dealer is named, so a form elsewhere carries
   * no code for it.
   */
  dealer?: string | undefined;
}

/** A form on the site itself: what a form without a provider above it is. */
export const SITE_SETTING: FormSetting = {
  channel: 'site',
  // Relative, like the footer's link: inside the site's hash routes it opens #/privacy.
  privacyHref: `#${PRIVACY_PAGE_PATH}`,
};

/** A form in a widget, on a partner's page or the site's: its privacy link goes to the site. */
export const WIDGET_SETTING: FormSetting = {
  channel: 'widget',
  privacyHref: PRIVACY_PAGE_URL,
};

export const FormSettingContext = createContext<FormSetting>(SITE_SETTING);

/** The setting of the form being rendered. */
export const useFormSetting = (): FormSetting => useContext(FormSettingContext);
