import * as z from 'zod/mini';
import { documentId, optionalText, requiredText, validEmail, validPhone } from './fields';

/** Contact form (SPEC 5): name, email, phone and message required; company name optional. */
export const contactFields = z.object({
  name: requiredText('name'),
  email: validEmail(),
  phone: validPhone(),
  message: requiredText('message'),
  companyName: optionalText('companyName'),
});

/** What the browser posts to POST /api/contact. */
export const contactSubmission = z.extend(contactFields, { id: documentId('contact') });

export type ContactFields = z.infer<typeof contactFields>;
export type ContactInput = z.input<typeof contactFields>;
export type ContactSubmission = z.infer<typeof contactSubmission>;

/** A submission as the content service stores it (SPEC 3.1), under the id the browser made. */
export function contactDocument({
  id,
  name,
  email,
  phone,
  message,
  companyName,
}: ContactSubmission) {
  return { _id: id, _type: 'contact', name, email, phone, message, companyName } as const;
}
