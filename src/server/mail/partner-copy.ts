import type { StoredKind, SubmissionDocument } from '../../submissions/kind';
import { dealerIdOf, partnerName, referenceIn } from '../../submissions/envelope-summary';
import type { MailConfig } from '../config';
import { partnerOfDealer, type Partner } from '../partners';
import { dealerInSubject } from './dealer-name';
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
export const PARTNER_COPY_KINDS: readonly string[] = ['contact', 'inquiry', 'quotation', 'sample'];

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

/**
 * Why a party gets a copy: the lead came through its site ('site'), or the visitor sent it to
 * that dealer through the dealer finder ('dealer').
 */
export type CopyReason = 'site' | 'dealer';

/** One configured party that gets a copy of a lead, and the addresses it goes to. */
export interface CopyParty {
  partner: Partner;
  reason: CopyReason;
  /** The party's configured addresses, less any that an earlier party's copy went to. */
  to: string[];
}

/**
 * Everyone besides staff who gets a copy of this stored lead. A buyer's personal data goes to
 * at most two configured parties: the partner whose site the lead came through (its origin,
 * stored as `source.partner`) and the dealer the buyer chose to write to (`source.dealer`, when
 * PARTNERS_FILE names that dealer). Never to any other partner, never to an address that is not
 * configured (an unknown or forged dealer id reaches nobody), and never twice to one address:
 * a party whose site it came through and who is also the dealer named gets one copy, and an
 * address both parties list is written to once. Spam never gets here: it mails nobody.
 */
export function copyParties(
  kind: StoredKind,
  document: SubmissionDocument,
  partners: readonly Partner[],
): CopyParty[] {
  if (!PARTNER_COPY_KINDS.includes(kind.name)) return [];
  const parties: CopyParty[] = [];
  const written = new Set<string>();
  const add = (partner: Partner | undefined, reason: CopyReason) => {
    const to = (partner?.notify ?? []).filter((address) => !written.has(address.toLowerCase()));
    to.forEach((address) => written.add(address.toLowerCase()));
    if (partner && to.length > 0) parties.push({ partner, reason, to });
  };
  add(copyPartner(kind, document, partners), 'site');
  add(partnerOfDealer(partners, dealerIdOf(document)), 'dealer');
  return parties;
}

/** The outbox id of a partner's copy; the staff mail's id is the document id. */
export const partnerCopyId = (documentId: string, reason: CopyReason = 'site') =>
  `${documentId}:${reason === 'site' ? 'partner' : 'dealer'}`;

/**
 * The copy of a lead for the partner it came through, or the dealer it was sent to: what the
 * buyer typed, the page, and the document id to quote to staff, to that party's own addresses
 * only (never staff's, never another partner's). Nothing internal: no consent record, no
 * origin, no campaign.
 */
export function composePartnerCopy(
  kind: StoredKind,
  document: SubmissionDocument,
  mail: MailConfig,
  partner: Partner,
  party: { reason: CopyReason; to: readonly string[] } = { reason: 'site', to: partner.notify },
): OutgoingMail {
  const summary = kind.summarize(document);
  const source = document.source as { page?: unknown } | undefined;
  const page = typeof source?.page === 'string' ? source.page : '';
  const how =
    party.reason === 'site' ? 'through your site' : 'to you through the Kalpa Resins dealer finder';
  const text = [
    `A buyer sent this ${kind.label.toLowerCase()} ${how}. Kalpa Resins has it too.`,
    '',
    ...summary.fields.filter(([, value]) => value !== '').map(([l, v]) => bodyField(l, v)),
    ...(page ? ['', bodyField('Page', page)] : []),
    '',
    `Reference: ${referenceIn(document)} (document ${document._id})`,
    '',
  ].join('\n');
  const replyTo = replyAddress(summary.replyTo);
  const id = oneLine(partnerCopyId(document._id, party.reason), 140).replace(
    /[^A-Za-z0-9._-]/g,
    '-',
  );
  return {
    messageId: `<${id}@${domainOf(mail.from)}>`,
    from: mail.from,
    to: [...party.to],
    ...(replyTo ? { replyTo } : {}),
    // A dealer's copy names the dealer, not the partner whose site the lead came through.
    subject: subjectLine(
      `${party.reason === 'site' ? subjectTag(kind, document) : `[${kind.label} ${dealerInSubject(document) ?? ''}]`} ${summary.subject}`,
    ),
    text,
  };
}
