// What the shop details, cart and checkout pages say beyond the catalogue. Nothing is sold
// online: the cart collects grades for a quotation request, and no payment is ever taken.
import type { CountryOption, Picture, Review } from './types';

/** The rating shown on every product's details page, whatever the reviews below it say. */
export const DISPLAYED_RATING = 4.5;

/** The checkout's country choices, exactly these five. */
export const COUNTRY_OPTIONS: CountryOption[] = [
  { value: 'uk', label: 'United Kingdom' },
  { value: 'us', label: 'United States' },
  { value: 'bd', label: 'Bangladesh' },
  { value: 'saudi', label: 'Saudi Arabia' },
  { value: 'dubai', label: 'Dubai (UAE)' },
];

/** The plain statement both the cart and the checkout show. */
export const NO_PAYMENT_NOTICE =
  'Checkout sends us a quotation request. No payment is taken on this website: our sales team replies with a written quotation, and you order only once you have accepted it.';

/** Prices on the shop pages are sample figures, not offers. */
export const PRICE_NOTICE =
  'Prices shown are sample figures for comparing grades. Your quotation states the price per kilogram for your quantity, pack size and delivery address.';

export const SHOP_DETAILS_TEXT = {
  rating: (value: number) => `Rated ${value} out of 5`,
  reviewsHeading: 'Reviews from buyers',
  reviewedGrade: 'Grade reviewed:',
  addReviewHeading: 'Add a review',
  addReviewNote:
    'Reviews come from buyers who have used the grade. This form does not publish anything yet; to share your experience, write to your sales engineer.',
  nameLabel: 'Your name',
  emailLabel: 'Your e-mail',
  ratingLabel: 'Your rating',
  reviewLabel: 'Your review',
  submitReview: 'Submit Review',
} as const;

export const CART_TEXT = {
  heading: 'Your Cart',
  columns: { product: 'Product', price: 'Price', quantity: 'Quantity', total: 'Total' },
  remove: (title: string) => `Remove ${title}`,
  cartTotal: 'Cart Total',
  checkout: 'Proceed to Checkout',
  continueShopping: 'Continue Browsing Products',
  emptyNote:
    'Your cart is empty. The two grades below are examples to show how a quotation request is built; add the grades you need from the Products page.',
} as const;

export const CHECKOUT_TEXT = {
  heading: 'Request a Quotation',
  couponLabel: 'Contract price code',
  couponPlaceholder: 'Enter your code',
  couponApply: 'Apply',
  couponHelp:
    'If your sales engineer has given you a contract price code, enter it here. It is not applied on this page: we check it when we prepare your quotation.',
  countryLabel: 'Country',
  stateLabel: 'State / Province',
  postcodeLabel: 'Postcode / PIN code',
  orderSummary: 'Your Grades',
  /**
   * The button sends a request, not a payment, so it says so; the template's 'Make Payment'
   * label would promise something the page does not do.
   */
  submit: 'Send Quotation Request',
  countryNote:
    'For delivery in India or Sri Lanka, or to a country not listed, send your request from the Inquiry page.',
} as const;

function avatar(name: string, alt: string): Picture {
  return { src: `images/reviews/${name}.webp`, alt, width: 160, height: 160 };
}

/** Sample reviews; their average equals the displayed rating. */
export const REVIEWS: Review[] = [
  {
    id: 1,
    name: 'Mahesh Kulkarni',
    date: '2026-09-22',
    time: '10:40',
    src: avatar(
      'mahesh-kulkarni',
      'Portrait of Mahesh Kulkarni, a man in his fifties with grey hair and glasses, wearing a blue work shirt in his FRP workshop',
    ),
    rating: 5,
    review:
      'We laminate water tanks and ducting in three shifts at Kulkarni FRP, Pune. Gel time on the general purpose resin stays within a minute or two of the certificate from batch to batch, and it wets out 450 g/m² mat quickly. I have stopped retesting every drum.',
    productId: 'general-purpose-orthophthalic',
  },
  {
    id: 2,
    name: 'Dilani Wickramasinghe',
    date: '2026-08-05',
    time: '16:15',
    src: avatar(
      'dilani-wickramasinghe',
      'Portrait of Dilani Wickramasinghe, a woman in her thirties with her hair tied back, wearing a safety helmet in a boat shed',
    ),
    rating: 4,
    review:
      'Our yard in Negombo uses the isophthalic-NPG gelcoat on fishing boat hulls. The gloss is excellent and it sprays without sagging at 0.6 mm. One star less because it gels quickly on hot afternoons; with the dosing chart from their engineer we now manage.',
    productId: 'isophthalic-npg-gelcoat',
  },
  {
    id: 3,
    name: 'Imran Qureshi',
    date: '2026-06-18',
    time: '09:05',
    src: avatar(
      'imran-qureshi',
      'Portrait of Imran Qureshi, a man in his forties with a short beard, in a grey polo shirt, standing beside a polished stone slab',
    ),
    rating: 5,
    review:
      'We make polishing bricks and repair putty for marble in Kishangarh, and switched to the R-PET resin for both. It takes our silicon carbide and talc loadings without trouble and cures the same as before. The lower price made a real difference.',
    productId: 'recycled-pet',
  },
  {
    id: 4,
    name: 'Senthil Murugan',
    date: '2026-04-30',
    time: '14:50',
    src: avatar(
      'senthil-murugan',
      'Portrait of Senthil Murugan, a man in his thirties in a white shirt and safety glasses, in front of a pultrusion line',
    ),
    rating: 4,
    review:
      'Our Hosur plant pultrudes cable trays with the isophthalic resin. Profiles come out hard with a good surface, and viscosity is consistent. Delivery to Tamil Nadu took five days, longer than our local supplier, so we now keep a larger stock.',
    productId: 'isophthalic',
  },
];
