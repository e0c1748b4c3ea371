import { EnvelopeIcon } from '@sanity/icons';
import { defineField } from 'sanity';
import { submissionType } from './submission-type';

/** A message from the contact page or a partner's contact widget. */
export const contactType = submissionType({
  name: 'contact',
  title: 'Contact',
  icon: EnvelopeIcon,
  sent: [
    defineField({ name: 'name', title: 'Name', type: 'string' }),
    defineField({ name: 'companyName', title: 'Company', type: 'string' }),
    defineField({ name: 'email', title: 'E-mail', type: 'string' }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'message', title: 'Message', type: 'text' }),
  ],
  preview: { title: 'name', subtitle: 'companyName' },
});
