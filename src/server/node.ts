import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The socket's peer address when the gateway runs inside @hono/node-server. */
export function nodeClientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by @hono/node-server (e.g. app.request() in a script)
  }
}
