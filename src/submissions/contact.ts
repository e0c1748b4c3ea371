import * as z from 'zod/mini';
import { defineKind, storedKind, text } from './kind';
import { documentId, optionalText, requiredText } from './fields';
import { validEmail, validPhone } from './reach-fields';

/** The contact form: name, email, phone and message required; company name optional. */
export const contactFields = z.object({
  name: requiredText('name'),
  email: validEmail(),
  phone: validPhone(),
  message: requiredText('message'),
  companyName: optionalText('companyName'),
});

export type ContactFields = z.infer<typeof contactFields>;
export type ContactInput = z.input<typeof contactFields>;

const contactSubmission = z.extend(contactFields, { id: documentId('contact') });
export type ContactSubmission = z.infer<typeof contactSubmission>;

/** A general message from the contact page or a partner's contact widget. */
export const contactKind = defineKind({
  name: 'contact',
  label: 'Contact',
  route: '/api/contact',
  type: 'contact',
  fields: contactFields,
  schema: contactSubmission,
});

/** How a contact is stored and summarised for staff. */
export const contactStored = storedKind(contactKind, {
  toDocument: ({ id, name, email, phone, message, companyName }: ContactSubmission) => ({
    _id: id,
    _type: 'contact',
    name,
    email,
    phone,
    message,
    companyName,
  }),
  summarize: (doc) => {
    const company = text(doc, 'companyName');
    return {
      subject: `${text(doc, 'name')}${company ? `, ${company}` : ''}`,
      replyTo: text(doc, 'email'),
      fields: [
        ['Name', text(doc, 'name')],
        ['Company', company],
        ['Email', text(doc, 'email')],
        ['Phone', text(doc, 'phone')],
        ['Message', text(doc, 'message')],
      ],
    };
  },
});
