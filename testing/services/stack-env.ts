import { randomBytes } from 'node:crypto';
import { TEST_SPAM_KEY } from './spam-proof';

/**
 * Gateway configuration of the browser tests: a random token (never the developer's), no
 * remote content service, and a rate limit high enough for many tests submitting from one
 * address at once (the limit itself is tested on its own stack).
 */
export const TEST_STACK_ENV: Record<string, string> = {
  SANITY_PROJECT_ID: 'e2e',
  SANITY_TOKEN: `e2e-${randomBytes(18).toString('base64url')}`,
  RATE_LIMIT_MAX: '10000',
  CONTENT_TIMEOUT_MS: '5000',
  ALTCHA_HMAC_KEY: TEST_SPAM_KEY,
};
