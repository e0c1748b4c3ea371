import * as z from 'zod/mini';
import { EXTRAS_MESSAGES, PROVENANCE } from '../content/submission-extras';

/*
 * What a form sends with every kind of submission besides the visitor's fields: where it was
 * (`source`), what the visitor was shown and agreed to (`consent`), and the spam signals
 * (`website`, the hidden field; `altcha`, the proof of work; `started`, the start token). The
 * gateway checks these and adds what only it knows: the time, the origin, the partner and the
 * notice's hash. The spam signals are not checked here: a bad one marks the submission as spam
 * and never refuses it.
 */

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The page the form is on and how it is shown. A page that is no URL at all is refused; one
 * that is a URL but not http(s), or longer than `PROVENANCE.pageMaxLength`, is dropped by the
 * gateway when it stores the submission.
 */
export const sourceInput = z.object(
  {
    page: z.optional(
      z
        .string({ error: EXTRAS_MESSAGES.pageNotUrl })
        .check(z.refine(isUrl, EXTRAS_MESSAGES.pageNotUrl)),
    ),
    channel: z.optional(z.enum(PROVENANCE.channels, { error: EXTRAS_MESSAGES.channel })),
  },
  { error: EXTRAS_MESSAGES.source },
);
export type SourceInput = z.infer<typeof sourceInput>;

/** The notice shown beside the submit button, by version and language, and each checkbox. */
export const consentInput = z.object(
  {
    version: z
      .string({ error: EXTRAS_MESSAGES.consent })
      .check(z.minLength(1, EXTRAS_MESSAGES.consent), z.maxLength(64, EXTRAS_MESSAGES.consent)),
    language: z
      .string({ error: EXTRAS_MESSAGES.consent })
      .check(z.minLength(1, EXTRAS_MESSAGES.consent), z.maxLength(35, EXTRAS_MESSAGES.consent)),
    choices: z._default(
      z.record(
        z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, EXTRAS_MESSAGES.consent)),
        z.boolean({ error: EXTRAS_MESSAGES.consent }),
        { error: EXTRAS_MESSAGES.consent },
      ),
      {},
    ),
  },
  { error: EXTRAS_MESSAGES.consent },
);
export type ConsentInput = z.infer<typeof consentInput>;

export const submissionExtras = z.object({
  source: z.optional(sourceInput),
  consent: z.optional(consentInput),
});

/** Everything a form may send besides its kind's fields and id. */
export type SubmissionExtras = z.input<typeof submissionExtras> & {
  /** The hidden field: absent or empty. */
  website?: string;
  /** ALTCHA's payload: base64 JSON of {algorithm, challenge, number, salt, signature}. */
  altcha?: string;
  /** The start token from GET /api/challenge, the first one the form got. */
  started?: string;
};
