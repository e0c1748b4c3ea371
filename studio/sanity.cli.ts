import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './env';

export default defineCliConfig({
  api: { projectId, dataset },
  // The Studio runs the versions this folder's lock file pins, not ones fetched at load time.
  deployment: { autoUpdates: false },
});
