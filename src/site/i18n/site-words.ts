// The shell's and pages' words in the language of the nearest LanguageProvider, with the English
// the components always had wherever a language lacks them. In English nothing is loaded: these
// read the same modules of src/content the components imported before.
import { COMPANY, whatsAppHref, type PostalAddress } from '../../content/company';
import { companyText } from '../../content/i18n/en/company';
import { MESSAGES, FORM_TEXT } from '../../content/messages';
import {
  HEADER_CART_TEXT,
  PAGE_TEXT,
  PAGE_TITLES,
  pageTitleKey,
  SHELL_TEXT,
  SITE_TEXT,
} from '../../content/site-text';
import { useArea, useText } from '../../ui/i18n/areas';
import { hasVersions, type SiteRoute } from '../site-routes';

/** The site-text area's English, under its names (as `en/site-text.ts` exports it). */
const SITE_TEXT_AREA = {
  siteText: SITE_TEXT,
  headerCartText: HEADER_CART_TEXT,
  pageTitles: PAGE_TITLES,
  pageText: PAGE_TEXT,
};

/** SITE_TEXT, HEADER_CART_TEXT, PAGE_TITLES and PAGE_TEXT, as `siteText`, `pageTitles`... */
export const useSiteText = () => useText('site-text', SITE_TEXT_AREA);

/** The shell's own words (SHELL_TEXT): footer links, breadcrumb, lightbox, language choice. */
export const useShellText = () => useArea('shell')?.shellText ?? SHELL_TEXT;

/** The words of the company's record: tagline, the plants' headings, download labels. */
export const useCompanyText = () => useArea('company')?.companyText ?? companyText;

/** A plant's heading in the current language, for an address of COMPANY.addresses. */
export function usePlantTitle(): (plant: PostalAddress) => string {
  const { plants } = useCompanyText();
  return (plant) => {
    const key = PLANTS.find((name) => COMPANY.addresses[name] === plant);
    return key ? plants[key] : plant.title;
  };
}

const PLANTS = ['maharashtra', 'sriLanka'] as const;

/** The WhatsApp chat link, its first message in the current language. */
export function useWhatsAppHref(): string {
  const { whatsAppMessage } = useCompanyText();
  return whatsAppHref(COMPANY.whatsApp.digits, whatsAppMessage);
}

/** The forms' and router's messages and the forms' own labels (MESSAGES, FORM_TEXT). */
export function useMessages() {
  const text = useArea('messages');
  return { messages: text?.messages ?? MESSAGES, formText: text?.formText ?? FORM_TEXT };
}

/**
 * A grade's title in the current language ('आइसोथैलिक रेज़िन'), its codes in Latin letters as
 * the trade writes them; the English title where the language lacks one.
 */
export function useGradeTitle(): (grade: { id: string; title: string }) => string {
  const words = useArea('products')?.products;
  return (grade) => words?.[grade.id]?.title ?? grade.title;
}

/** A menu entry's label by its English label; a name the language lacks stays as it is. */
export function useMenuLabel(): (english: string) => string {
  const labels = useArea('menu')?.menuLabels;
  return (english) => labels?.[english] ?? english;
}

/**
 * The title of a route's page in the language it is shown in (the error page's for an address
 * no route has): a page in English only keeps its English, and a title that is a name (a sister
 * company's) stays as it is.
 */
export function usePageTitle(route: SiteRoute | undefined): string {
  const { pageTitles } = useSiteText();
  const english = route?.title ?? PAGE_TITLES.error;
  const key = pageTitleKey(english);
  return key && (route === undefined || hasVersions(route)) ? pageTitles[key] : english;
}
