import { ServiceError } from './errors';

// What every API path names besides its route: the API version and the dataset.

/** The version segment of every API path: v1, vX or a date such as v2026-03-07. */
export const API_VERSION = ':version{v(?:1|X|\\d{4}-\\d{2}-\\d{2})}';

/** The one dataset the service serves; any other name is a 404, as on the Content Lake. */
export interface Dataset {
  name: string;
  projectId: string;
  check(name: string): void;
}

export function servedDataset(name: string, projectId: string): Dataset {
  return {
    name,
    projectId,
    check(requested) {
      if (requested !== name)
        throw new ServiceError(404, 'notFound', `Dataset "${requested}" not found`);
    },
  };
}
