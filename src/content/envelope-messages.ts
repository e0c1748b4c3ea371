// The envelope: what every submission carries besides the visitor's fields (where it came
// from, what the visitor agreed to, and the signals that tell a person from a script), and what
// the gateway answers when a part of it is malformed. Forms, the gateway and the tests read its
// limits and words from here; its shapes are src/submissions/envelope.ts.

/** Where a submission came from, as the form reports it. */
export const SUBMISSION_SOURCE = {
  /** Longest page address kept; a longer one is dropped (not refused). */
  pageMaxLength: 2_000,
  /** How the visitor reached the form: a page of the site, or a widget on any page. */
  channels: ['site', 'widget'],
  /**
   * The region the page names with its language, as two capital letters ('LK' for a `ta-LK`
   * page): the staff mail tells the time in Sri Lanka's zone for a lead from a Sri Lankan page.
   * Another value is dropped, not refused.
   */
  region: /^[A-Z]{2}$/,
  /** A dealer's id as a form sends it (`source.dealer`): a slug like dealers.ts's ids. */
  dealerId: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  dealerIdMaxLength: 64,
} as const;

/** The spam defence: a hidden field, a signed start time and a proof of work. */
export const SPAM_DEFENCE = {
  /** Where a form fetches its proof-of-work challenge and its start token. */
  challengeRoute: '/api/challenge',
  /** The hidden field a person never sees, so never fills in. */
  honeypotField: 'website',
  /** A form sent sooner than this after its first touch is taken for a script's. */
  minFillMs: 3_000,
  /** How long a challenge may be solved and its solution sent; the form fetches a new one after. */
  challengeTtlMs: 30 * 60_000,
  /**
   * The largest number a challenge may hide: a solver tries half of them on average. 20,000:
   * 10,000 SHA-256 hashes on average, about 0.1 s on one server core in Node (some 10 µs
   * each), so a phone's Web Worker, several times slower, stays well under a second even when
   * it has to try them all. `npm run bench:load` prints the solve time.
   */
  proofMaxNumber: 20_000,
} as const;

/** Answers to a submission whose envelope (source or consent) is malformed (400). */
export const ENVELOPE_MESSAGES = {
  source: 'The source must be an object with an optional page (a URL), channel and dealer.',
  pageNotUrl:
    'The page (source.page) must be the URL of the page the form is on, such as https://www.kalparesins.example/contact-us.',
  channel: "The channel (source.channel) must be 'site' or 'widget'.",
  region: "The region (source.region) must be text, such as 'LK'.",
  dealer:
    "The dealer (source.dealer) must be a dealer's id: lower-case letters and digits joined by hyphens, at most 64 characters.",
  consent:
    'The consent must give the notice version and language shown, and each optional choice as true or false.',
  unknownNotice: 'There is no privacy notice of this version in this language for this form.',
  unknownChoice: (key: string) => `This form offers no optional choice named "${key}".`,
  challengeOnly: 'This address only answers GET requests.',
} as const;
