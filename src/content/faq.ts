// The FAQ accordion: the five questions buyers ask before their first order, each with its own
// answer. The accordion opens one item at a time, the first one when the page loads.
import type { FaqItem } from './types';

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 1,
    question: 'What is the minimum order?',
    answer: [
      'One 220 kg drum of any catalogue grade, collected from our Satara or Biyagama plant. For delivery by our own lorries in Maharashtra the minimum is four drums; smaller orders elsewhere in India travel with a transport company at the buyer’s cost. Gelcoats can be ordered by the 20 kg pail.',
      'Custom-formulated grades are made in full reactor batches, so their minimum is one batch, which we state in the quotation. Laboratory samples of 1 to 5 kg are sent free of charge for a first trial.',
    ],
  },
  {
    id: 2,
    question: 'How is the resin packed?',
    answer: [
      'Resins leave in closed-head 220 kg steel drums, four to a pallet, or in 1,000 kg IBCs, which we collect empty on the next delivery. Customers with their own storage tank can take bulk road tankers, which give the lowest price per kilogram. Gelcoats come in 20 kg pails and 220 kg drums.',
      'Every pack is labelled with the grade, batch number, use-by date and dangerous goods markings, and travels with its certificate of analysis.',
    ],
  },
  {
    id: 3,
    question: 'How long does resin keep, and how should I store it?',
    answer: [
      'Unaccelerated resins keep six months from manufacture when stored at or below 25 °C; pre-accelerated resins and gelcoats keep three months. The use-by date is printed on every label. Heat shortens shelf life sharply: as a rule of thumb, every 10 °C above 25 °C halves it.',
      'Store drums closed, on pallets, in a shaded and ventilated store away from direct sun and sources of ignition, and use the oldest stock first. Keep MEKP and other peroxides in a separate cool store, away from resin and accelerators.',
    ],
  },
  {
    id: 4,
    question: 'How soon will my order arrive?',
    answer: [
      'Stock grades leave Satara within two to three working days of the order. Deliveries in Maharashtra arrive the next day; elsewhere in India, allow three to seven days by road. Customers in Sri Lanka receive general purpose and isophthalic resins from the Biyagama plant within two days.',
      'A custom grade needs two to four weeks for its first batch, and a bulk tanker is scheduled with you when you order.',
    ],
  },
  {
    id: 5,
    question: 'Do you export to Sri Lanka and other countries?',
    answer: [
      'Yes. In Sri Lanka most grades are supplied from our Biyagama plant and its stock, invoiced locally. Grades made only in Satara, and container orders, ship from Nhava Sheva to Colombo and reach the customer in about two and a half to three weeks.',
      'We prepare the commercial invoice, packing list, certificate of origin under the India–Sri Lanka Free Trade Agreement, dangerous goods declaration for UN 1866 resin solution, and a certificate of analysis for each batch. The smallest direct export is one pallet of four drums in a shared container. We also ship to the Maldives, the Gulf and East Africa.',
    ],
  },
];

/** The item open when the page loads. */
export const FAQ_OPEN_ID = FAQ_ITEMS[0]?.id ?? 1;

/** Labels of the FAQ page. */
export const FAQ_TEXT = {
  intro:
    'What buyers ask us before their first order. Open a question to read the answer; if yours is not here, ask us.',
  ctaHeading: 'Still have a question?',
  ctaText:
    'Our technical and sales team answers enquiries within one working day. Send us your question, or call during office hours.',
  ctaInquiry: 'Send an enquiry',
  ctaCall: 'Call',
} as const;
