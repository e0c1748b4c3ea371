import type { Hono } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import { errorResponse, loopbackOnly, SERVICE_IDENTITY, type Env } from './access';
import { API_VERSION } from './api-path';
import { ServiceError } from './errors';

/*
 * Signing staff in to the Studio on this machine, without a Sanity account. The Studio asks for
 * its login providers and is given one, "Local staff (this machine)"; following it (only from
 * this machine, and back only to an origin allowed to call the service) returns the person to
 * the Studio with a one-time session id, which the Studio exchanges for a token of its own, as
 * it does after signing in with Sanity. Tokens live in this process only: after a restart the
 * Studio signs in again by itself. None of this exists outside the local content service.
 */

/** The one person every local sign-in is: the shop's staff, on this machine. */
export const LOCAL_STAFF_USER = {
  id: 'local-staff',
  name: 'Local staff',
  email: 'staff@kalparesins.localhost',
  profileImage: null,
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
} as const;

/** What `/users/me` says of the service token: the robot the gateway and scripts write as. */
const SERVICE_ROBOT = {
  id: SERVICE_IDENTITY,
  name: 'Website gateway (service token)',
  email: null,
  profileImage: null,
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  isRobot: true,
} as const;

export const LOCAL_PROVIDER = { name: 'local', title: 'Local staff (this machine)' };

/** A session id is exchanged within this time or not at all. */
const SESSION_ID_LIFETIME_MS = 60_000;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export interface StaffSessions {
  /** The identity of a signed-in staff token, else undefined. */
  identityOf(token: string): string | undefined;
  /** The users the Studio may look up by id (itself, and who wrote what). */
  user(id: string): object | undefined;
}

/**
 * The sign-in routes, public because a Studio that is not signed in calls them; `origins` are
 * the Studio origins it may send a person back to.
 */
export function staffSignIn(app: Hono<Env>, origins: () => readonly string[]): StaffSessions {
  const tokens = new Set<string>();
  const sessionIds = new Map<string, { token: string; until: number }>();
  const allowed = (origin: string) => {
    try {
      return origins().includes(new URL(origin).origin);
    } catch {
      return false;
    }
  };

  app.get(`/${API_VERSION}/auth/providers`, (c) => {
    const base = new URL(c.req.url);
    return c.json({
      providers: [{ ...LOCAL_PROVIDER, url: `${base.origin}/v1/auth/login/local` }],
      thirdPartyLogin: false,
    });
  });

  // A navigation, not a fetch: the person's browser comes here and is sent back signed in.
  app.get(`/${API_VERSION}/auth/login/local`, loopbackOnly, (c) => {
    const back = c.req.query('origin') ?? '';
    if (!allowed(back))
      return c.text('Local sign-in only returns to a Studio this service serves.', 400);
    const token = `local-staff-${randomBytes(24).toString('base64url')}`;
    const sessionId = randomBytes(24).toString('base64url');
    tokens.add(digest(token));
    sessionIds.set(sessionId, { token, until: Date.now() + SESSION_ID_LIFETIME_MS });
    const target = new URL(back);
    target.hash = `sid=${sessionId}`;
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.href, 302);
  });

  app.get(`/${API_VERSION}/auth/fetch`, (c) => {
    const sessionId = c.req.query('sid') ?? '';
    const session = sessionIds.get(sessionId);
    sessionIds.delete(sessionId);
    if (!session || session.until < Date.now())
      return errorResponse(
        c,
        new ServiceError(401, 'unauthorized', 'Unknown or expired session id; sign in again'),
      );
    c.header('Cache-Control', 'no-store');
    return c.json({ token: session.token });
  });

  app.post(`/${API_VERSION}/auth/logout`, (c) => {
    const presented = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (presented) tokens.delete(digest(presented));
    return c.body(null, 204);
  });

  // Reachability checks, answered to anyone (the Studio asks before it is signed in).
  app.get(`/${API_VERSION}/ping`, (c) => c.text('PONG'));
  app.get(`/${API_VERSION}/data/ping/:dataset`, (c) => c.text('PONG'));

  return {
    identityOf: (token) => (tokens.has(digest(token)) ? LOCAL_STAFF_USER.id : undefined),
    user: (id) =>
      id === LOCAL_STAFF_USER.id
        ? LOCAL_STAFF_USER
        : id === SERVICE_IDENTITY
          ? SERVICE_ROBOT
          : undefined,
  };
}
