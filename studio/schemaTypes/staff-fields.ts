import { defineArrayMember, defineField } from 'sanity';
import { CLOSED_STATUSES, PENDING_REVIEW, STATUSES } from '../workflow';

/** Tabs of every submission: what staff do with it, what the visitor sent, where it came from. */
export const SUBMISSION_GROUPS = [
  { name: 'work', title: 'Follow-up', default: true },
  { name: 'sent', title: 'What they sent' },
  { name: 'provenance', title: 'Source and consent' },
];

/**
 * The fields staff own. Everything else on a submission is what the visitor sent or what the
 * gateway recorded, and stays read-only so the stored record is what was agreed to.
 */
export function staffFields(options: { pendingStatus?: boolean } = {}) {
  const statuses = options.pendingStatus ? [...STATUSES, PENDING_REVIEW] : [...STATUSES];
  return [
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'work',
      description: `New, then contacted, quoted, and won or lost; ${CLOSED_STATUSES.join(', ')} end the follow-ups. Spam is what the gateway set aside, or what staff find to be spam. Empty on submissions stored before statuses existed: they count as new.`,
      options: { list: statuses, layout: 'radio', direction: 'horizontal' },
    }),
    defineField({
      name: 'assignee',
      title: 'Assigned to',
      type: 'string',
      group: 'work',
      description: 'Who in the team answers this one.',
    }),
    defineField({
      name: 'followUpOn',
      title: 'Follow up on',
      type: 'date',
      group: 'work',
      description: 'It appears under "Follow-ups due" from this day until it is won, lost or spam.',
    }),
    defineField({
      name: 'notes',
      title: 'Notes',
      type: 'array',
      group: 'work',
      of: [
        defineArrayMember({
          name: 'staffNote',
          title: 'Note',
          type: 'object',
          fields: [
            defineField({
              name: 'text',
              title: 'Note',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'at',
              title: 'Written at',
              type: 'datetime',
              initialValue: () => new Date().toISOString(),
              validation: (rule) => rule.required(),
            }),
          ],
          preview: {
            select: { title: 'text', at: 'at' },
            prepare: ({ title, at }: { title?: string; at?: string }) => ({
              title,
              subtitle: at ? new Date(at).toLocaleString() : undefined,
            }),
          },
        }),
      ],
    }),
  ];
}

/** Fields the Studio adds and the gateway never writes; the drift test leaves them out. */
export const STAFF_ONLY_FIELDS = ['assignee', 'followUpOn', 'notes', 'approved'] as const;
