// What the shop details, cart and checkout pages say beyond the catalogue. Nothing is sold
// online: the cart collects grades for a quotation request, and no payment is ever taken.
import { CART_MAX_QUANTITY, DRUM_KG } from './constants';
import type { CountryOption, Picture, Review } from './types';

/** The rating shown on every product's details page, whatever the reviews below it say. */
export const DISPLAYED_RATING = 4.5;

/**
 * The checkout's country choices: India and Sri Lanka, where most buyers are, first, then the
 * five export countries. India's and Sri Lanka's values are their ISO 3166 codes, which name
 * the rupee their prices are shown in (prices.ts); the five keep the values stored requests have.
 */
export const COUNTRY_OPTIONS: CountryOption[] = [
  { value: 'in', label: 'India' },
  { value: 'lk', label: 'Sri Lanka' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'us', label: 'United States' },
  { value: 'bd', label: 'Bangladesh' },
  { value: 'saudi', label: 'Saudi Arabia' },
  { value: 'dubai', label: 'Dubai (UAE)' },
];

/** The plain statement both the cart and the checkout show. */
export const NO_PAYMENT_NOTICE =
  'Checkout sends us a quotation request. No payment is taken on this website: our sales team replies with a written quotation, and you order only once you have accepted it.';

/** What a price is for, and how many of it a quantity is: catalogue prices are per drum. */
export const PRICE_UNIT = {
  per: `per ${DRUM_KG} kg drum`,
  drums: (count: number) => `${count} ${count === 1 ? 'drum' : 'drums'} of ${DRUM_KG} kg`,
} as const;

/**
 * What stands beside a price in each currency ('excl. GST': an Indian price is before GST), and
 * the line under a total that says which money the prices are in; nothing for US dollars.
 */
export const PRICE_CURRENCY_TEXT = {
  USD: { beside: '', notice: '' },
  INR: { beside: 'excl. GST', notice: 'Prices in Indian rupees, excluding GST.' },
  LKR: { beside: '', notice: 'Prices in Sri Lankan rupees.' },
} as const;

/** Prices on the shop pages are sample figures, not offers. */
export const PRICE_NOTICE = `Prices shown are sample figures ${PRICE_UNIT.per}, for comparing grades. Your quotation states the price for your quantity, pack size and delivery address.`;

export const SHOP_DETAILS_TEXT = {
  rating: (value: number) => `Rated ${value} out of 5`,
  reviewsHeading: 'Reviews from buyers',
  reviewedGrade: 'Grade reviewed:',
  addReviewHeading: 'Add a review',
  addReviewNote: 'Reviews appear after our team checks them.',
  nameLabel: 'Your name',
  emailLabel: 'Your e-mail',
  ratingLabel: 'Your rating',
  reviewLabel: 'Your review',
  submitReview: 'Submit Review',
  reviewForm: 'Add a review form',
  star: (count: number) => `${count} star${count === 1 ? '' : 's'}`,
  reviewSent: 'Thank you. We have your review, and it appears here once our team has checked it.',
  reviewsOfAll: 'No buyer has reviewed this grade yet; these are reviews of our other grades.',
  /** In place of the name of a buyer who did not ask for it to be shown with the review. */
  anonymousReviewer: 'A buyer',
} as const;

export const CART_TEXT = {
  heading: 'Your Cart',
  columns: {
    product: 'Product',
    price: `Price ${PRICE_UNIT.per}`,
    quantity: 'Quantity (drums)',
    total: 'Total',
  },
  remove: (title: string) => `Remove ${title}`,
  cartTotal: 'Cart Total',
  checkout: 'Proceed to Checkout',
  continueShopping: 'Continue Browsing Products',
  emptyNote:
    'Your cart is empty. The two grades below are examples to show how a quotation request is built; add the grades you need from the Shop.',
  example: 'Example',
  browseShop: 'Browse the Shop',
  increase: (title: string) => `Increase the quantity of ${title}`,
  decrease: (title: string) => `Decrease the quantity of ${title}`,
  quantityOf: (title: string) => `Quantity of ${title}`,
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
   * The label the spec gives the button. It takes no payment: NO_PAYMENT_NOTICE stands right
   * beside it and says what pressing it does.
   */
  submit: 'Make Payment',
  form: 'Quotation request form',
  detailsHeading: 'Your details',
  addressHeading: 'Delivery address',
  chooseCountry: 'Choose a country',
  emptyCart: 'Your cart is empty, so there is nothing to request yet.',
  thanksHeading: 'Quotation request sent',
  thanksReference: 'Your reference:',
  thanksNextHeading: 'What happens next',
  thanksNext: [
    'Our sales team checks the grades, quantities and delivery address of your request.',
    'You receive a written quotation by e-mail, usually within one working day.',
    'Nothing is charged: you order only once you have accepted the quotation.',
  ],
  backToShop: 'Back to the Shop',
  countryNote:
    'Prices are shown in rupees for India and Sri Lanka. For delivery to a country not listed, send your request from the Inquiry page.',
  /** Under the button, which keeps the label the spec gives it. */
  noPaymentLine: 'No payment is taken: the button sends us your quotation request.',
} as const;

/** Bounds of the cart, the quotation request and the review form. */
export const SHOP_LIMITS = {
  state: 100,
  postcode: 12,
  coupon: 40,
  review: 2000,
} as const;

/** What the shop screen, the product details page and the cart controls say. */
export const SHOP_TEXT = {
  heading: 'Shop',
  addToCart: 'Add To Cart',
  addToCartOf: (title: string) => `Add To Cart: ${title}`,
  listPrice: 'List price',
  price: 'Price',
  quantity: 'Quantity (drums)',
  details: 'Details',
  detailsOf: (title: string) => `Details of ${title}`,
  gallery: (title: string) => `Pictures of ${title}`,
  showPicture: (index: number, count: number) => `Show picture ${index} of ${count}`,
  notFoundHint: 'The grade you are looking for is not in our catalogue.',
  seeAllProducts: 'See all products',
  descriptionHeading: 'Description',
  /** In Add To Cart's place where the page runs without JavaScript, which the cart needs. */
  cartNeedsScript: 'The cart needs JavaScript, which this browser is not running.',
  enquireInstead: (title: string) => `Enquire about ${title} instead`,
} as const;

/** The header cart's dropdown. */
export const CART_DROPDOWN_TEXT = {
  heading: 'Your cart',
  empty: 'Your cart is empty.',
  total: 'Total',
  checkout: 'Checkout',
  viewCart: 'View cart',
  quantity: (count: number) => PRICE_UNIT.drums(count),
} as const;

/** Why a quotation request or a review is refused, shown under the field concerned. */
export const SHOP_MESSAGES = {
  emptyCart: 'Your cart is empty. Add a grade before requesting a quotation.',
  unknownProduct: 'This grade is not in our catalogue.',
  quantity: `Each quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}.`,
  duplicateLine: 'Each grade may appear only once. Change its quantity instead.',
  tooManyLines: 'A quotation request can list each catalogue grade once at most.',
  country: 'Please choose one of the listed countries.',
  postcode: 'Please enter a valid postcode.',
  rating: 'Please choose a rating from 1 to 5 stars.',
  /** The gateway could not read the approved reviews (the page then shows the others). */
  reviewsUnavailable: 'The reviews could not be read just now. Please try again.',
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
