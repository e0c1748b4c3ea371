import { SRI_LANKA, STAFF_TIME_ZONES, type StaffTimeZone } from '../content/staff-time';
import type { SubmissionDocument } from './kind';
import { REFERENCE_PATTERN, referenceOf } from './reference';

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

/**
 * The reference the visitor was given: the stored one, or for a document stored before the
 * gateway kept it, the same one worked out from its id.
 */
export function referenceIn(document: SubmissionDocument): string {
  const stored = textOf(document.reference);
  return REFERENCE_PATTERN.test(stored) ? stored : referenceOf(document._id);
}

/**
 * The zone staff read a lead's times in: Sri Lanka's when the lead came from a Sri Lankan
 * page (the page named the region LK, as a `ta-LK` widget does), in Sinhala, or from an
 * address under `.lk`; India's for every other lead.
 */
export function staffTimeZone(document: SubmissionDocument): StaffTimeZone {
  const source = record(document.source);
  const language = textOf(record(document.consent)?.language);
  let host = '';
  try {
    host = new URL(textOf(source?.page) || textOf(source?.origin)).hostname;
  } catch {
    // No page or origin: the region and the language decide.
  }
  const sriLankan =
    textOf(source?.region) === SRI_LANKA.region ||
    language.split('-')[0] === SRI_LANKA.language ||
    host.endsWith(SRI_LANKA.hostSuffix);
  return sriLankan ? STAFF_TIME_ZONES.sriLanka : STAFF_TIME_ZONES.india;
}

/** An ISO time as staff read it: 'Tue, 1 Dec 2026, 15:30 IST (India Standard Time)'. */
export function staffTime(iso: string, zone: StaffTimeZone): string {
  const at = new Date(iso);
  if (!iso || Number.isNaN(at.getTime())) return iso;
  const written = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${written} ${zone.short} (${zone.long})`;
}

/** A language code in English words: 'Tamil' for 'ta', 'Tamil (Sri Lanka)' for 'ta-LK'. */
export function languageName(code: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where it came from and what was agreed, as [label, value] lines; blank ones are left out. */
export function envelopeFields(document: SubmissionDocument): [label: string, value: string][] {
  const source = record(document.source);
  const utm = record(source?.utm);
  const consent = record(document.consent);
  const choices = record(consent?.choices);
  const language = textOf(consent?.language);
  const lines: [string, string][] = [
    ['Submitted', staffTime(textOf(document.submittedAt), staffTimeZone(document))],
    ['Language', language && `${languageName(language)} (${language})`],
    [
      'Sent',
      source?.noScript === true
        ? 'without JavaScript: a plain form post, which carries no proof of work or start token (only the hidden field and the rate limit judged it)'
        : '',
    ],
    ['Page', textOf(source?.page)],
    ['Partner', textOf(source?.partner)],
    ['Dealer', textOf(source?.dealer)],
    ['Origin', textOf(source?.origin)],
    ['Channel', textOf(source?.channel)],
    ['Region', textOf(source?.region)],
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
            `notice ${textOf(consent.version)} in ${languageName(language)} (${language})`,
            ...Object.entries(choices ?? {}).map(
              ([key, on]) => `${key}: ${on === true ? 'yes' : 'no'}`,
            ),
          ].join(', ')
        : '',
    ],
  ];
  return lines.filter(([, value]) => value !== '');
}
