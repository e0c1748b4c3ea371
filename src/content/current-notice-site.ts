// The current notice's English words whole: the kit's (current-notice.ts), the career form's
// (current-notice-career.ts) and those of the site's own forms, the quotation, the review and the sample request, which no partner page shows and so no
// partner page carries. The site's two forms give theirs to the kit; the gateway and the privacy
// page read the whole catalogue through privacy-notice.ts.
import { EN_EMBEDDABLE } from './current-notice';
import { EN_CAREER } from './current-notice-career';
import type { NoticeCatalogue } from './notice-catalogue';

export const EN_CURRENT_NOTICE: NoticeCatalogue = {
  ...EN_EMBEDDABLE,
  purpose: {
    ...EN_EMBEDDABLE.purpose,
    ...EN_CAREER.purpose,
    quotation:
      'We use your name, company name, e-mail address, phone number, address and the products you chose only to prepare your quotation.',
    review:
      'We use your name, e-mail address, rating and review only to check your review and perhaps publish it here. We never publish your e-mail address.',
    sample:
      'We use your name, company name, e-mail address, phone number, delivery address and what you will test only to send your sample and follow it up. If you send it through a dealer, that dealer gets a copy.',
  },
  kept: {
    ...EN_EMBEDDABLE.kept,
    ...EN_CAREER.kept,
    quotation: 'We keep them for {period}, then delete them.',
    review: 'We keep them for {period}, then delete them.',
    sample: 'We keep them for {period}, then delete them.',
  },
  consents: {
    ...EN_EMBEDDABLE.consents,
    ...EN_CAREER.consents,
    showName: 'Show my name with my review',
  },
};
