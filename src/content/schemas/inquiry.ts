import * as z from 'zod/mini';
import { documentId, requiredText } from './fields';

/**
 * Product inquiry (SPEC 5): name, phone, company name and message required; the application
 * name is read-only and prefilled. Phone has no format check. Stored as `_type: 'application'`.
 */
export const inquiryFields = z.object({
  name: requiredText('name'),
  phone: requiredText('phone'),
  companyName: requiredText('companyName'),
  message: requiredText('message'),
  applicationName: requiredText('applicationName'),
});

/** What the browser posts to POST /api/inquiry. */
export const inquirySubmission = z.extend(inquiryFields, { id: documentId('application') });

export type InquiryFields = z.infer<typeof inquiryFields>;
export type InquiryInput = z.input<typeof inquiryFields>;
export type InquirySubmission = z.infer<typeof inquirySubmission>;

/** A submission as the content service stores it (SPEC 3.1), under the id the browser made. */
export function inquiryDocument(data: InquirySubmission) {
  const { id, name, phone, companyName, message, applicationName } = data;
  return {
    _id: id,
    _type: 'application',
    name,
    phone,
    companyName,
    message,
    applicationName,
  } as const;
}
