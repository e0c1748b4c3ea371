import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { dataset, projectId } from './env';
import { LOCAL_AUTH, localApi } from './local-api';
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
  projectId: localApi?.projectId ?? projectId,
  dataset: localApi?.dataset ?? dataset,
  // On this machine only (./local-api.ts): the local content service and its sign-in.
  ...(localApi ? { apiHost: localApi.apiHost, auth: LOCAL_AUTH } : {}),
  plugins: [structureTool({ structure })],
  // Submissions are edited live, never drafted, so they never go into a release or a schedule.
  releases: { enabled: false },
  scheduledPublishing: { enabled: false },
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
