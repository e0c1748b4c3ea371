import * as z from 'zod/mini';
import { ENVELOPE_MESSAGES, SUBMISSION_SOURCE } from '../content/envelope-messages';

/*
 * The envelope: what a form sends with every kind of submission besides the visitor's fields,
 * and what the gateway seals it into. The form says where it was (`source`), what the visitor
 * was shown and agreed to (`consent`), and carries the spam signals (`website`, the hidden
 * field; `altcha`, the proof of work; `started`, the start token). The gateway checks these and
 * adds what only it knows: the time, the origin, the partner and the notice's hash. The spam
 * signals are not checked here: a bad one marks the submission as spam and never refuses it.
 * Every shape of the envelope, sent or stored, is declared in this module.
 */

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** How the visitor reached the form: a page of the site, or a widget on any page. */
export type SourceChannel = (typeof SUBMISSION_SOURCE.channels)[number];

/**
 * The page the form is on, how it is shown and the dealer it is sent through. A page that is no
 * URL at all, or a dealer id that is no slug, is refused; a page that is a URL but not http(s),
 * or longer than `SUBMISSION_SOURCE.pageMaxLength`, is dropped by the gateway when it stores
 * the submission, as is a region other than two capital letters (a page's odd language tag
 * must not cost the visitor the submission).
 */
export const sourceInput = z.object(
  {
    page: z.optional(
      z
        .string({ error: ENVELOPE_MESSAGES.pageNotUrl })
        .check(z.refine(isUrl, ENVELOPE_MESSAGES.pageNotUrl)),
    ),
    channel: z.optional(z.enum(SUBMISSION_SOURCE.channels, { error: ENVELOPE_MESSAGES.channel })),
    region: z.optional(z.string({ error: ENVELOPE_MESSAGES.region })),
    /**
     * The dealer the visitor wrote to through the dealer finder, by its id. Stored as sent,
     * known or not: who gets a copy is the gateway's configuration's to decide.
     */
    dealer: z.optional(
      z
        .string({ error: ENVELOPE_MESSAGES.dealer })
        .check(
          z.maxLength(SUBMISSION_SOURCE.dealerIdMaxLength, ENVELOPE_MESSAGES.dealer),
          z.regex(SUBMISSION_SOURCE.dealerId, ENVELOPE_MESSAGES.dealer),
        ),
    ),
  },
  { error: ENVELOPE_MESSAGES.source },
);
export type SourceInput = z.infer<typeof sourceInput>;

/** The notice shown beside the submit button, by version and language, and each checkbox. */
export const consentInput = z.object(
  {
    version: z
      .string({ error: ENVELOPE_MESSAGES.consent })
      .check(z.minLength(1, ENVELOPE_MESSAGES.consent), z.maxLength(64, ENVELOPE_MESSAGES.consent)),
    language: z
      .string({ error: ENVELOPE_MESSAGES.consent })
      .check(z.minLength(1, ENVELOPE_MESSAGES.consent), z.maxLength(35, ENVELOPE_MESSAGES.consent)),
    choices: z._default(
      z.record(
        z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, ENVELOPE_MESSAGES.consent)),
        z.boolean({ error: ENVELOPE_MESSAGES.consent }),
        { error: ENVELOPE_MESSAGES.consent },
      ),
      {},
    ),
  },
  { error: ENVELOPE_MESSAGES.consent },
);
export type ConsentInput = z.infer<typeof consentInput>;

/** The envelope's checked parts, as the gateway reads them from a submission's body. */
export const envelopeInput = z.object({
  source: z.optional(sourceInput),
  consent: z.optional(consentInput),
});

/** The spam signals a form earns while the visitor fills it in. */
export interface EarnedSignals {
  /** ALTCHA's payload: base64 JSON of {algorithm, challenge, number, salt, signature}. */
  altcha?: string;
  /** The start token from GET /api/challenge, the first one the form got. */
  started?: string;
}

/** Everything a form may send besides its kind's fields and id. */
export type SubmissionEnvelope = z.input<typeof envelopeInput> &
  EarnedSignals & {
    /** The hidden field: absent or empty. */
    website?: string;
  };

/** What GET /api/challenge answers: an ALTCHA challenge and the start token of a first touch. */
export interface ChallengeAnswer {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
  started: string;
}

/** `source` of a stored submission: each part only when known. */
export interface StoredSource {
  /** The page the form was on: an http(s) URL of at most SUBMISSION_SOURCE.pageMaxLength. */
  page?: string;
  /** The request's Origin. */
  origin?: string;
  /** The configured partner that origin belongs to. */
  partner?: string;
  channel?: SourceChannel;
  /** The region the page named with its language ('LK'), when it named one. */
  region?: string;
  /** The dealer the visitor wrote to, by its id, as sent: it may name no dealer we know. */
  dealer?: string;
  /** The page's `utm_*` parameters, by their names. */
  utm?: Record<string, string>;
  /**
   * True when the form was sent without JavaScript (a plain form post): it could carry no
   * proof of work or start token, so only its hidden field and the rate limit judged it.
   */
  noScript?: true;
}

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

/** The sealed envelope: what the gateway stores with every submission besides its status. */
export interface SealedEnvelope {
  /** The gateway's time, ISO. */
  submittedAt: string;
  source: StoredSource;
  consent?: StoredConsent;
}
