import { PackageIcon } from '@sanity/icons';
import { defineField } from 'sanity';
import { submissionType } from './submission-type';

/**
 * A sample request: a laboratory sample of one grade in a trial pack size, delivered in India
 * (6-digit PIN code) or Sri Lanka (5-digit postal code). The grade's title is the catalogue's.
 */
export const sampleType = submissionType({
  name: 'sample',
  title: 'Sample request',
  icon: PackageIcon,
  sent: [
    defineField({ name: 'productId', title: 'Catalogue id', type: 'string' }),
    defineField({ name: 'productTitle', title: 'Grade', type: 'string' }),
    defineField({ name: 'quantityKg', title: 'Sample size (kg)', type: 'number' }),
    defineField({ name: 'purpose', title: 'What it will be tested for', type: 'text' }),
    defineField({ name: 'companyName', title: 'Company', type: 'string' }),
    defineField({ name: 'name', title: 'Name', type: 'string' }),
    defineField({ name: 'email', title: 'E-mail', type: 'string' }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'address', title: 'Delivery address', type: 'text' }),
    defineField({ name: 'country', title: 'Country code', type: 'string' }),
    defineField({ name: 'postcode', title: 'PIN or postal code', type: 'string' }),
  ],
  preview: { title: 'companyName', subtitle: 'productTitle' },
});
