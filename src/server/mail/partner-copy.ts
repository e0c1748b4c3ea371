import type { StoredKind, SubmissionDocument } from '../../submissions/kind';
import { partnerName } from '../../submissions/envelope-summary';
import type { MailConfig } from '../config';
import type { Partner } from '../partners';
import {
  bodyField,
  domainOf,
  oneLine,
  replyAddress,
  subjectLine,
  subjectTag,
  type OutgoingMail,
} from './compose';

/**
 * The kinds whose submissions are a buyer's request, copied to the partner whose site it came
 * through. A career application or a review is the company's alone, whatever site it came from.
 */
export const PARTNER_COPY_KINDS: readonly string[] = ['contact', 'inquiry', 'quotation'];

/** The configured partner that gets a copy of this stored submission, if any. */
export function copyPartner(
  kind: StoredKind,
  document: SubmissionDocument,
  partners: readonly Partner[],
): Partner | undefined {
  if (!PARTNER_COPY_KINDS.includes(kind.name)) return undefined;
  const name = partnerName(document);
  const partner = name === undefined ? undefined : partners.find((p) => p.name === name);
  return partner && partner.notify.length > 0 ? partner : undefined;
}

/** The outbox id of a partner's copy; the staff mail's id is the document id. */
export const partnerCopyId = (documentId: string) => `${documentId}:partner`;

/**
 * The copy of a lead for the partner it came through: what the buyer typed, the page, and the
 * document id to quote to staff, to the partner's own addresses only (never staff's, never
 * another partner's). Nothing internal: no consent record, no origin, no campaign.
 */
export function composePartnerCopy(
  kind: StoredKind,
  document: SubmissionDocument,
  mail: MailConfig,
  partner: Partner,
): OutgoingMail {
  const summary = kind.summarize(document);
  const source = document.source as { page?: unknown } | undefined;
  const page = typeof source?.page === 'string' ? source.page : '';
  const text = [
    `A buyer sent this ${kind.label.toLowerCase()} through your site. Kalpa Resins has it too.`,
    '',
    ...summary.fields.filter(([, value]) => value !== '').map(([l, v]) => bodyField(l, v)),
    ...(page ? ['', bodyField('Page', page)] : []),
    '',
    `Reference: ${document._id}`,
    '',
  ].join('\n');
  const replyTo = replyAddress(summary.replyTo);
  const id = oneLine(partnerCopyId(document._id), 140).replace(/[^A-Za-z0-9._-]/g, '-');
  return {
    messageId: `<${id}@${domainOf(mail.from)}>`,
    from: mail.from,
    to: [...partner.notify],
    ...(replyTo ? { replyTo } : {}),
    subject: subjectLine(`${subjectTag(kind, document)} ${summary.subject}`),
    text,
  };
}
