// What the alternate footer (the template's pages) says. Apart from site-text.ts so that
// it travels with that footer's own code instead of in the code every page loads first.
/** The closing band of the alternate footer (the template's pages). */
export const ALT_FOOTER_TEXT = {
  heading: 'Get Free Consultation',
  text: 'Tell us what you make and how you make it. An application engineer will recommend a resin, a gelcoat and a cure system for your process, free of charge.',
  callLabel: 'Call an engineer',
  linksHeading: 'Explore',
} as const;
