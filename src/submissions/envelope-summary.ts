import type { SubmissionDocument } from './kind';

/*
 * What staff read of a stored submission's sealed envelope (envelope.ts): where it came from
 * and what its sender agreed to. The e-mail and the local listing show the same lines. Documents stored before these fields
 * existed have none of them, and show none.
 */

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The partner a stored submission came through, by name. */
export function partnerName(document: SubmissionDocument): string | undefined {
  return textOf(record(document.source)?.partner) || undefined;
}

/** The dealer a stored submission was sent to through the dealer finder, by its id as sent. */
export function dealerIdOf(document: SubmissionDocument): string | undefined {
  return textOf(record(document.source)?.dealer) || undefined;
}

/** The spam signals a stored submission failed; empty for a person's (and for old documents). */
export function spamReasonsOf(document: SubmissionDocument): string[] {
  const reasons = document.spamReasons;
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [];
}

/** Where it came from and what was agreed, as [label, value] lines; blank ones are left out. */
export function envelopeFields(document: SubmissionDocument): [label: string, value: string][] {
  const source = record(document.source);
  const utm = record(source?.utm);
  const consent = record(document.consent);
  const choices = record(consent?.choices);
  const lines: [string, string][] = [
    ['Submitted', textOf(document.submittedAt)],
    ['Page', textOf(source?.page)],
    ['Partner', textOf(source?.partner)],
    ['Dealer', textOf(source?.dealer)],
    ['Origin', textOf(source?.origin)],
    ['Channel', textOf(source?.channel)],
    [
      'Campaign',
      utm
        ? Object.entries(utm)
            .map(([key, value]) => `${key}=${textOf(value)}`)
            .join(', ')
        : '',
    ],
    [
      'Consent',
      consent
        ? [
            `notice ${textOf(consent.version)} (${textOf(consent.language)})`,
            ...Object.entries(choices ?? {}).map(
              ([key, on]) => `${key}: ${on === true ? 'yes' : 'no'}`,
            ),
          ].join(', ')
        : '',
    ],
  ];
  return lines.filter(([, value]) => value !== '');
}
