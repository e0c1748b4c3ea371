import { describe, expect, it } from 'vitest';
import { REACH_MESSAGES } from '../content/reach-messages';
import { MESSAGES } from '../content/messages';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { SHOP_MESSAGES } from '../content/shop';
import { quotationFields, quotationKind, quotationStored } from './quotation';
import { reviewFields, reviewKind, reviewStored } from './review';
import { SUBMISSION_KINDS, kindOfType } from './all-kinds';
import { validate } from './validate';

const quotation = {
  lines: [
    {
      productId: 'general-purpose-orthophthalic',
      title: 'General Purpose Orthophthalic Resin',
      quantity: 2,
    },
    { productId: 'isophthalic', quantity: 1 },
  ],
  name: 'Mahesh Kulkarni',
  companyName: 'Kulkarni FRP',
  email: 'mahesh@example.com',
  phone: '+91 98220 12345',
  country: 'uk',
  state: 'Maharashtra',
  postcode: '411 019',
};

const issuesOf = (values: unknown) => {
  const r = validate(quotationFields, values);
  return r.ok ? [] : r.issues;
};

describe('quotation schema', () => {
  it('accepts a cart with the buyer details and makes the coupon optional', () => {
    const r = validate(quotationFields, quotation);
    expect(r.ok && r.data.coupon).toBe('');
  });

  it('refuses an empty cart with its own message', () => {
    expect(issuesOf({ ...quotation, lines: [] })).toEqual([
      { path: 'lines', message: SHOP_MESSAGES.emptyCart },
    ]);
  });

  it('refuses a grade that is not in the catalogue', () => {
    expect(issuesOf({ ...quotation, lines: [{ productId: 'gold-resin', quantity: 1 }] })).toEqual([
      { path: 'lines.0.productId', message: SHOP_MESSAGES.unknownProduct },
    ]);
  });

  it.each([0, -1, 1001, 2.5, '3', null])('refuses a quantity of %j', (quantity) => {
    expect(issuesOf({ ...quotation, lines: [{ productId: 'isophthalic', quantity }] })).toEqual([
      { path: 'lines.0.quantity', message: SHOP_MESSAGES.quantity },
    ]);
  });

  it.each([1, 1000])('accepts a quantity of %j', (quantity) => {
    expect(issuesOf({ ...quotation, lines: [{ productId: 'isophthalic', quantity }] })).toEqual([]);
  });

  it('refuses the same grade on two lines', () => {
    const lines = [
      { productId: 'isophthalic', quantity: 1 },
      { productId: 'isophthalic', quantity: 2 },
    ];
    expect(issuesOf({ ...quotation, lines })).toEqual([
      { path: 'lines', message: SHOP_MESSAGES.duplicateLine },
    ]);
  });

  it('accepts India, Sri Lanka and the five countries stored requests already name, and no other', () => {
    for (const country of ['in', 'lk', 'uk', 'us', 'bd', 'saudi', 'dubai']) {
      expect(issuesOf({ ...quotation, country })).toEqual([]);
    }
    for (const country of ['india', 'IN', 'np']) {
      expect(issuesOf({ ...quotation, country })).toEqual([
        { path: 'country', message: SHOP_MESSAGES.country },
      ]);
    }
    expect(issuesOf({ ...quotation, country: '' })).toEqual([
      { path: 'country', message: MESSAGES.required },
    ]);
  });

  it('requires name, company, e-mail, phone, state and postcode', () => {
    const r = validate(quotationFields, { lines: quotation.lines, country: 'us' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(MESSAGES.required);
      expect(r.issues.map((i) => i.path).sort()).toEqual(
        ['companyName', 'email', 'name', 'phone', 'postcode', 'state'].sort(),
      );
    }
  });

  it('checks the phone, e-mail and postcode formats', () => {
    expect(issuesOf({ ...quotation, phone: '123' })).toEqual([
      { path: 'phone', message: REACH_MESSAGES.phoneDigits(3) },
    ]);
    expect(issuesOf({ ...quotation, email: 'mahesh@' })).toEqual([
      { path: 'email', message: REACH_MESSAGES.emailOther },
    ]);
    expect(issuesOf({ ...quotation, postcode: '#411' })).toEqual([
      { path: 'postcode', message: SHOP_MESSAGES.postcode },
    ]);
    expect(issuesOf({ ...quotation, coupon: 'x'.repeat(41) })).toEqual([
      { path: 'coupon', message: LIMIT_MESSAGES.tooLong('Contract price code', 40) },
    ]);
  });
});

describe('stored quotation', () => {
  const id = 'quotation.0b7f3a52-5d6e-4c55-8f1e-2a4d5c6e7f80';
  const submission = () => {
    const r = validate(quotationKind.schema, {
      ...quotation,
      id,
      lines: [
        // The browser's title is not what is stored.
        { productId: 'general-purpose-orthophthalic', title: 'Cheap resin', quantity: 2 },
        { productId: 'isophthalic', quantity: 1 },
      ],
    });
    if (!r.ok) throw new Error(r.message);
    return r.data;
  };

  it('prices each line and the total from the catalogue, exactly', () => {
    const doc = quotationStored.toDocument(submission());
    expect(doc).toMatchObject({
      _id: id,
      _type: 'quotation',
      total: '1210',
      currency: 'USD',
      country: 'uk',
      countryName: 'United Kingdom',
      lines: [
        {
          _key: 'general-purpose-orthophthalic',
          productId: 'general-purpose-orthophthalic',
          title: 'General Purpose Orthophthalic Resin',
          quantity: 2,
          unitPrice: '352',
          lineTotal: '704',
        },
        {
          productId: 'isophthalic',
          title: 'Isophthalic Resin',
          unitPrice: '506',
          lineTotal: '506',
        },
      ],
    });
  });

  it('stores a request from India or Sri Lanka with the same fields, priced in the catalogue dollars', () => {
    for (const [country, countryName] of [
      ['in', 'India'],
      ['lk', 'Sri Lanka'],
    ] as const) {
      const doc = quotationStored.toDocument({ ...submission(), country });
      expect(doc).toMatchObject({ country, countryName, currency: 'USD', total: '1210' });
      expect(Object.keys(doc).sort()).toEqual(
        Object.keys(quotationStored.toDocument(submission())).sort(),
      );
    }
  });

  it('ignores any price the browser adds to a line', () => {
    const data = submission();
    const tampered = {
      ...data,
      lines: data.lines.map((line) => ({ ...line, unitPrice: '1', price: '1' })),
    };
    const r = validate(quotationKind.schema, tampered);
    expect(r.ok).toBe(true);
    if (r.ok) expect(quotationStored.toDocument(r.data).total).toBe('1210');
  });

  it('gives staff a subject with the company, the number of lines and the total', () => {
    const summary = quotationStored.summarize(quotationStored.toDocument(submission()));
    expect(summary.subject).toBe('Kulkarni FRP: 2 lines, $1,210');
    expect(summary.replyTo).toBe('mahesh@example.com');
    expect(summary.fields).toContainEqual([
      'Line 1',
      '2 × General Purpose Orthophthalic Resin at $352 = $704',
    ]);
    expect(summary.fields).toContainEqual(['Total', '$1,210']);
  });
});

const review = {
  productId: 'isophthalic-npg-gelcoat',
  name: 'Dilani Wickramasinghe',
  email: 'dilani@example.com',
  rating: 4,
  review: 'Sprays well at 0.6 mm.',
};

describe('review schema and storage', () => {
  it('accepts a review of a catalogue grade with a rating from 1 to 5', () => {
    expect(validate(reviewFields, review).ok).toBe(true);
  });

  it.each([0, 6, 3.5, undefined])('refuses a rating of %j with the rating message', (rating) => {
    const r = validate(reviewFields, { ...review, rating });
    expect(!r.ok && r.issues).toEqual([{ path: 'rating', message: SHOP_MESSAGES.rating }]);
  });

  it('refuses an unknown grade and a blank review', () => {
    const r = validate(reviewFields, { ...review, productId: 'x', review: '  ' });
    expect(!r.ok && r.issues).toEqual([
      { path: 'productId', message: SHOP_MESSAGES.unknownProduct },
      { path: 'review', message: MESSAGES.required },
    ]);
  });

  it('is stored as new, with the grade title, for staff to check', () => {
    const id = 'review.0b7f3a52-5d6e-4c55-8f1e-2a4d5c6e7f80';
    const r = validate(reviewKind.schema, { ...review, id });
    if (!r.ok) throw new Error(r.message);
    const doc = reviewStored.toDocument(r.data);
    expect(doc).toEqual({
      _id: id,
      _type: 'review',
      status: 'new',
      productId: 'isophthalic-npg-gelcoat',
      productTitle: 'Isophthalic-NPG Gelcoat',
      name: review.name,
      email: review.email,
      rating: 4,
      review: review.review,
    });
    expect(reviewStored.summarize(doc).subject).toBe(
      'Review of Isophthalic-NPG Gelcoat: 4/5 by Dilani Wickramasinghe',
    );
  });
});

describe('registration', () => {
  it('lists both kinds for the gateway, with their routes and id prefixes', () => {
    expect(kindOfType('quotation')?.route).toBe('/api/quotation');
    expect(kindOfType('review')?.route).toBe('/api/review');
    expect(new Set(SUBMISSION_KINDS.map((kind) => kind.route)).size).toBe(SUBMISSION_KINDS.length);
  });
});
