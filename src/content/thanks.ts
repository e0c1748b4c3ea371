// The panel in a form's place once its submission is stored: who answers, and when. Apart from
// the form messages every form loads, since only the contact and career forms and the inquiry
// dialog show it.
export const THANKS = {
  contact: {
    title: 'Thank you for your message',
    next: 'Our sales team replies within one working day.',
    again: 'Send another message',
  },
  career: {
    title: 'Thank you for your application',
    next: 'Our HR team reviews every application and replies within 10 working days.',
    again: 'Send another application',
  },
  // Shown in the page once the inquiry dialog has closed, until the visitor dismisses it.
  inquiry: {
    title: 'Thank you for your inquiry',
    next: 'Our sales team replies within one working day.',
  },
  reference: 'Your reference:',
} as const;

export type ThanksText = Readonly<Record<'title' | 'next' | 'again', string>>;

/** A thank-you panel this recent (just sent, or back after the reload) takes focus. */
export const THANKS_FOCUS_WITHIN_MS = 10_000;
