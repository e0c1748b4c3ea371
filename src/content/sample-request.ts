// The sample request: a buyer asks for a laboratory sample of one grade, delivered in India or
// Sri Lanka. Its sizes, limits, words and messages; the schema (src/submissions/sample.ts), the
// form and the page read them from here.

/** The trial pack sizes a laboratory sample is sent in, in kg net (free for a first trial). */
export const SAMPLE_SIZES_KG = [1, 5] as const;

/** Where a sample can be delivered, and how long a postal code is there. */
export const SAMPLE_COUNTRIES = {
  /** India: a six-digit PIN code. */
  IN: { postcodeDigits: 6 },
  /** Sri Lanka: a five-digit postal code. */
  LK: { postcodeDigits: 5 },
} as const;

export type SampleCountry = keyof typeof SAMPLE_COUNTRIES;

/** Upper bounds of the sample request's own text fields, in characters. */
export const SAMPLE_LIMITS = { purpose: 1000, address: 300 } as const;

/** What is wrong with a sample request's own fields, shown under the field. */
export const SAMPLE_MESSAGES = {
  grade: 'Choose the grade you want to try.',
  size: 'Choose a sample size.',
  purpose: 'Tell us what you will test the sample for.',
  address: 'Enter the address the sample goes to.',
  country: 'Choose India or Sri Lanka.',
  pin: 'An Indian PIN code has 6 digits, like 415004.',
  postal: 'A Sri Lankan postal code has 5 digits, like 10350.',
  postcodeMissing: 'Enter the PIN or postal code.',
  postcode:
    'Enter the 6-digit PIN code (India) or the 5-digit postal code (Sri Lanka), digits only.',
} as const;

/** The sample request's page and form, in English; the other languages translate it. */
export const SAMPLE_TEXT = {
  intro:
    'Try a grade before you buy in volume. We send a laboratory sample of 1 kg or 5 kg, free for a first trial, with its technical data sheet, safety data sheet and certificate of analysis, within three working days.',
  throughDealer: (dealer: string) => `Your request goes to us and to ${dealer}, your dealer.`,
  form: 'Sample request form',
  submit: 'Request the sample',
  gradeLabel: 'Grade',
  chooseGrade: 'Choose a grade',
  sizeLabel: 'Sample size',
  size: (kg: number) => `${kg} kg`,
  purposeLabel: 'What you will test it for',
  purposeHint: 'Your process, the part and what you use now.',
  addressLabel: 'Delivery address',
  countryLabel: 'Country',
  chooseCountry: 'Choose a country',
  countries: { IN: 'India', LK: 'Sri Lanka' },
  postcodeLabel: 'PIN or postal code',
  postcodeHint: 'India: the 6-digit PIN code. Sri Lanka: the 5-digit postal code.',
  sent: 'Sample request sent',
  thanksTitle: 'Thank you for your sample request',
  thanksNext:
    'We dispatch samples within three working days and e-mail you when yours leaves, with the courier and its tracking number.',
  reference: 'Your reference:',
  again: 'Request another sample',
  /** On each grade's page and the samples service page. */
  link: 'Request a sample',
  messages: SAMPLE_MESSAGES,
};

/** The sample request page, opened on a grade and, through the dealer finder, a dealer. */
export function sampleRequestPath(grade?: string, dealer?: string): string {
  const query = new URLSearchParams();
  if (grade) query.set('grade', grade);
  if (dealer) query.set('dealer', dealer);
  const search = query.toString();
  return search ? `/samples/request?${search}` : '/samples/request';
}
