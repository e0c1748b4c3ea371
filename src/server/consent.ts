import {
  loadNoticeLanguage,
  noticeText,
  OPTIONAL_CONSENTS,
  type NoticeKind,
} from '../content/privacy-notice';
import { EXTRAS_MESSAGES } from '../content/submission-extras';
import type { ConsentInput } from '../submissions/envelope';
import type { FieldIssue } from '../submissions/validate';

/** `consent` of a stored submission: the proof of what the visitor was shown and chose. */
export interface StoredConsent {
  version: string;
  /** SHA-256 (hex) of the exact notice text of that version, language and form. */
  hash: string;
  language: string;
  /** Every optional choice the form offers: true only when the visitor ticked it. */
  choices: Record<string, boolean>;
  /** The gateway's time, ISO. */
  at: string;
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
    return { ok: false, issue: { path: 'consent', message: EXTRAS_MESSAGES.unknownNotice } };
  }
  const offered = OPTIONAL_CONSENTS[kind as NoticeKind].map((option) => option.key);
  const unknown = Object.keys(input.choices).find((key) => !offered.includes(key));
  if (unknown !== undefined) {
    return {
      ok: false,
      issue: {
        path: `consent.choices.${unknown}`,
        message: EXTRAS_MESSAGES.unknownChoice(unknown),
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
