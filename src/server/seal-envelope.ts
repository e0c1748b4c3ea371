import { ENVELOPE_MESSAGES, SUBMISSION_SOURCE } from '../content/envelope-messages';
import {
  loadNoticeLanguage,
  noticeText,
  OPTIONAL_CONSENTS,
  type NoticeKind,
} from '../content/privacy-notice';
import {
  envelopeInput,
  type ConsentInput,
  type SealedEnvelope,
  type SourceInput,
  type StoredConsent,
  type StoredSource,
} from '../submissions/envelope';
import type { FieldIssue } from '../submissions/validate';
import type { Partner } from './partners';

export type EnvelopeRefusal = { ok: false; error: string; issues: FieldIssue[] };

/**
 * Reads `source` and `consent` from a submission's body (already checked for size, JSON and
 * forbidden keys) and seals them with what only the gateway knows: its time, the request's
 * origin, the partner that origin belongs to and the notice's hash. A source page that is no
 * URL, or a consent to a notice that does not exist, is refused with what is wrong.
 */
export async function sealEnvelope(
  kind: string,
  body: unknown,
  request: { origin: string | undefined; partner: Partner | undefined; at: Date },
): Promise<{ ok: true; envelope: SealedEnvelope } | EnvelopeRefusal> {
  const parsed = envelopeInput.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { ok: false, error: issues[0]?.message ?? '', issues };
  }
  const submittedAt = request.at.toISOString();
  const source = storedSource(parsed.data.source, request.origin, request.partner);
  if (!parsed.data.consent) return { ok: true, envelope: { submittedAt, source } };
  const consent = await storedConsent(kind, parsed.data.consent, submittedAt);
  if (!consent.ok) return { ok: false, error: consent.issue.message, issues: [consent.issue] };
  return { ok: true, envelope: { submittedAt, source, consent: consent.consent } };
}

const UTM_KEY = /^utm_[a-z0-9_]{1,32}$/i;
const UTM_MAX_KEYS = 10;
const UTM_MAX_LENGTH = 200;

/** The page kept, or undefined when it is not http(s) or too long (dropped, not refused). */
function keptPage(page: string | undefined): URL | undefined {
  if (page === undefined || page.length > SUBMISSION_SOURCE.pageMaxLength) return undefined;
  try {
    const url = new URL(page);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function utmOf(page: URL): Record<string, string> | undefined {
  const utm: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of page.searchParams) {
    if (!UTM_KEY.test(key) || Object.hasOwn(utm, key)) continue;
    if (count++ >= UTM_MAX_KEYS) break;
    utm[key] = value.trim().slice(0, UTM_MAX_LENGTH);
  }
  return count > 0 ? utm : undefined;
}

/** Where a submission came from, from what its form says and what the request shows. */
export function storedSource(
  input: SourceInput | undefined,
  origin: string | undefined,
  partner: Partner | undefined,
): StoredSource {
  const page = keptPage(input?.page);
  const utm = page ? utmOf(page) : undefined;
  return {
    ...(page && input?.page ? { page: input.page } : {}),
    ...(origin ? { origin } : {}),
    ...(partner ? { partner: partner.name } : {}),
    ...(input?.channel ? { channel: input.channel } : {}),
    ...(input?.region && SUBMISSION_SOURCE.region.test(input.region)
      ? { region: input.region }
      : {}),
    ...(input?.dealer ? { dealer: input.dealer } : {}),
    ...(utm ? { utm } : {}),
  };
}

const NOTICE_KINDS: readonly string[] = Object.keys(OPTIONAL_CONSENTS);
const isNoticeKind = (name: string): name is NoticeKind => NOTICE_KINDS.includes(name);

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The consent to store for a submission of `kind`, or the issue that refuses it: a notice
 * version or language that was never published, or a choice the form does not offer.
 */
export async function storedConsent(
  kind: string,
  input: ConsentInput,
  at: string,
): Promise<{ ok: true; consent: StoredConsent } | { ok: false; issue: FieldIssue }> {
  // The notice in the language the visitor saw it in: each translation is loaded on first use,
  // and a language it was never published in finds no text.
  const known = isNoticeKind(kind) && (await loadNoticeLanguage(input.language));
  const text = known ? noticeText(kind, input.language, input.version) : undefined;
  if (text === undefined) {
    return { ok: false, issue: { path: 'consent', message: ENVELOPE_MESSAGES.unknownNotice } };
  }
  const offered = OPTIONAL_CONSENTS[kind as NoticeKind].map((option) => option.key);
  const unknown = Object.keys(input.choices).find((key) => !offered.includes(key));
  if (unknown !== undefined) {
    return {
      ok: false,
      issue: {
        path: `consent.choices.${unknown}`,
        message: ENVELOPE_MESSAGES.unknownChoice(unknown),
      },
    };
  }
  const choices = Object.fromEntries(offered.map((key) => [key, input.choices[key] === true]));
  return {
    ok: true,
    consent: {
      version: input.version,
      hash: await sha256Hex(text),
      language: input.language,
      choices,
      at,
    },
  };
}
