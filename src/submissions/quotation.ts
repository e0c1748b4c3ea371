import * as z from 'zod/mini';
import { CART_MAX_QUANTITY } from '../content/constants';
import { MESSAGES } from '../content/messages';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { centsText, formatDollarsGrouped, isPrice, priceCents } from '../content/prices';
import { PRODUCTS } from '../content/products';
import { CHECKOUT_TEXT, COUNTRY_OPTIONS, SHOP_LIMITS, SHOP_MESSAGES } from '../content/shop';
import { defineKind, storedKind, text, type SubmissionDocument } from './kind';
import { documentId, requiredText, visibleText } from './fields';
import { validEmail, validPhone } from './reach-fields';
import { catalogueProduct, catalogueProductId } from './product-field';

/*
 * A quotation request: the checkout's 'Make Payment' sends the cart and the buyer's details,
 * and sales replies with a written quotation. No payment is taken anywhere. The stored lines
 * carry the catalogue's unit prices and total, worked out here: what the browser says about
 * prices or titles is never stored.
 */

/** A text the visitor must fill in, trimmed, at most `max` characters. */
const requiredUpTo = (label: string, max: number) =>
  z
    .string({ error: MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.required),
      z.maxLength(max, LIMIT_MESSAGES.tooLong(label, max)),
      visibleText(label),
    );

const quotationLine = z.object({
  productId: catalogueProductId(),
  /** The title the visitor saw; stored from the catalogue instead. */
  title: z.optional(z.string().check(z.maxLength(200))),
  quantity: z
    .number({ error: SHOP_MESSAGES.quantity })
    .check(
      z.refine(
        (n) => Number.isInteger(n) && n >= 1 && n <= CART_MAX_QUANTITY,
        SHOP_MESSAGES.quantity,
      ),
    ),
});

export type QuotationLine = z.infer<typeof quotationLine>;

const COUNTRY_VALUES: readonly string[] = COUNTRY_OPTIONS.map((option) => option.value);

export const quotationFields = z.object({
  lines: z.array(quotationLine, { error: SHOP_MESSAGES.emptyCart }).check(
    z.minLength(1, SHOP_MESSAGES.emptyCart),
    z.maxLength(PRODUCTS.length, SHOP_MESSAGES.tooManyLines),
    z.refine(
      (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
      SHOP_MESSAGES.duplicateLine,
    ),
  ),
  name: requiredText('name'),
  companyName: requiredText('companyName'),
  email: validEmail(),
  phone: validPhone(),
  country: z.string({ error: MESSAGES.required }).check(
    z.minLength(1, MESSAGES.required),
    z.refine((value) => value === '' || COUNTRY_VALUES.includes(value), SHOP_MESSAGES.country),
  ),
  state: requiredUpTo(CHECKOUT_TEXT.stateLabel, SHOP_LIMITS.state),
  postcode: requiredUpTo(CHECKOUT_TEXT.postcodeLabel, SHOP_LIMITS.postcode).check(
    z.refine(
      (value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value),
      SHOP_MESSAGES.postcode,
    ),
  ),
  coupon: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          SHOP_LIMITS.coupon,
          LIMIT_MESSAGES.tooLong(CHECKOUT_TEXT.couponLabel, SHOP_LIMITS.coupon),
        ),
        visibleText(CHECKOUT_TEXT.couponLabel),
      ),
    '',
  ),
});

export type QuotationFields = z.infer<typeof quotationFields>;
export type QuotationInput = z.input<typeof quotationFields>;

const quotationSubmission = z.extend(quotationFields, { id: documentId('quotation') });
export type QuotationSubmission = z.infer<typeof quotationSubmission>;

export const quotationKind = defineKind({
  name: 'quotation',
  label: 'Quotation',
  route: '/api/quotation',
  type: 'quotation',
  fields: quotationFields,
  schema: quotationSubmission,
});

/** A line as stored: the catalogue's title and prices (decimal text, as the catalogue has them). */
export interface StoredQuotationLine {
  _key: string;
  productId: string;
  title: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

/** The request's lines priced from the catalogue, and their total. */
export function priceQuotation(lines: readonly Pick<QuotationLine, 'productId' | 'quantity'>[]) {
  let total = 0;
  const priced: StoredQuotationLine[] = lines.map(({ productId, quantity }) => {
    const product = catalogueProduct(productId);
    if (!product) throw new Error(`Not a catalogue product: ${productId}`);
    const unit = priceCents(product.discount_price);
    total += unit * quantity;
    return {
      _key: productId,
      productId,
      title: product.title,
      quantity,
      unitPrice: centsText(unit),
      lineTotal: centsText(unit * quantity),
    };
  });
  return { lines: priced, total: centsText(total) };
}

function storedLines(doc: SubmissionDocument): StoredQuotationLine[] {
  const lines = doc.lines;
  if (!Array.isArray(lines)) return [];
  return lines.filter(
    (line): line is StoredQuotationLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as StoredQuotationLine).title === 'string' &&
      typeof (line as StoredQuotationLine).quantity === 'number' &&
      isPrice(String((line as StoredQuotationLine).unitPrice)) &&
      isPrice(String((line as StoredQuotationLine).lineTotal)),
  );
}

const dollars = (price: string) => (isPrice(price) ? formatDollarsGrouped(priceCents(price)) : '');

/** How a quotation request is stored and summarised for staff. */
export const quotationStored = storedKind(quotationKind, {
  toDocument: ({ id, lines, ...buyer }: QuotationSubmission) => {
    const priced = priceQuotation(lines);
    return {
      _id: id,
      _type: 'quotation',
      lines: priced.lines,
      total: priced.total,
      currency: 'USD',
      name: buyer.name,
      companyName: buyer.companyName,
      email: buyer.email,
      phone: buyer.phone,
      country: buyer.country,
      countryName: COUNTRY_OPTIONS.find((option) => option.value === buyer.country)?.label ?? '',
      state: buyer.state,
      postcode: buyer.postcode,
      coupon: buyer.coupon,
    };
  },
  summarize: (doc) => {
    const lines = storedLines(doc);
    const count = `${lines.length} line${lines.length === 1 ? '' : 's'}`;
    const total = dollars(text(doc, 'total'));
    return {
      subject: `${text(doc, 'companyName') || text(doc, 'name')}: ${count}, ${total}`,
      replyTo: text(doc, 'email'),
      fields: [
        ['Company', text(doc, 'companyName')],
        ['Name', text(doc, 'name')],
        ['Email', text(doc, 'email')],
        ['Phone', text(doc, 'phone')],
        ...lines.map(
          (line, index) =>
            [
              `Line ${index + 1}`,
              `${line.quantity} × ${line.title} at ${dollars(line.unitPrice)} = ${dollars(line.lineTotal)}`,
            ] as const,
        ),
        ['Total', total],
        ['Country', text(doc, 'countryName') || text(doc, 'country')],
        ['State', text(doc, 'state')],
        ['Postcode', text(doc, 'postcode')],
        ['Contract price code', text(doc, 'coupon')],
      ],
    };
  },
});
