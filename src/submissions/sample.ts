import * as z from 'zod/mini';
import { LIMIT_MESSAGES } from '../content/field-messages';
import {
  SAMPLE_COUNTRIES,
  SAMPLE_LIMITS,
  SAMPLE_MESSAGES,
  SAMPLE_SIZES_KG,
  SAMPLE_TEXT,
  type SampleCountry,
} from '../content/sample-request';
import { defineKind, storedKind, text } from './kind';
import { documentId, requiredText, rule, visibleText } from './fields';
import { catalogueProduct } from './product-field';
import { validEmail, validPhone } from './reach-fields';

/*
 * A sample request: a buyer asks for a laboratory sample of one catalogue grade, in one of the
 * trial pack sizes, delivered in India or Sri Lanka. The grade's title is stored from the
 * catalogue, never from what the browser says.
 */

/** A text the visitor must fill in: trimmed, not empty, at most `max`, no hidden characters. */
const ownText = (missing: string, label: string, max: number, multiline = false) =>
  z.string({ error: missing }).check(
    z.trim(),
    rule('required', (value) => !value && missing),
    z.maxLength(max, LIMIT_MESSAGES.tooLong(label, max)),
    visibleText(label, multiline),
  );

/** One of a fixed set of values, refused with `message` (a missing one counts as missing). */
const oneOf = (values: readonly string[], message: string) =>
  z
    .string({ error: message })
    .check(rule('required', (value) => !values.includes(value) && message));

const SIZES = SAMPLE_SIZES_KG.map(String);
const COUNTRIES = Object.keys(SAMPLE_COUNTRIES);
const isCountry = (value: string): value is SampleCountry => COUNTRIES.includes(value);

/** What is wrong with a postcode for the country: India's PIN has 6 digits, Sri Lanka's 5. */
export function postcodeProblem(country: string, postcode: string): string | null {
  if (!isCountry(country) || postcode === '') return null;
  if (new RegExp(`^\\d{${SAMPLE_COUNTRIES[country].postcodeDigits}}$`).test(postcode)) return null;
  return country === 'IN' ? SAMPLE_MESSAGES.pin : SAMPLE_MESSAGES.postal;
}

const shape = {
  productId: z
    .string({ error: SAMPLE_MESSAGES.grade })
    .check(rule('required', (id) => catalogueProduct(id) === undefined && SAMPLE_MESSAGES.grade)),
  quantityKg: oneOf(SIZES, SAMPLE_MESSAGES.size),
  purpose: ownText(SAMPLE_MESSAGES.purpose, SAMPLE_TEXT.purposeLabel, SAMPLE_LIMITS.purpose, true),
  address: ownText(SAMPLE_MESSAGES.address, SAMPLE_TEXT.addressLabel, SAMPLE_LIMITS.address, true),
  country: oneOf(COUNTRIES, SAMPLE_MESSAGES.country),
  // Alone it is digits, five or six: the country decides which (postcodeMatches below).
  postcode: z.string({ error: SAMPLE_MESSAGES.postcodeMissing }).check(
    z.trim(),
    rule('required', (value) => !value && SAMPLE_MESSAGES.postcodeMissing),
    z.refine((value) => value === '' || /^\d{5,6}$/.test(value), SAMPLE_MESSAGES.postcode),
  ),
  companyName: requiredText('companyName'),
  name: requiredText('name'),
  phone: validPhone(),
  email: validEmail(),
};

/** The postcode as long as the chosen country's: under the postcode field. */
const postcodeMatches = z.superRefine((values: { country: string; postcode: string }, ctx) => {
  const problem = postcodeProblem(values.country, values.postcode);
  if (problem) {
    ctx.issues.push({ code: 'custom', message: problem, input: values, path: ['postcode'] });
  }
});

export const sampleFields = z.object(shape).check(postcodeMatches);

export type SampleFields = z.infer<typeof sampleFields>;
export type SampleInput = z.input<typeof sampleFields>;

const sampleSubmission = z.object({ ...shape, id: documentId('sample') }).check(postcodeMatches);
export type SampleSubmission = z.infer<typeof sampleSubmission>;

export const sampleKind = defineKind({
  name: 'sample',
  label: 'Sample request',
  route: '/api/sample',
  type: 'sample',
  fields: sampleFields,
  schema: sampleSubmission,
});

/** How a sample request is stored and summarised for staff. */
export const sampleStored = storedKind(sampleKind, {
  toDocument: ({ id, productId, quantityKg, ...buyer }: SampleSubmission) => ({
    _id: id,
    _type: 'sample',
    productId,
    productTitle: catalogueProduct(productId)?.title ?? productId,
    quantityKg: Number(quantityKg),
    purpose: buyer.purpose,
    companyName: buyer.companyName,
    name: buyer.name,
    email: buyer.email,
    phone: buyer.phone,
    address: buyer.address,
    country: buyer.country,
    postcode: buyer.postcode,
  }),
  summarize: (doc) => {
    const kg = typeof doc.quantityKg === 'number' ? `${doc.quantityKg} kg` : '';
    const country = text(doc, 'country');
    return {
      subject: `${text(doc, 'productTitle')}, ${kg}: ${text(doc, 'companyName') || text(doc, 'name')}`,
      replyTo: text(doc, 'email'),
      fields: [
        ['Grade', text(doc, 'productTitle')],
        ['Sample size', kg],
        ['Purpose', text(doc, 'purpose')],
        ['Company', text(doc, 'companyName')],
        ['Name', text(doc, 'name')],
        ['Email', text(doc, 'email')],
        ['Phone', text(doc, 'phone')],
        ['Delivery address', text(doc, 'address')],
        ['PIN or postal code', text(doc, 'postcode')],
        ['Country', isCountry(country) ? SAMPLE_TEXT.countries[country] : country],
      ],
    };
  },
});
