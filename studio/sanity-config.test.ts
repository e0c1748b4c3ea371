import type { DocumentActionComponent, DocumentActionsContext, Template } from 'sanity';
import { describe, expect, it } from 'vitest';
import config from './sanity.config';
import { SUBMISSION_TYPES } from './workflow';

/** Stand-ins for the Studio's own actions: only their names matter here. */
const action = (name: string) =>
  Object.assign(() => null, { action: name }) as unknown as DocumentActionComponent;
const studioActions = ['delete', 'duplicate', 'restore', 'unpublish'].map(action);

describe('the Studio config', () => {
  it('offers no action to copy or delete a submission, and leaves the others', () => {
    const resolve = config.document?.actions as (
      prev: DocumentActionComponent[],
      context: DocumentActionsContext,
    ) => DocumentActionComponent[];
    for (const schemaType of SUBMISSION_TYPES) {
      const kept = resolve(studioActions, { schemaType } as DocumentActionsContext);
      expect(kept.map((a) => a.action)).toEqual(['restore', 'unpublish']);
    }
    const other = resolve(studioActions, {
      schemaType: 'sanity.imageAsset',
    } as DocumentActionsContext);
    expect(other).toHaveLength(studioActions.length);
  });

  it('offers no template to create a submission in the Studio', () => {
    const templates = [...SUBMISSION_TYPES, 'somethingElse'].map(
      (schemaType) => ({ id: schemaType, schemaType }) as Template,
    );
    const resolve = config.schema?.templates as (prev: Template[]) => Template[];
    expect(resolve(templates).map((t) => t.schemaType)).toEqual(['somethingElse']);
  });
});
