import { describe, expect, it } from 'vitest';
import { APPLICATIONS } from './applications';
import { INQUIRY_SUBJECTS, inquirySubject } from './inquiry-subjects';
import { PRODUCTS } from './products';

describe('what an inquiry page can be about', () => {
  it('names every grade and application once, each by a slug no other has', () => {
    const slugs = INQUIRY_SUBJECTS.map((subject) => subject.slug);
    expect(new Set(slugs).size).toBe(PRODUCTS.length + APPLICATIONS.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('sends a grade or application as staff know it, in English', () => {
    expect(inquirySubject('isophthalic')).toEqual({
      slug: 'isophthalic',
      kind: 'grade',
      name: 'Isophthalic Resin',
    });
    expect(inquirySubject('marine')).toEqual({
      slug: 'marine',
      kind: 'application',
      name: 'Marine',
    });
    expect(inquirySubject('no-such-thing')).toBeUndefined();
    expect(inquirySubject(undefined)).toBeUndefined();
  });
});
