import { CommentIcon } from '@sanity/icons';
import { defineField } from 'sanity';
import { submissionType } from './submission-type';

/**
 * A product inquiry. Its documents are called 'application' (the inquiry is about an
 * application of a resin), the name the dataset has always used.
 */
export const inquiryType = submissionType({
  name: 'application',
  title: 'Inquiry',
  icon: CommentIcon,
  sent: [
    defineField({ name: 'applicationName', title: 'Application', type: 'string' }),
    defineField({ name: 'name', title: 'Name', type: 'string' }),
    defineField({ name: 'companyName', title: 'Company', type: 'string' }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'message', title: 'Message', type: 'text' }),
  ],
  preview: { title: 'companyName', subtitle: 'applicationName' },
});
