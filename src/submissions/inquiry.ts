import * as z from 'zod/mini';
import { defineKind, storedKind, text } from './kind';
import { documentId, requiredText } from './fields';

/**
 * A product inquiry is the "inquiry" kind everywhere in code (form, route, events); only its
 * stored documents keep `_type: 'application'` and ids `application.<uuid>`, the name the
 * dataset has always used (the inquiry is about an application), so existing data and the
 * queries that read it stay valid.
 */
const INQUIRY_STORED_TYPE = 'application';

/**
 * The inquiry form: name, phone, company name and message required; the application is
 * prefilled by the page. The phone has no format check.
 */
export const inquiryFields = z.object({
  name: requiredText('name'),
  phone: requiredText('phone'),
  companyName: requiredText('companyName'),
  message: requiredText('message'),
  applicationName: requiredText('applicationName'),
});

export type InquiryFields = z.infer<typeof inquiryFields>;
export type InquiryInput = z.input<typeof inquiryFields>;

const inquirySubmission = z.extend(inquiryFields, { id: documentId(INQUIRY_STORED_TYPE) });
export type InquirySubmission = z.infer<typeof inquirySubmission>;

export const inquiryKind = defineKind({
  name: 'inquiry',
  label: 'Inquiry',
  route: '/api/inquiry',
  type: INQUIRY_STORED_TYPE,
  fields: inquiryFields,
  schema: inquirySubmission,
});

/** How an inquiry is stored and summarised for staff. */
export const inquiryStored = storedKind(inquiryKind, {
  toDocument: ({ id, name, phone, companyName, message, applicationName }: InquirySubmission) => ({
    _id: id,
    _type: INQUIRY_STORED_TYPE,
    name,
    phone,
    companyName,
    message,
    applicationName,
  }),
  summarize: (doc) => ({
    subject: `${text(doc, 'applicationName')}: ${text(doc, 'companyName')}`,
    fields: [
      ['Application', text(doc, 'applicationName')],
      ['Name', text(doc, 'name')],
      ['Company', text(doc, 'companyName')],
      ['Phone', text(doc, 'phone')],
      ['Message', text(doc, 'message')],
    ],
  }),
});
