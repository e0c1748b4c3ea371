import { SPAM_DEFENCE, SUBMISSION_SOURCE } from '../../../content/envelope-messages';
import { CONSENT_KEYS, NOTICE_KINDS } from '../../../content/current-notice';
import type { NoticeKind } from '../../../content/notice-catalogue';
import type { SubmissionEnvelope } from '../../../submissions/envelope';
import type { StoredKind } from '../../../submissions/kind';

/*
 * A form post turned into what a form's script would have sent: the kind's fields (numbers
 * where the schema wants them), the envelope (the page, the channel and region its address
 * named, the notice shown and the boxes ticked) and the hidden field. The id, which a script
 * makes in the browser, is made here from the content, so the same form sent twice (a double
 * press, the browser's "send again" on a reload) is stored once.
 */

/** What the form's address said about it (its query), as the form wrote it. */
export interface PostContext {
  channel: string | undefined;
  region: string | undefined;
  notice: string | undefined;
  noticeLang: string | undefined;
}

/** The hidden field that carries the page a form was first sent from, into a form drawn again. */
export const PAGE_FIELD = 'page';

const isNoticeKind = (name: string): name is NoticeKind =>
  (NOTICE_KINDS as readonly string[]).includes(name);

/** The number a schema wants from a text field, or the text when it is none. */
const numberOf = (text: string | undefined) =>
  text !== undefined && /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : text;

/**
 * The kind's fields from the posted values: each text field as posted; a review's rating and
 * a quotation's lines (`lines.0.productId`, `lines.0.quantity`, ...) as the schema has them.
 */
export function fieldsOf(kind: StoredKind, values: ReadonlyMap<string, string>) {
  const fields: Record<string, unknown> = {};
  for (const name of Object.keys(kind.fields.shape)) {
    if (values.has(name)) fields[name] = values.get(name);
  }
  if (kind.name === 'review' && values.has('rating'))
    fields.rating = numberOf(values.get('rating'));
  if (kind.name === 'quotation') {
    const lines: { productId: string | undefined; quantity: unknown }[] = [];
    for (let i = 0; values.has(`lines.${i}.productId`); i++) {
      lines.push({
        productId: values.get(`lines.${i}.productId`),
        quantity: numberOf(values.get(`lines.${i}.quantity`)),
      });
    }
    fields.lines = lines;
  }
  return fields;
}

/** The boxes of the notice the visitor ticked: a ticked box is posted, an empty one is not. */
export function choicesOf(kind: string, values: ReadonlyMap<string, string>) {
  const keys = isNoticeKind(kind) ? CONSENT_KEYS[kind] : [];
  return Object.fromEntries(keys.map((key) => [key, values.has(`consent.${key}`)]));
}

/** The envelope of a form post: what its page and its address said, and the hidden field. */
export function envelopeOf(
  kind: string,
  context: PostContext,
  page: string | undefined,
  values: ReadonlyMap<string, string>,
): Required<Pick<SubmissionEnvelope, 'source' | 'website'>> & Pick<SubmissionEnvelope, 'consent'> {
  const channel = SUBMISSION_SOURCE.channels.find((known) => known === context.channel);
  return {
    source: {
      ...(page ? { page } : {}),
      ...(channel ? { channel } : {}),
      ...(context.region ? { region: context.region } : {}),
    },
    ...(context.notice && context.noticeLang && isNoticeKind(kind)
      ? {
          consent: {
            version: context.notice,
            language: context.noticeLang,
            choices: choicesOf(kind, values),
          },
        }
      : {}),
    website: values.get(SPAM_DEFENCE.honeypotField) ?? '',
  };
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The id of a form post: `<type>.` and a UUID (version 8, "custom") made of an HMAC of the
 * kind and everything the post says but its hidden field, so the same post gets the same id
 * and any change a new one. Keyed by the gateway's secret: no one can make the id of another
 * visitor's post without it.
 */
export async function formPostId(
  secret: string,
  kind: Pick<StoredKind, 'type'>,
  content: Record<string, unknown>,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`form-post-id:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${kind.type}\n${canonical(content)}`),
  );
  const bytes = new Uint8Array(mac).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${kind.type}.${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
