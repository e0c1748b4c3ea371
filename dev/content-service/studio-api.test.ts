// @vitest-environment node
import { connect, constants } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, startTemporary, type Running } from '../../testing/services/content-service';

/*
 * What the Studio uses of Sanity's API, on the real service and its HTTPS address: the local
 * sign-in, the listener's events for writes of any client, the Actions API, the perspectives and
 * the search function. The Studio itself is driven in e2e/studio-staff.e2e.ts.
 */

let running: Running;
let studioUrl: string;
const v = `v${API_VERSION}`;

beforeAll(async () => {
  running = await startTemporary({ projectId: 'test', secure: { port: 0 } });
  studioUrl = running.service.studioUrl!;
});
afterAll(() => running.stop());

/** A request over HTTP/2 to the HTTPS address, trusting its own certificate. */
function h2(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const session = connect(running.service.secure!.url, { rejectUnauthorized: false });
      session.on('error', reject);
      const request = session.request({
        ':path': path,
        ':authority': new URL(studioUrl).host,
        ...headers,
      });
      let body = '';
      let head: Record<string, unknown> = {};
      request.on('response', (h) => (head = h));
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        session.close();
        resolve({ status: Number(head[constants.HTTP2_HEADER_STATUS]), headers: head, body });
      });
      request.end();
    },
  );
}

/** Signs in as a person's browser does: provider, redirect with a session id, exchange. */
async function signIn(): Promise<string> {
  const providers = JSON.parse((await h2(`/${v}/auth/providers`)).body) as {
    providers: { url: string }[];
  };
  const login = new URL(providers.providers[0]!.url);
  login.searchParams.set('origin', `${studioUrl}/structure`);
  const redirect = await h2(`${login.pathname}${login.search}`);
  expect(redirect.status).toBe(302);
  const sid = /#sid=(.+)$/.exec(String(redirect.headers.location))?.[1];
  const fetched = await h2(`/${v}/auth/fetch?sid=${sid}`);
  return (JSON.parse(fetched.body) as { token: string }).token;
}

describe('the Studio on the local content service', () => {
  it('signs a person in as the local staff user over HTTP/2, once per session id, back only to its own Studio', async () => {
    const anonymous = await h2(`/${v}/users/me`);
    expect(anonymous.status).toBe(401);
    const token = await signIn();
    const me = await h2(`/${v}/users/me`, { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ id: 'local-staff', name: 'Local staff' });
    const elsewhere = await h2(
      `/${v}/auth/login/local?origin=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(elsewhere.status).toBe(400);
    const reused = await h2(`/${v}/auth/fetch?sid=not-a-session-id-at-all`);
    expect(reused.status).toBe(401);
  });

  it("allows the Studio's origin and the headers it sends in a preflight", async () => {
    const preflight = await h2(`/${v}/data/query/production`, {
      ':method': 'OPTIONS',
      origin: studioUrl,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, x-sanity-app, content-type, client-timing',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(studioUrl);
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'x-sanity-app', 'content-type', 'client-timing'])
      expect(allowed).toContain(header);
  });

  it("tells a listener of another client's writes: welcome, then chained mutation events of matching documents", async () => {
    const controller = new AbortController();
    const url = `${running.service.url}/${v}/data/listen/production?query=${encodeURIComponent('*[_type == "application"]')}&includeResult=true&effectFormat=mendoza`;
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${running.token}` },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += (await reader.read()).value ?? '';
    };
    await until(/event: welcome/);
    await running.client.create({ _id: 'application.l1', _type: 'application', status: 'new' });
    await running.client.create({ _id: 'contact.l1', _type: 'contact', status: 'new' });
    await running.client.patch('application.l1').set({ status: 'contacted' }).commit();
    // Two events of the application; the contact matches no filter of this listener.
    while ((text.match(/event: mutation\n/g) ?? []).length < 2 || !text.endsWith('\n\n'))
      text += (await reader.read()).value ?? '';
    controller.abort();
    const events = [...text.matchAll(/event: mutation\ndata: (.*)\n/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(events.map((e) => e.documentId)).toEqual(['application.l1', 'application.l1']);
    const [created, patched] = events;
    expect(created).toMatchObject({ transition: 'appear', transactionTotalEvents: 1 });
    expect(created).not.toHaveProperty('previousRev');
    expect(patched).toMatchObject({
      transition: 'update',
      previousRev: created!.resultRev,
      result: { status: 'contacted' },
    });
    const stored = await running.client.getDocument('application.l1');
    expect(stored?._rev).toBe(patched!.resultRev);
    expect((patched!.effects as { apply: unknown[] }).apply).toEqual([0, stored]);
  });

  it('publishes a draft with the Actions API, as one transaction under the id the client chose', async () => {
    await running.client.create({ _id: 'drafts.page.a', _type: 'page', title: 'Draft title' });
    const answer = await running.client.request<{ transactionId: string }>({
      method: 'POST',
      uri: '/data/actions/production',
      body: {
        transactionId: 'tx-publish-1',
        actions: [
          {
            actionType: 'sanity.action.document.publish',
            draftId: 'drafts.page.a',
            publishedId: 'page.a',
          },
        ],
      },
    });
    expect(answer.transactionId).toBe('tx-publish-1');
    await expect(running.client.getDocument('drafts.page.a')).resolves.toBeUndefined();
    await expect(running.client.getDocument('page.a')).resolves.toMatchObject({
      title: 'Draft title',
      _rev: 'tx-publish-1',
    });
  });

  it('answers the drafts perspective with each draft in place of its published version, and searches words with text::query', async () => {
    await running.client.createOrReplace({ _id: 'contact.p1', _type: 'contact', name: 'Old Name' });
    await running.client.createOrReplace({
      _id: 'drafts.contact.p1',
      _type: 'contact',
      name: 'Ravi Kulkarni',
    });
    const drafts = await running.client.fetch(
      '*[_id == "contact.p1"]{_id, _originalId, name}',
      {},
      { perspective: 'drafts' },
    );
    expect(drafts).toEqual([
      { _id: 'contact.p1', _originalId: 'drafts.contact.p1', name: 'Ravi Kulkarni' },
    ]);
    const search = (q: string) =>
      running.client.fetch<string[]>(
        '*[_type == "contact" && [@, _id] match text::query($q)]._id',
        { q },
        { perspective: 'raw' },
      );
    await expect(search('kulk*')).resolves.toEqual(['drafts.contact.p1']);
    await expect(search('ravi -kulkarni')).resolves.toEqual([]);
    await expect(search('old name')).resolves.toEqual(['contact.p1']);
  });
});
