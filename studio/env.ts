/**
 * The Sanity project and dataset the Studio edits. The Studio's bundle sees only variables
 * whose names start with SANITY_STUDIO_; `npm run studio` fills these from the gateway's
 * SANITY_PROJECT_ID and SANITY_DATASET when they are not set, so one shell configures both.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? '';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

/** The API version the Studio's lists query with: the one the gateway writes with. */
export const apiVersion = '2026-03-07';
