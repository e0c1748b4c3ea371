import { CaseIcon } from '@sanity/icons';
import { defineField } from 'sanity';
import { submissionType } from './submission-type';

/** A job application; the CV is the PDF the visitor uploaded, stored as a file asset. */
export const careerType = submissionType({
  name: 'career',
  title: 'Career application',
  icon: CaseIcon,
  sent: [
    defineField({ name: 'name', title: 'Name', type: 'string' }),
    defineField({ name: 'email', title: 'E-mail', type: 'string' }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'message', title: 'Message', type: 'text' }),
    defineField({
      name: 'resume',
      title: 'CV',
      type: 'file',
      options: { accept: 'application/pdf' },
    }),
  ],
  preview: { title: 'name', subtitle: 'email' },
});
