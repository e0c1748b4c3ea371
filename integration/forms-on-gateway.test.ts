// @vitest-environment jsdom
import { afterAll, beforeAll, vi } from 'vitest';
// The five forms in jsdom against the real gateway and local content service started here: its
// create-if-not-exists, its 409 and its answers are the ones the forms meet in production.
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { runFormBaseTests } from '../testing/forms/form-suite';
import { FORMS_UNDER_TEST } from '../testing/forms/forms-under-test';
import {
  recordPosts,
  type GatewayUnderTest,
  type Posted,
} from '../testing/forms/gateway-under-test';

let gw: LocalGateway;
beforeAll(async () => {
  gw = await startLocalGateway({
    // jsdom's page origin: its XMLHttpRequest (the resume upload) sends it, as a browser does.
    env: { ALLOWED_ORIGINS: location.origin, RATE_LIMIT_MAX: '10000', CONTENT_TIMEOUT_MS: '2000' },
  });
});
afterAll(() => gw.close());

function realGateway(): GatewayUnderTest {
  const posts: Posted[] = [];
  const recorder = recordPosts(gw.url, posts, globalThis.fetch);
  vi.stubGlobal('fetch', recorder.fetch);
  gw.service.setFaults({});
  return {
    apiBase: gw.url,
    posts,
    fail: () => gw.service.setFaults({ status: 500 }),
    mend: () => gw.service.setFaults({}),
    loseNextAnswer: recorder.loseNextAnswer,
    stored: async (id) => (await gw.reader.getDocument(id)) ?? null,
    countNamed: (name) => gw.reader.fetch<number>('count(*[name == $name])', { name }),
    close: () => {
      vi.unstubAllGlobals();
      gw.service.setFaults({});
    },
  };
}

for (const form of FORMS_UNDER_TEST) runFormBaseTests(form, realGateway);
