import { APPLICATIONS } from '../../src/content/applications';
import { FIELD_MESSAGES } from '../../src/content/field-messages';
import type { FieldLabelsText } from '../../src/content/i18n/en/field-labels';
import { AREAS, FIELD_LABEL_TRANSLATIONS } from '../../src/content/i18n/registry';
import type { Translation } from '../../src/content/i18n/translation';
import type { Language } from '../../src/content/i18n/languages';
import { CATALOGUE_TEXT, FORM_TEXT, MESSAGES } from '../../src/content/messages';
import { loadNoticeLanguage, noticeText, type NoticeKind } from '../../src/content/privacy-notice';
import { PRODUCT_TABS } from '../../src/content/products';
import { FIELD_LABELS } from '../../src/submissions/field-labels';

/** What a visitor should read in the widgets in one language, from the catalogues themselves. */
export interface Words {
  lang: Language;
  formText: Translation<typeof FORM_TEXT>;
  messages: Translation<typeof MESSAGES>;
  fieldLabels: FieldLabelsText;
  missing: Translation<typeof FIELD_MESSAGES.missing>;
  catalogue: Translation<typeof CATALOGUE_TEXT>;
  /** The three tabs' names, in order. */
  tabs: string[];
  /** An application's name, by slug. */
  application(slug: string): string;
  /** A form's privacy notice as shown, one line per paragraph and checkbox. */
  notice(kind: NoticeKind): string;
}

const englishName = (slug: string) =>
  APPLICATIONS.find((application) => application.slug === slug)?.service_name ?? slug;

/** The words of `lang`, its catalogues and notice loaded as the widgets load them. */
export async function wordsIn(lang: Language): Promise<Words> {
  const notice = (kind: NoticeKind) => noticeText(kind, lang)!;
  if (lang === 'en') {
    return {
      lang,
      formText: FORM_TEXT,
      messages: MESSAGES,
      fieldLabels: FIELD_LABELS,
      missing: FIELD_MESSAGES.missing,
      catalogue: CATALOGUE_TEXT,
      tabs: PRODUCT_TABS.map((tab) => tab.label),
      application: englishName,
      notice,
    };
  }
  const [messages, fields, labels, catalogue, products, applications] = await Promise.all([
    AREAS.messages.translations[lang]!(),
    AREAS['field-messages'].translations[lang]!(),
    FIELD_LABEL_TRANSLATIONS[lang]!(),
    AREAS['catalogue-text'].translations[lang]!(),
    AREAS.products.translations[lang]!(),
    AREAS.applications.translations[lang]!(),
    loadNoticeLanguage(lang),
  ]);
  return {
    lang,
    formText: messages.formText,
    messages: messages.messages,
    fieldLabels: labels.fieldLabels,
    missing: fields.fieldMessages.missing,
    catalogue: catalogue.catalogueText,
    tabs: PRODUCT_TABS.map((tab) => products.productTabs[tab.key]!),
    application: (slug) => applications.applications[slug]?.name ?? englishName(slug),
    notice,
  };
}

/** A browser locale that asks for the language (Sinhala from Sri Lanka, the rest from India). */
export const browserLocale = (lang: Language) => (lang === 'si' ? 'si-LK' : `${lang}-IN`);
