// The fifteen application areas' names, descriptions and picture descriptions, keyed by slug.
// The resin type codes (ISO NPG, PTA, Ortho, ISO, R-PET) stay as they are.
import { APPLICATIONS } from '../../applications';
import { byKey } from './by-key';

export const applications = byKey(
  APPLICATIONS,
  (application) => application.slug,
  (application) => ({
    name: application.service_name,
    description: application.service_description,
    alt: application.src.alt,
  }),
);
