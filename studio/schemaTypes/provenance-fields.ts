import { defineArrayMember, defineField } from 'sanity';
import { CONSENT_CHOICES, UTM_PARAMETERS, type SubmissionType } from '../workflow';

/**
 * What the gateway records with every submission: the reference the visitor was given, when it
 * arrived, from which page, origin, partner, region and campaign, whether it was sent without
 * JavaScript, what the visitor agreed to, and why it was set aside as spam. All of
 * it is evidence (of consent, of a partner's lead), so no one edits it in the Studio.
 */
export function provenanceFields(type: SubmissionType) {
  const choices = CONSENT_CHOICES[type];
  return [
    defineField({
      name: 'reference',
      title: 'Reference',
      type: 'string',
      group: 'provenance',
      readOnly: true,
      description:
        'The short reference the visitor was given (KR-7F3K2Q), made from the id: search for it when they quote it.',
      options: { search: { weight: 10 } },
    }),
    defineField({
      name: 'submittedAt',
      title: 'Submitted at',
      type: 'datetime',
      group: 'provenance',
      readOnly: true,
    }),
    defineField({
      name: 'source',
      title: 'Source',
      type: 'object',
      group: 'provenance',
      readOnly: true,
      fields: [
        defineField({ name: 'page', title: 'Page', type: 'url' }),
        defineField({ name: 'origin', title: 'Origin', type: 'url' }),
        defineField({
          name: 'partner',
          title: 'Partner',
          type: 'string',
          description: "Set when it came through a partner's site.",
        }),
        defineField({
          name: 'dealer',
          title: 'Dealer',
          type: 'string',
          description:
            'The id of the dealer the visitor wrote to through the dealer finder, as sent: it may name no dealer we know.',
        }),
        defineField({
          name: 'channel',
          title: 'Channel',
          type: 'string',
          options: {
            list: [
              { title: 'Our site', value: 'site' },
              { title: 'Embedded widget', value: 'widget' },
            ],
          },
        }),
        defineField({
          name: 'region',
          title: 'Region',
          type: 'string',
          description: "The region the page named with its language ('LK' for Tamil in Sri Lanka).",
        }),
        defineField({
          name: 'noScript',
          title: 'Sent without JavaScript',
          type: 'boolean',
          description:
            'A plain form post: it carried no proof of work or start token, so only the hidden field judged it.',
        }),
        defineField({
          name: 'utm',
          title: 'Campaign (utm)',
          type: 'object',
          fields: UTM_PARAMETERS.map((name) => defineField({ name, title: name, type: 'string' })),
        }),
      ],
    }),
    defineField({
      name: 'consent',
      title: 'Consent',
      type: 'object',
      group: 'provenance',
      readOnly: true,
      fields: [
        defineField({ name: 'version', title: 'Notice version', type: 'string' }),
        defineField({
          name: 'hash',
          title: 'Hash of the notice shown',
          type: 'string',
        }),
        defineField({ name: 'language', title: 'Language', type: 'string' }),
        ...(choices.length > 0
          ? [
              defineField({
                name: 'choices',
                title: 'Optional boxes ticked',
                type: 'object',
                fields: choices.map(({ name, title }) =>
                  defineField({ name, title, type: 'boolean' }),
                ),
              }),
            ]
          : []),
        defineField({ name: 'at', title: 'Agreed at', type: 'datetime' }),
      ],
    }),
    defineField({
      name: 'spamReasons',
      title: 'Why it was set aside as spam',
      type: 'array',
      group: 'provenance',
      readOnly: true,
      of: [defineArrayMember({ type: 'string' })],
    }),
  ];
}
