// What the gateway's own page says to a form sent without JavaScript, beside the forms' words
// (the thank-you panels', the labels, the messages): the form arrived, with its reference, or
// what to put right, in the language the form was in.
export const FORM_ANSWER = {
  /** Over a form drawn again because something in it needs putting right. */
  checkTitle: 'Please check your details',
  /** Over a form that could not be sent for another reason (our server, a limit). */
  notSentTitle: 'Your form was not sent',
  /** Under that, when the form is drawn again with what the visitor typed. */
  keptNote: 'What you typed is still here: send the form again when you are ready.',
  /** The way back to where the form was. */
  backToPage: 'Back to the page you came from',
  /** The way to the site, when the page that sent the form is not known. */
  toSite: (company: string) => `Go to the ${company} website`,
} as const;
