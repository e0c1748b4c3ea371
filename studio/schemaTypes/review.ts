import { StarIcon } from '@sanity/icons';
import { defineField } from 'sanity';
import { submissionType } from './submission-type';

/**
 * A buyer's review of a grade. The shop shows it once `approved` is on; until staff decide
 * (on or off) it waits under "Reviews awaiting approval".
 */
export const reviewType = submissionType({
  name: 'review',
  title: 'Review',
  icon: StarIcon,
  decisions: [
    defineField({
      name: 'approved',
      title: 'Show on the shop',
      type: 'boolean',
      group: 'work',
      description:
        "On: the grade's page shows the rating, review and date, and the name if the buyer ticked the box to show it (never the e-mail). Off: declined. Not set: awaiting approval.",
    }),
  ],
  pendingStatus: true,
  sent: [
    defineField({ name: 'productId', title: 'Catalogue id', type: 'string' }),
    defineField({ name: 'productTitle', title: 'Grade', type: 'string' }),
    defineField({ name: 'rating', title: 'Rating (1 to 5)', type: 'number' }),
    defineField({ name: 'name', title: 'Name', type: 'string' }),
    defineField({ name: 'email', title: 'E-mail', type: 'string' }),
    defineField({ name: 'review', title: 'Review', type: 'text' }),
  ],
  preview: { title: 'productTitle', subtitle: 'name' },
});
