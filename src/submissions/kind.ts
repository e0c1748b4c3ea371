import type * as z from 'zod/mini';

/**
 * The stored document of a submission: its id is the one the browser made, so a retry
 * is stored once, and `_type` is what the site's owners query by.
 */
export interface SubmissionDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/**
 * What staff read about one submission (the notification e-mail, the local listing): a
 * subject line with the key facts, the fields in order, and the visitor's address to reply
 * to when the kind has one. Plain text: whoever shows it escapes it.
 */
export interface SubmissionSummary {
  subject: string;
  fields: ReadonlyArray<readonly [label: string, value: string]>;
  replyTo?: string;
  /** Stored files the submission refers to (the career resume), by asset id. */
  files?: ReadonlyArray<{ label: string; assetId: string }>;
}

/**
 * One kind of submission, as a form needs it: where the browser sends it and how it is
 * checked. Its file also describes how it is stored (`StoredKind`); the gateway, the local
 * listing and the tests read both, while a page downloads only this part.
 */
export interface SubmissionKind<
  S extends { id: string } = { id: string },
  N extends string = string,
> {
  /** The kind's name in code, in widget events (`detail.form`) and in the route. */
  name: N;
  /** Shown to staff: the listing's type column and the e-mail subject's tag. */
  label: string;
  /** The gateway route the browser posts the JSON to. */
  route: `/api/${string}`;
  /** `_type` of the stored document, also the prefix of its id (`<type>.<uuid>`). */
  type: string;
  /**
   * The fields the visitor fills in, without the id and what a step before the send adds: the
   * form checks them on submit and each one again as it is typed.
   */
  fields: z.ZodMiniObject;
  /** The whole submission as posted, the browser-made id included. */
  schema: z.ZodMiniType<S, unknown>;
}

/** How a kind is stored and how staff hear of it: server side, direct mode and tests. */
export interface StoredKind<
  S extends { id: string } = { id: string },
  N extends string = string,
> extends SubmissionKind<S, N> {
  /** The document as the content service stores it. */
  toDocument(submission: S): SubmissionDocument;
  /** What staff read; works on a stored document, so old documents can be listed too. */
  summarize(document: SubmissionDocument): SubmissionSummary;
  /**
   * Uploaded files the submission refers to, by asset id. The gateway stores the submission
   * only if each is a PDF that went through the upload route.
   */
  attachments?(submission: S): string[];
}

/** Keeps each kind's own submission type and name while checking it against the contract. */
/*#__NO_SIDE_EFFECTS__*/
export function defineKind<S extends { id: string }, const N extends string>(
  kind: SubmissionKind<S, N>,
): SubmissionKind<S, N> {
  return kind;
}

/** A kind with its storage and summary; a separate export, so browser bundles leave it out. */
/*#__NO_SIDE_EFFECTS__*/
export function storedKind<S extends { id: string }, N extends string>(
  kind: SubmissionKind<S, N>,
  storage: Pick<StoredKind<S, N>, 'toDocument' | 'summarize' | 'attachments'>,
): StoredKind<S, N> {
  return { ...kind, ...storage };
}

/** A stored field as text for staff; absent and non-text values read as empty. */
export function text(document: SubmissionDocument, field: string): string {
  const value = document[field];
  return typeof value === 'string' ? value : '';
}
