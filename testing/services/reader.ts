import { createClient, type SanityClient } from '@sanity/client';
import { CONTENT_SERVICE } from '../../src/content/constants';

/**
 * The real @sanity/client pointed at a local content service, holding its token: how tests
 * read back what was stored, as the site's owners would. One attempt per call, so a failing
 * request fails the test at once rather than after the client's back-off.
 */
export function contentReader(url: string, token: string): SanityClient {
  return createClient({
    projectId: 'test',
    dataset: CONTENT_SERVICE.dataset,
    apiVersion: CONTENT_SERVICE.apiVersion,
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    token,
    maxRetries: 0,
    ignoreBrowserTokenWarning: true,
  });
}
