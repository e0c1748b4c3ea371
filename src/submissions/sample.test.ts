import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../content/messages';
import { SAMPLE_MESSAGES } from '../content/sample-request';
import { SUBMISSION_KINDS } from './all-kinds';
import { postcodeProblem, sampleFields, sampleKind, sampleStored } from './sample';
import { validate } from './validate';

const request = {
  productId: 'isophthalic',
  quantityKg: '5',
  purpose: 'Tank lining trial against our current resin',
  companyName: 'Patil Composites',
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  address: 'Plot 7, MIDC Chakan, Pune',
  country: 'IN',
  postcode: '410501',
};

function issuesOf(values: Record<string, unknown>) {
  const r = validate(sampleFields, values);
  return r.ok ? [] : r.issues;
}

describe('sample request schema', () => {
  it('accepts a grade, a trial size, the buyer and an Indian address with its PIN code', () => {
    expect(validate(sampleFields, request).ok).toBe(true);
  });

  it('takes a 5-digit postal code for Sri Lanka, and refuses a 6-digit one there', () => {
    expect(issuesOf({ ...request, country: 'LK', postcode: '10350' })).toEqual([]);
    expect(issuesOf({ ...request, country: 'LK', postcode: '410501' })).toEqual([
      { path: 'postcode', message: SAMPLE_MESSAGES.postal },
    ]);
  });

  it('refuses a 5-digit PIN code for India, and anything but digits anywhere', () => {
    expect(issuesOf({ ...request, postcode: '41050' })).toEqual([
      { path: 'postcode', message: SAMPLE_MESSAGES.pin },
    ]);
    expect(issuesOf({ ...request, postcode: 'SW1A 1AA' })).toEqual([
      { path: 'postcode', message: SAMPLE_MESSAGES.postcode },
    ]);
    expect(postcodeProblem('IN', '410501')).toBeNull();
    expect(postcodeProblem('LK', '1035')).toBe(SAMPLE_MESSAGES.postal);
  });

  it('refuses a grade not in the catalogue, a size that is not a trial pack and another country', () => {
    expect(
      issuesOf({ ...request, productId: 'gold-resin', quantityKg: '20', country: 'US' }),
    ).toEqual([
      { path: 'productId', message: SAMPLE_MESSAGES.grade },
      { path: 'quantityKg', message: SAMPLE_MESSAGES.size },
      { path: 'country', message: SAMPLE_MESSAGES.country },
    ]);
  });

  it('sums up missing fields as the other forms do, each with its own message', () => {
    const r = validate(sampleFields, { ...request, purpose: ' ', address: '', postcode: '' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe(MESSAGES.required);
    expect(r.issues).toEqual([
      { path: 'purpose', message: SAMPLE_MESSAGES.purpose },
      { path: 'address', message: SAMPLE_MESSAGES.address },
      { path: 'postcode', message: SAMPLE_MESSAGES.postcodeMissing },
    ]);
  });
});

describe('stored sample request', () => {
  const id = 'sample.0b7f3a52-5d6e-4c55-8f1e-2a4d5c6e7f80';

  it('is the sixth kind, posted to /api/sample', () => {
    expect(SUBMISSION_KINDS.map((kind) => kind.name)).toContain('sample');
    expect(sampleKind.route).toBe('/api/sample');
  });

  it("stores the catalogue's grade title and the size in kg, whatever the browser sent", () => {
    const r = validate(sampleKind.schema, { ...request, id, productTitle: 'Gold resin' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(sampleStored.toDocument(r.data)).toEqual({
      _id: id,
      _type: 'sample',
      productId: 'isophthalic',
      productTitle: 'Isophthalic Resin',
      quantityKg: 5,
      purpose: request.purpose,
      companyName: request.companyName,
      name: request.name,
      email: request.email,
      phone: request.phone,
      address: request.address,
      country: 'IN',
      postcode: '410501',
    });
  });

  it('names the grade, the size and the company in the subject staff read', () => {
    const r = validate(sampleKind.schema, { ...request, id });
    if (!r.ok) throw new Error('the request should be valid');
    const summary = sampleStored.summarize(sampleStored.toDocument(r.data));
    expect(summary.subject).toBe('Isophthalic Resin, 5 kg: Patil Composites');
    expect(summary.replyTo).toBe('asha@example.com');
    expect(summary.fields).toContainEqual(['PIN or postal code', '410501']);
    expect(summary.fields).toContainEqual(['Country', 'India']);
  });
});
