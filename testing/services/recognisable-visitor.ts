// One visitor with values no log line could contain by chance, and a submission of every kind
// carrying them: what the tests of the gateway's logs look for, and what they must never find.
import { PRODUCTS } from '../../src/content/products';
import { COUNTRY_OPTIONS } from '../../src/content/shop';
import { uuid } from './gateway-client';

export const VISITOR = {
  name: 'Ottoline Quarrington',
  email: 'ottoline.q@zephyrmarsh.example',
  phone: '+91 98111 22333',
  companyName: 'Quarrington Brothers Fibreglass',
  message: 'Please call about the xylophone-hull resin order',
  review: 'Marvellous gelcoat, glossy as a zeppelin',
  state: 'Zanskarvale',
  postcode: 'QX7 4ZZ',
  coupon: 'OTTOLINE-WINTER',
  fileName: 'Ottoline-Quarrington-CV.pdf',
} as const;

/** Every value above, and the parts a log could hold of them (the phone's digits, one word). */
export const VISITOR_TRACES: readonly string[] = [
  ...Object.values(VISITOR),
  '9811122333',
  'Quarrington',
  'zephyrmarsh',
  'xylophone',
  'Zanskarvale',
  'Ottoline',
];

/** The JSON submission of each kind but career (which needs an uploaded resume first). */
export function submissionsOfEveryKind(): Array<{ route: string; body: Record<string, unknown> }> {
  const v = VISITOR;
  return [
    {
      route: '/api/contact',
      body: {
        id: `contact.${uuid()}`,
        name: v.name,
        email: v.email,
        phone: v.phone,
        message: v.message,
        companyName: v.companyName,
      },
    },
    {
      route: '/api/inquiry',
      body: {
        id: `application.${uuid()}`,
        name: v.name,
        phone: v.phone,
        companyName: v.companyName,
        message: v.message,
        applicationName: 'Marine',
      },
    },
    {
      route: '/api/quotation',
      body: {
        id: `quotation.${uuid()}`,
        lines: [{ productId: PRODUCTS[0]!.id, quantity: 2 }],
        name: v.name,
        companyName: v.companyName,
        email: v.email,
        phone: v.phone,
        country: COUNTRY_OPTIONS[0]!.value,
        state: v.state,
        postcode: v.postcode,
        coupon: v.coupon,
      },
    },
    {
      route: '/api/review',
      body: {
        id: `review.${uuid()}`,
        productId: PRODUCTS[1]!.id,
        name: v.name,
        email: v.email,
        rating: 5,
        review: v.review,
      },
    },
  ];
}

/** The career application `id` that refers to a resume uploaded for it. */
export function careerApplication(resumeAssetId: string, id = `career.${uuid()}`) {
  return {
    id,
    name: VISITOR.name,
    email: VISITOR.email,
    phone: VISITOR.phone,
    message: VISITOR.message,
    resumeAssetId,
  };
}
