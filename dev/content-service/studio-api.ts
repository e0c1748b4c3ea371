import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Env } from './access';
import { API_VERSION, type Dataset } from './api-path';
import { ServiceError } from './errors';
import type { StaffSessions } from './staff-sign-in';
import type { DocumentStore } from './store';

/*
 * What the Studio asks of Sanity besides documents: who is signed in, what they may do, the
 * project and its datasets, and a row of look-ups whose answers only tune the screen (features,
 * help, onboarding, the staff's saved view settings, telemetry consent). Those are answered
 * with what an account without extras gets; document history is answered as "none kept", so
 * the review pane shows no changes rather than an error. Only signed-in requests get here.
 */

/** Everything staff do to a submission: read it, edit their fields, see its history. */
const GRANTS = [
  {
    filter: '_id in path("**")',
    permissions: ['read', 'create', 'update', 'history', 'editHistory'],
  },
];

export function studioRoutes(
  app: Hono<Env>,
  store: DocumentStore,
  dataset: Dataset,
  sessions: StaffSessions,
) {
  const v = `/${API_VERSION}`;
  const project = (c: { req: { param(name: 'project'): string } }) => {
    if (c.req.param('project') !== dataset.projectId)
      throw new ServiceError(404, 'notFound', `Project "${c.req.param('project')}" not found`);
  };

  app.get(`${v}/users/me`, (c) => c.json(sessions.user(c.get('identity')) ?? {}));
  // Saved view settings (list layout, sort order): none kept, and a write is taken as is.
  app.get(`${v}/users/me/keyvalue/:keys{.*}`, (c) =>
    c.json(
      decodeURIComponent(c.req.param('keys'))
        .split(',')
        .filter(Boolean)
        .map((key) => ({ key, value: null })),
    ),
  );
  app.put(`${v}/users/me/keyvalue`, async (c) => c.json(await c.req.json()));
  app.get(`${v}/users/:ids`, (c) => {
    const users = c.req
      .param('ids')
      .split(',')
      .map((id) => sessions.user(id))
      .filter(Boolean);
    return c.json(c.req.param('ids').includes(',') ? users : (users[0] ?? null));
  });

  app.get(`${v}/projects/:project`, (c) => {
    project(c);
    return c.json({
      id: dataset.projectId,
      displayName: 'Kalpa Resins (local)',
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      members: [sessions.user('local-staff')].map((user) => ({
        ...user,
        role: 'administrator',
        isCurrentUser: true,
        isRobot: false,
      })),
    });
  });
  app.get(`${v}/projects/:project/datasets`, (c) => {
    project(c);
    return c.json([{ name: dataset.name, aclMode: 'private' }]);
  });
  app.get(`${v}/projects/:project/datasets/:dataset/acl`, (c) => {
    project(c);
    dataset.check(c.req.param('dataset'));
    return c.json(GRANTS);
  });
  app.get(`${v}/projects/:project/user-applications`, (c) => c.json([]));
  app.get(`${v}/projects/:project/users/:ids`, (c) =>
    c.json(
      c.req
        .param('ids')
        .split(',')
        .map((id) => sessions.user(id))
        .filter(Boolean),
    ),
  );

  app.get(`${v}/features`, (c) => c.json([]));
  app.get(`${v}/journey/*`, (c) => c.json(null));
  app.get(`${v}/help`, (c) => c.json({}));
  // Telemetry consent: refused, so the Studio sends none.
  app.get(`${v}/intake/telemetry-status`, (c) => c.json({ status: 'denied' }));
  app.post(`${v}/intake/*`, (c) => c.body(null, 204));

  // The schema is not kept here: the Studio is told it already is, and sends nothing more.
  app.post(`${v}/descriptors/claim`, (c) => c.json({ synchronization: { type: 'complete' } }));

  // No history is kept beyond the document itself.
  app.get(`${v}/data/history/:dataset/events/documents/:id`, (c) => {
    dataset.check(c.req.param('dataset'));
    return c.json({ events: {}, nextCursor: '' });
  });
  app.get(`${v}/data/history/:dataset/transactions/:ids`, (c) => {
    dataset.check(c.req.param('dataset'));
    return c.body('', 200, { 'content-type': 'application/x-ndjson' });
  });
  // A document at a revision: only the revision it is at now is known.
  app.get(`${v}/data/history/:dataset/documents/:id`, (c) => {
    dataset.check(c.req.param('dataset'));
    const document = store.get(c.req.param('id'));
    const revision = c.req.query('revision');
    if (!document || (revision !== undefined && revision !== document._rev))
      throw new ServiceError(404, 'notFound', 'No history is kept of earlier revisions');
    return c.json({ documents: [document] });
  });
}

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/**
 * The Studio's presence socket (who else has a document open): accepted and left silent, so
 * the Studio shows no one else there instead of logging a failed connection and retrying.
 */
export function presenceSockets() {
  const open = new Set<Duplex>();
  return {
    park(request: IncomingMessage, socket: Duplex) {
      const key = request.headers['sec-websocket-key'];
      if (!/\/socket\//.test(request.url ?? '') || typeof key !== 'string') {
        socket.destroy();
        return;
      }
      const accept = createHash('sha1').update(`${key}${WEBSOCKET_GUID}`).digest('base64');
      socket.write(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
      open.add(socket);
      socket.on('data', () => undefined);
      socket.on('error', () => undefined);
      socket.on('close', () => open.delete(socket));
    },
    closeAll() {
      for (const socket of open) socket.destroy();
    },
  };
}
