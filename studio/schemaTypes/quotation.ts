import { BasketIcon } from '@sanity/icons';
import { defineArrayMember, defineField } from 'sanity';
import { submissionType } from './submission-type';

/**
 * A quotation request from the shop's checkout: the cart priced from the catalogue (the
 * gateway's prices, never the browser's) and the buyer's details. Sales replies with a quote.
 */
export const quotationType = submissionType({
  name: 'quotation',
  title: 'Quotation request',
  icon: BasketIcon,
  sent: [
    defineField({
      name: 'lines',
      title: 'Grades asked for',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'quotationLine',
          title: 'Line',
          type: 'object',
          fields: [
            defineField({ name: 'productId', title: 'Catalogue id', type: 'string' }),
            defineField({ name: 'title', title: 'Grade', type: 'string' }),
            defineField({ name: 'quantity', title: 'Quantity', type: 'number' }),
            defineField({ name: 'unitPrice', title: 'Unit price', type: 'string' }),
            defineField({ name: 'lineTotal', title: 'Line total', type: 'string' }),
          ],
          preview: {
            select: { title: 'title', quantity: 'quantity', total: 'lineTotal' },
            prepare: ({ title, quantity, total }: Record<string, string | number | undefined>) => ({
              title: `${quantity ?? '?'} × ${title ?? ''}`,
              subtitle: total === undefined ? undefined : `${total}`,
            }),
          },
        }),
      ],
    }),
    defineField({ name: 'total', title: 'Total', type: 'string' }),
    defineField({ name: 'currency', title: 'Currency', type: 'string' }),
    defineField({ name: 'name', title: 'Name', type: 'string' }),
    defineField({ name: 'companyName', title: 'Company', type: 'string' }),
    defineField({ name: 'email', title: 'E-mail', type: 'string' }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'country', title: 'Country code', type: 'string' }),
    defineField({ name: 'countryName', title: 'Country', type: 'string' }),
    defineField({ name: 'state', title: 'State', type: 'string' }),
    defineField({ name: 'postcode', title: 'Postcode', type: 'string' }),
    defineField({ name: 'coupon', title: 'Contract price code', type: 'string' }),
  ],
  preview: { title: 'companyName', subtitle: 'total' },
});
