import * as z from 'zod';
import { CONTENT_SERVICE } from '../content/constants';

/** Everything the gateway needs, parsed once at start-up. */
export interface GatewayConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token: string;
  /** Base URL of a Sanity-compatible API (the local content service); unset means sanity.io. */
  apiHost: string | undefined;
  /** Exact partner origins allowed to submit; the gateway's own origin is always allowed. */
  allowedOrigins: string[];
  rateLimit: { max: number; windowMs: number };
  /** Upper bound for every call to the content service. */
  contentTimeoutMs: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
}

export const GATEWAY_DEFAULTS = {
  dataset: CONTENT_SERVICE.dataset,
  apiVersion: CONTENT_SERVICE.apiVersion,
  rateLimitMax: 10,
  rateLimitWindowMs: 60_000,
  contentTimeoutMs: 10_000,
} as const;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const positiveInt = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a positive whole number' })
      .int('must be a positive whole number')
      .positive('must be a positive whole number')
      .default(fallback),
  );

function isOrigin(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const schema = z.object({
  SANITY_PROJECT_ID: z
    .string({ error: 'is required (the content project id)' })
    .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
  SANITY_DATASET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9_-]{1,64}$/, 'must be lower-case letters, digits, _ and -')
      .default(GATEWAY_DEFAULTS.dataset),
  ),
  SANITY_API_VERSION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-03-07')
      .default(GATEWAY_DEFAULTS.apiVersion),
  ),
  SANITY_TOKEN: z
    .string({ error: 'is required (a write token; it stays on the server)' })
    .min(1, 'is required (a write token; it stays on the server)'),
  SANITY_API_HOST: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (v) => /^https?:\/\/[^/]+$/.test(v.replace(/\/$/, '')),
        'must be a URL like http://localhost:4599',
      )
      .transform((v) => v.replace(/\/$/, ''))
      .optional(),
  ),
  ALLOWED_ORIGINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => list.every(isOrigin),
        'must be a comma list of exact origins like https://dealer.example (no path, no trailing slash)',
      ),
  ),
  RATE_LIMIT_MAX: positiveInt(GATEWAY_DEFAULTS.rateLimitMax),
  RATE_LIMIT_WINDOW_MS: positiveInt(GATEWAY_DEFAULTS.rateLimitWindowMs),
  CONTENT_TIMEOUT_MS: positiveInt(GATEWAY_DEFAULTS.contentTimeoutMs),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  ),
});

/**
 * Reads the gateway's configuration from environment variables. Throws a ConfigError whose
 * message names every bad variable, so a deploy with a typo stops at once instead of failing
 * on the first visitor's submission.
 */
export function parseGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid gateway configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = result.data;
  return {
    projectId: e.SANITY_PROJECT_ID,
    dataset: e.SANITY_DATASET,
    apiVersion: e.SANITY_API_VERSION,
    token: e.SANITY_TOKEN,
    apiHost: e.SANITY_API_HOST,
    allowedOrigins: e.ALLOWED_ORIGINS,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    contentTimeoutMs: e.CONTENT_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
  };
}
