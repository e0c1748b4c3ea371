import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { dataset, projectId } from './env';
import { schemaTypes } from './schemaTypes';
import { structure } from './structure';
import { SUBMISSION_TYPES } from './workflow';

const isSubmission = (type: string) => (SUBMISSION_TYPES as readonly string[]).includes(type);

/**
 * What staff may not do to a submission in the Studio: copy it (a second copy of someone's
 * personal data) or delete it (erasure goes through `npm run privacy -- erase`, which keeps the
 * audit entry the law asks for; spam goes with the retention sweep).
 */
export const WITHHELD_ACTIONS = ['duplicate', 'delete'];

export default defineConfig({
  name: 'default',
  title: 'Kalpa Resins submissions',
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    // Submissions come from visitors through the gateway; staff never make one up.
    templates: (templates) => templates.filter((template) => !isSubmission(template.schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      isSubmission(schemaType)
        ? actions.filter((action) => !WITHHELD_ACTIONS.includes(action.action ?? ''))
        : actions,
  },
});
