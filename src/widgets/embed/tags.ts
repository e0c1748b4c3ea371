// The tag names partners write. Kept free of imports so the loader stays tiny.
export const RESIN_TAGS = [
  'resin-inquiry-form',
  'resin-contact-form',
  'resin-career-form',
  'resin-product-tabs',
  'resin-application-list',
] as const;

export type ResinTag = (typeof RESIN_TAGS)[number];
