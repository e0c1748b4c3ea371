import type { ComponentType } from 'react';
import { defineType, type FieldDefinition } from 'sanity';
import type { SubmissionType } from '../workflow';
import { provenanceFields } from './provenance-fields';
import { SUBMISSION_GROUPS, staffFields } from './staff-fields';
import { submissionPreview } from './submission-preview';

interface SubmissionTypeSpec {
  name: SubmissionType;
  title: string;
  icon: ComponentType;
  /** Staff's decisions particular to this kind, shown first (a review's approval). */
  decisions?: FieldDefinition[];
  /** The kind has documents stored with status 'pending' (reviews, before approval existed). */
  pendingStatus?: boolean;
  /** What the visitor sent, in the order staff read it. */
  sent: FieldDefinition[];
  preview: { title: string; subtitle: string };
}

/**
 * A stored kind of submission as the Studio shows it: staff's fields first and editable,
 * then what the visitor sent and what the gateway recorded, read-only, so the record stays
 * what was sent and agreed to.
 */
export function submissionType(spec: SubmissionTypeSpec) {
  return defineType({
    name: spec.name,
    title: spec.title,
    type: 'document',
    icon: spec.icon,
    // Edits go straight to the stored document: a draft would be a second copy of personal data.
    liveEdit: true,
    groups: SUBMISSION_GROUPS,
    fields: [
      ...(spec.decisions ?? []),
      ...staffFields({ pendingStatus: spec.pendingStatus === true }),
      ...spec.sent.map((field) => ({ ...field, group: 'sent', readOnly: true })),
      ...provenanceFields(spec.name),
    ],
    preview: submissionPreview(spec.preview),
  });
}
