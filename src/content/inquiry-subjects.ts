// What the inquiry page can be opened about, with it filled in: a grade of the catalogue, by its
// id, or an application, by its slug, at /inquiry/<id or slug>/. The Enquire buttons of the
// grade and application pages link there, so an inquiry about one works without JavaScript.
import { APPLICATIONS } from './applications';
import { PRODUCTS } from './products';

export interface InquirySubject {
  /** The grade's id or the application's slug: the last part of its inquiry page's address. */
  slug: string;
  kind: 'grade' | 'application';
  /** As staff know it, in English: what the inquiry sends as its application. */
  name: string;
}

export const INQUIRY_SUBJECTS: readonly InquirySubject[] = [
  ...PRODUCTS.map((grade) => ({ slug: grade.id, kind: 'grade' as const, name: grade.title })),
  ...APPLICATIONS.map((app) => ({
    slug: app.slug,
    kind: 'application' as const,
    name: app.service_name,
  })),
];

/** The grade or application a slug names, if any. */
export function inquirySubject(slug: string | undefined): InquirySubject | undefined {
  return INQUIRY_SUBJECTS.find((subject) => subject.slug === slug);
}
