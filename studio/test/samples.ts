import { DEMO_DEALER_ID } from '../../src/content/dealers';
import { NOTICE_VERSION } from '../../src/content/privacy-notice';
import { CONSENT_CHOICES, UTM_PARAMETERS, type SubmissionType } from '../workflow';

/*
 * One submission of each kind with everything a form can send filled in, as a partner's page
 * sends it: every optional field, a page address with every utm_* parameter, the dealer it was
 * sent to, every optional box ticked, and the hidden honeypot field filled, so the gateway also
 * records why it set the submission aside as spam. Stored through a real gateway, these show every field the
 * gateway can write.
 */

export const PARTNER = {
  name: 'Acme FRP',
  origins: ['https://acme-frp.example'],
  notify: ['sales@acme-frp.example'],
};

export const PAGE = `${PARTNER.origins[0]}/resins/gelcoat?${UTM_PARAMETERS.map((name) => `${name}=${name.slice(4)}-value`).join('&')}`;

/** What every form sends besides its own fields. */
export function envelope(type: SubmissionType) {
  return {
    source: { page: PAGE, channel: 'widget', region: 'LK', dealer: DEMO_DEALER_ID },
    consent: {
      version: NOTICE_VERSION,
      language: 'en',
      choices: Object.fromEntries(CONSENT_CHOICES[type].map(({ name }) => [name, true])),
    },
    website: 'https://bot.example',
  };
}

const uuid = () => crypto.randomUUID();

/** Each kind's own fields, all of them filled in. */
export function visitorFields(type: SubmissionType, resumeAssetId: string) {
  const person = { name: 'Asha Patil', email: 'asha@example.com', phone: '+91 98765 43210' };
  switch (type) {
    case 'contact':
      return {
        id: `contact.${uuid()}`,
        ...person,
        message: 'Need 2 t of ortho resin',
        companyName: 'Patil Composites',
      };
    case 'application':
      return {
        id: `application.${uuid()}`,
        name: person.name,
        phone: person.phone,
        companyName: 'Patil Composites',
        message: 'Quote for 500 kg',
        applicationName: 'Vaccum Infusion',
      };
    case 'career':
      return { id: `career.${uuid()}`, ...person, message: 'Lab chemist', resumeAssetId };
    case 'quotation':
      return {
        id: `quotation.${uuid()}`,
        lines: [
          { productId: 'isophthalic', quantity: 3 },
          { productId: 'pta-based', quantity: 1 },
        ],
        ...person,
        companyName: 'Patil Composites',
        country: 'uk',
        state: 'Greater London',
        postcode: 'EC1A 1BB',
        coupon: 'KR-2026',
      };
    case 'sample':
      return {
        id: `sample.${uuid()}`,
        productId: 'isophthalic',
        quantityKg: '5',
        purpose: 'Chemical tank lining trial against our current isophthalic resin.',
        ...person,
        companyName: 'Patil Composites',
        address: 'Plot 7, MIDC Chakan, Pune',
        country: 'IN',
        postcode: '410501',
      };
    case 'review':
      return {
        id: `review.${uuid()}`,
        productId: 'isophthalic',
        ...person,
        rating: 4,
        review: 'Cures evenly.',
      };
  }
}

/** A small PDF for the career form's upload. */
export function pdfBytes(size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  bytes.set(new TextEncoder().encode('\n%%EOF\n'), size - 7);
  return bytes;
}
