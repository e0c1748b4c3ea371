import * as z from 'zod';
import { CONTENT_SERVICE, RESUME_MAX_BYTES } from '../content/constants';
import { LOOPBACK_ONLY, parseAddressList, type AddressRange } from './ops/address-list';
import { LOG_LEVELS, type LogLevel } from './ops/log-lines';
import { ADDRESS, ADDRESS_PART, isOrigin } from './config-formats';
import { parsePartners, type Partner } from './partners';
import { PARTNER_COPY_DEFAULTS, type PartnerCopyLimit } from './mail/partner-limit';

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
  /** Redis shared by every instance: the rate limit and the mail outbox. Unset: in process. */
  redisUrl: string | undefined;
  /** Staff notification by e-mail; unset when SMTP_URL is not set. */
  mail: MailConfig | undefined;
  /** Operations: the JSON log's level, who may read /metrics, where mail waits without Redis. */
  logLevel: LogLevel;
  metricsAllow: AddressRange[];
  outboxDir: string;
  /** Partner sites (PARTNERS_FILE): their origins may submit; their leads are named and copied. */
  partners: Partner[];
  /** Signs proof-of-work challenges and start tokens; the same on every instance. */
  spamKey: string;
  /** Copies of leads a partner gets each hour and day; past them they wait in its digest. */
  partnerCopies: PartnerCopyLimit;
  /** Bytes of resumes one client address may upload in a UTC day; past it the answer is 429. */
  uploadBytesPerDay: number;
}

export interface MailConfig {
  /** `smtp://` or `smtps://` URL of the mail server, credentials included. */
  smtpUrl: string;
  /** Staff addresses each submission is sent to. */
  to: string[];
  /** Sender, an address or `Name <address>`. */
  from: string;
  /** Base URL of stored files: the resume link is `<base>/<sha1>.pdf`. */
  fileBaseUrl: string;
}

export const GATEWAY_DEFAULTS = {
  dataset: CONTENT_SERVICE.dataset,
  apiVersion: CONTENT_SERVICE.apiVersion,
  rateLimitMax: 10,
  rateLimitWindowMs: 60_000,
  contentTimeoutMs: 10_000,
  metricsAllow: LOOPBACK_ONLY,
  outboxDir: '.data/outbox',
  /** Five resumes of the largest size a day from one address: a person's retries and more. */
  uploadBytesPerDay: 5 * RESUME_MAX_BYTES,
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

const ADDRESS_OR_NAMED = new RegExp(
  `^(?:${ADDRESS_PART}|[^\\u0000-\\u001f\\u007f<>"]+ <${ADDRESS_PART}>)$`,
);

function isSmtpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isRedisUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHttpBase(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const SPAM_KEY_RULE =
  'is required: a random secret of at least 32 characters, the same on every gateway instance (e.g. openssl rand -base64 32)';

// Below one resume of the largest size, an applicant with such a file could never upload it.
const UPLOAD_QUOTA_RULE = `must be a whole number of bytes, at least ${RESUME_MAX_BYTES} (one resume of the largest size)`;

const optionalUrl = (check: (v: string) => boolean, message: string) =>
  z.preprocess(blankToUndefined, z.string().refine(check, message).optional());

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
  REDIS_URL: optionalUrl(isRedisUrl, 'must be a URL like redis://localhost:6379'),
  SMTP_URL: optionalUrl(isSmtpUrl, 'must be a URL like smtps://user:pass@mail.example:465'),
  NOTIFY_TO: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => list.length > 0 && list.every((a) => ADDRESS.test(a)),
        'must be a comma list of e-mail addresses like sales@example.com',
      )
      .optional(),
  ),
  NOTIFY_FROM: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (v) => ADDRESS_OR_NAMED.test(v.trim()),
        'must be an address or Name <address>, e.g. Website <no-reply@example.com>',
      )
      .optional(),
  ),
  ALTCHA_HMAC_KEY: z
    .string({ error: SPAM_KEY_RULE })
    .refine((v) => v.trim().length >= 32 && v === v.trim(), SPAM_KEY_RULE),
  PARTNERS_FILE: z.preprocess(blankToUndefined, z.string().optional()),
  NOTIFY_FILE_BASE_URL: optionalUrl(
    isHttpBase,
    'must be an http(s) URL such as https://cdn.sanity.io/files/<project>/<dataset>',
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  METRICS_ALLOW: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(GATEWAY_DEFAULTS.metricsAllow)
      .refine(
        (v) => parseAddressList(v) !== undefined,
        'must be a comma list of addresses and networks like 127.0.0.1,10.0.0.0/8,::1, or none',
      )
      .transform((v) => parseAddressList(v) ?? []),
  ),
  OUTBOX_DIR: z.preprocess(blankToUndefined, z.string().default(GATEWAY_DEFAULTS.outboxDir)),
  PARTNER_COPIES_PER_HOUR: positiveInt(PARTNER_COPY_DEFAULTS.perHour),
  PARTNER_COPIES_PER_DAY: positiveInt(PARTNER_COPY_DEFAULTS.perDay),
  UPLOAD_BYTES_PER_DAY: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: UPLOAD_QUOTA_RULE })
      .int(UPLOAD_QUOTA_RULE)
      .min(RESUME_MAX_BYTES, UPLOAD_QUOTA_RULE)
      .default(GATEWAY_DEFAULTS.uploadBytesPerDay),
  ),
});

type Env = z.infer<typeof schema>;

/** A sender when NOTIFY_FROM is unset: the SMTP login when it is an address, else no-reply@host. */
function defaultSender(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  return `Kalpa Resins website <${ADDRESS.test(user) ? user : `no-reply@${url.hostname}`}>`;
}

function mailConfig(e: Env): MailConfig | undefined {
  if (!e.SMTP_URL || !e.NOTIFY_TO) return undefined;
  return {
    smtpUrl: e.SMTP_URL,
    to: e.NOTIFY_TO,
    from: e.NOTIFY_FROM?.trim() ?? defaultSender(e.SMTP_URL),
    fileBaseUrl: (
      e.NOTIFY_FILE_BASE_URL ??
      `https://cdn.sanity.io/files/${e.SANITY_PROJECT_ID}/${e.SANITY_DATASET}`
    ).replace(/\/+$/, ''),
  };
}

/** Node's (and Node-compatible runtimes') file reading, without importing node:fs up front. */
function readWithNode(path: string): string {
  const fs = globalThis.process?.getBuiltinModule?.('node:fs');
  if (!fs) throw new Error('this platform has no file system');
  return fs.readFileSync(path, 'utf8');
}

function loadPartners(path: string, readFile = readWithNode): Partner[] {
  try {
    let text: string;
    try {
      text = readFile(path);
    } catch (err) {
      const reason = (err as { code?: string }).code ?? (err instanceof Error ? err.message : '');
      throw new Error(`cannot be read (${reason})`);
    }
    return parsePartners(text);
  } catch (err) {
    throw new ConfigError(
      `Invalid gateway configuration:\n  PARTNERS_FILE (${path}) ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

/** The content service's part of the configuration: what a staff command needs, and no more. */
export type ContentServiceConfig = Pick<
  GatewayConfig,
  'projectId' | 'dataset' | 'apiVersion' | 'token' | 'apiHost'
>;

const contentSchema = schema.pick({
  SANITY_PROJECT_ID: true,
  SANITY_DATASET: true,
  SANITY_API_VERSION: true,
  SANITY_TOKEN: true,
  SANITY_API_HOST: true,
});

function invalid(issues: readonly { path: PropertyKey[]; message: string }[]): ConfigError {
  const lines = issues.map((i) => `${i.path.join('.')} ${i.message}`);
  return new ConfigError(`Invalid gateway configuration:\n  ${lines.join('\n  ')}`);
}

/**
 * Reads only the content service's variables, with the gateway's rules: a command that reads
 * and deletes stored documents has no use for the spam key, mail or partners.
 */
export function parseContentServiceConfig(
  env: Record<string, string | undefined>,
): ContentServiceConfig {
  const result = contentSchema.safeParse(env);
  if (!result.success) throw invalid(result.error.issues);
  const e = result.data;
  return {
    projectId: e.SANITY_PROJECT_ID,
    dataset: e.SANITY_DATASET,
    apiVersion: e.SANITY_API_VERSION,
    token: e.SANITY_TOKEN,
    apiHost: e.SANITY_API_HOST,
  };
}

/**
 * Reads the gateway's configuration from environment variables. Throws a ConfigError whose
 * message names every bad variable, so a deploy with a typo stops at once instead of failing
 * on the first visitor's submission.
 */
export function parseGatewayConfig(
  env: Record<string, string | undefined>,
  options: { readFile?: (path: string) => string } = {},
): GatewayConfig {
  const result = schema.safeParse(env);
  if (!result.success) throw invalid(result.error.issues);
  const e = result.data;
  // Half a mail setup would drop every notification without a word: refuse it instead.
  if (e.SMTP_URL && !e.NOTIFY_TO) {
    throw new ConfigError(
      'Invalid gateway configuration:\n  NOTIFY_TO is required when SMTP_URL is set (a comma list of staff addresses)',
    );
  }
  if (e.NOTIFY_TO && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid gateway configuration:\n  SMTP_URL is required when NOTIFY_TO is set (e.g. smtps://user:pass@mail.example:465)',
    );
  }
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
    redisUrl: e.REDIS_URL,
    mail: mailConfig(e),
    logLevel: e.LOG_LEVEL,
    metricsAllow: e.METRICS_ALLOW,
    outboxDir: e.OUTBOX_DIR,
    partners: e.PARTNERS_FILE ? loadPartners(e.PARTNERS_FILE, options.readFile) : [],
    spamKey: e.ALTCHA_HMAC_KEY,
    partnerCopies: { perHour: e.PARTNER_COPIES_PER_HOUR, perDay: e.PARTNER_COPIES_PER_DAY },
    uploadBytesPerDay: e.UPLOAD_BYTES_PER_DAY,
  };
}
