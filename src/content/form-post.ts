// A form sent without JavaScript (scripts off, or pressed before the page's script arrived):
// every form posts to the gateway, never to its own page, so nothing the visitor typed ends up
// in an address. The gateway answers with a page of its own, in the form's language.

/** `POST <prefix><kind>` (`/api/form/contact`): a form's fields as a browser posts them. */
export const FORM_POST_PREFIX = '/api/form/';

/**
 * What the page says about its form, in the form's action address: the language the page is
 * in, the channel, the region its language names, and the privacy notice shown (version and
 * language). Never anything the visitor typed: those go in the body.
 */
export interface FormPostContext {
  lang: string;
  channel: string;
  region?: string | undefined;
  notice?: string | undefined;
  noticeLang?: string | undefined;
}

/** The action of a form of `kind`: the gateway at `apiBase` (empty: the page's own origin). */
export function formPostAction(apiBase: string, kind: string, context: FormPostContext): string {
  const query = new URLSearchParams(Object.entries(context).filter(([, value]) => value));
  return `${apiBase.replace(/\/+$/, '')}${FORM_POST_PREFIX}${kind}?${query}`;
}
