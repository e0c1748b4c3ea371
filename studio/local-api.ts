/**
 * Where the Studio finds its API and how staff sign in when it runs on this machine against the
 * local content service instead of Sanity. Two ways to say so, and nothing in a build says it by
 * itself:
 * - the local content service, serving a built Studio, sets `window.__KALPA_LOCAL_API__` in the
 *   page before the Studio's code runs (the same build as a deploy: no token, no local host);
 * - `npm run studio` without a Sanity project sets `SANITY_STUDIO_LOCAL_API` for `sanity dev`.
 * Otherwise this is undefined and the Studio talks to Sanity and signs staff in with Sanity.
 */
export interface LocalApi {
  projectId: string;
  dataset: string;
  /** The API's base URL; the Studio's client puts the project id in front of its host name. */
  apiHost: string;
}

declare global {
  interface Window {
    __KALPA_LOCAL_API__?: unknown;
  }
}

function parse(value: unknown): LocalApi | undefined {
  const candidate = typeof value === 'string' && value ? (JSON.parse(value) as unknown) : value;
  if (!candidate || typeof candidate !== 'object') return undefined;
  const { projectId, dataset, apiHost } = candidate as Record<string, unknown>;
  if (typeof projectId !== 'string' || typeof dataset !== 'string' || typeof apiHost !== 'string')
    return undefined;
  return { projectId, dataset, apiHost };
}

export const localApi: LocalApi | undefined =
  (typeof window === 'undefined' ? undefined : parse(window.__KALPA_LOCAL_API__)) ??
  parse(process.env.SANITY_STUDIO_LOCAL_API);

/**
 * Signing in on the local service: its one provider signs the person in as its local staff user
 * (no Sanity account), and the Studio keeps the token it is given, as with Sanity's token login.
 */
export const LOCAL_AUTH = { loginMethod: 'token', redirectOnSingle: true } as const;
