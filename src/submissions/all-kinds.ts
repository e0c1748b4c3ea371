import { careerStored } from './career';
import { contactStored } from './contact';
import { inquiryStored } from './inquiry';
import type { StoredKind } from './kind';
import { quotationStored } from './quotation';
import { reviewStored } from './review';
import { sampleStored } from './sample';

/**
 * Every kind of submission, with how it is stored. Only the gateway, direct mode, the local
 * content service's listing and tests import this list: a form imports its own kind, so a
 * page never downloads the others. A new kind is one file in this folder plus one entry here.
 */
export const SUBMISSION_KINDS: readonly StoredKind[] = [
  contactStored,
  inquiryStored,
  careerStored,
  quotationStored,
  reviewStored,
  sampleStored,
];

/** The kind whose documents have this `_type`, for reading stored data. */
export function kindOfType(type: string): StoredKind | undefined {
  return SUBMISSION_KINDS.find((kind) => kind.type === type);
}
