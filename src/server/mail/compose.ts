import type { StoredKind, SubmissionDocument } from '../../submissions/kind';
import { envelopeFields, partnerName, referenceIn } from '../../submissions/envelope-summary';
import type { MailConfig } from '../config';
import { dealerInSubject } from './dealer-name';
import { withoutEncodedWords } from './header-text';

/** One staff notification, ready for the mail server; everything in it is plain text. */
export interface OutgoingMail {
  /** `<document id@sender's domain>`: a repeat of the same submission is recognisable. */
  messageId: string;
  from: string;
  /** Recipients come from configuration only, never from what a visitor typed. */
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
}

// Anything that could end a header line or reorder its text: C0/C1 controls, DEL, Unicode
// line and paragraph separators, and the bidi overrides and isolates.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
const ADDRESS = /^[^\s@<>,;"()[\]\\]+@[^\s@<>,;"()[\]\\.]+(?:\.[^\s@<>,;"()[\]\\.]+)+$/;
const SUBJECT_MAX = 200;

/** Text made safe for a header: one line, no hidden characters, bounded. */
export function oneLine(value: string, max = SUBJECT_MAX): string {
  const line = value.replace(NOT_ONE_LINE, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * A subject: one line, no encoded word left in it (the sender then encodes all of it, so the
 * mail program shows exactly this text).
 */
export function subjectLine(value: string): string {
  return oneLine(withoutEncodedWords(value));
}

/**
 * The visitor's address as Reply-To only when it is exactly one plain address (an address is
 * never encoded, so one holding an encoded word is left out).
 */
export function replyAddress(value: string | undefined): string | undefined {
  const address = value?.trim();
  return address && address.length <= 254 && ADDRESS.test(address) && !address.includes('=?')
    ? address
    : undefined;
}

export function domainOf(from: string): string {
  return /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost';
}

/** `file-<sha1>-pdf` to `<base>/<sha1>.pdf`, the address the stored file is served at. */
export function fileUrl(base: string, assetId: string): string | undefined {
  const match = /^file-([0-9a-f]{40})-([a-z0-9]{1,10})$/.exec(assetId);
  return match ? `${base}/${match[1]}.${match[2]}` : undefined;
}

/** A field's value in the body; a value of several lines starts on its own, indented. */
export function bodyField(label: string, value: string): string {
  const lines = value.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length === 1) return `${label}: ${value}`;
  return `${label}:\n${lines.map((line) => `  ${line}`).join('\n')}`;
}

/**
 * The subject's tag: the kind, the partner a submission came through and the dealer it was
 * sent to ("[Inquiry via Acme FRP to dealer Shakti FRP Traders]").
 */
export function subjectTag(kind: StoredKind, document: SubmissionDocument): string {
  const partner = partnerName(document);
  const dealer = dealerInSubject(document);
  return `[${[kind.label, partner && `via ${partner}`, dealer].filter(Boolean).join(' ')}]`;
}

/**
 * The e-mail staff get for one stored submission: "[Inquiry] Marine: Kulkarni FRP" (the kind's
 * label and its summary's subject; "[Inquiry via Acme FRP] ..." when it came through a
 * partner's site), the reference the visitor was given, the summary's fields, where it came
 * from (its time in India's or Sri Lanka's zone) and what was agreed, the document id and links
 * to stored files (never attachments). Reply-To is the visitor's address when the kind has one.
 */
export function composeMail(
  kind: StoredKind,
  document: SubmissionDocument,
  mail: MailConfig,
): OutgoingMail {
  const summary = kind.summarize(document);
  const fields = summary.fields
    .filter(([, value]) => value !== '')
    .map(([label, value]) => bodyField(label, value));
  const envelope = envelopeFields(document).map(([label, value]) => bodyField(label, value));
  const files = (summary.files ?? []).map(
    (file) => `${file.label}: ${fileUrl(mail.fileBaseUrl, file.assetId) ?? file.assetId}`,
  );
  const text = [
    `A new ${kind.label.toLowerCase()} submission was stored.`,
    // The visitor was shown this reference and may quote it on the phone; the Studio finds it.
    `Reference: ${referenceIn(document)}`,
    '',
    ...fields,
    ...(files.length > 0 ? ['', ...files] : []),
    ...(envelope.length > 0 ? ['', ...envelope] : []),
    '',
    `Document ID: ${document._id}`,
    '',
  ].join('\n');
  const replyTo = replyAddress(summary.replyTo);
  return {
    messageId: `<${oneLine(document._id, 128).replace(/[^A-Za-z0-9._-]/g, '-')}@${domainOf(mail.from)}>`,
    from: mail.from,
    to: [...mail.to],
    ...(replyTo ? { replyTo } : {}),
    subject: subjectLine(`${subjectTag(kind, document)} ${summary.subject}`),
    text,
  };
}
