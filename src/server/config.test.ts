// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../content/constants';
import { ConfigError, parseGatewayConfig } from './config';
import { parseAddressList } from './ops/address-list';

const SPAM_KEY = 'k'.repeat(32);
const base = { SANITY_PROJECT_ID: 'kalpa', SANITY_TOKEN: 'sk-secret', ALTCHA_HMAC_KEY: SPAM_KEY };

function errorOf(env: Record<string, string | undefined>): string {
  try {
    parseGatewayConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('configuration was accepted');
}

describe('gateway configuration', () => {
  it('fills in the documented defaults', () => {
    expect(parseGatewayConfig(base)).toEqual({
      projectId: 'kalpa',
      dataset: 'production',
      apiVersion: '2026-03-07',
      token: 'sk-secret',
      apiHost: undefined,
      allowedOrigins: [],
      rateLimit: { max: 10, windowMs: 60_000 },
      contentTimeoutMs: 10_000,
      trustProxy: false,
      redisUrl: undefined,
      mail: undefined,
      logLevel: 'info',
      metricsAllow: parseAddressList('127.0.0.0/8,::1'),
      outboxDir: '.data/outbox',
      partners: [],
      spamKey: SPAM_KEY,
      partnerCopies: { perHour: 10, perDay: 50 },
      uploadBytesPerDay: 5 * RESUME_MAX_BYTES,
    });
  });

  it('reads every variable', () => {
    const config = parseGatewayConfig({
      ...base,
      SANITY_DATASET: 'staging',
      SANITY_API_VERSION: '2025-01-01',
      SANITY_API_HOST: 'http://localhost:4599/',
      ALLOWED_ORIGINS: ' https://dealer.example , http://localhost:8080',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_MS: '30000',
      CONTENT_TIMEOUT_MS: '2500',
      TRUST_PROXY: 'true',
      PARTNER_COPIES_PER_HOUR: '5',
      PARTNER_COPIES_PER_DAY: '20',
    });
    expect(config).toMatchObject({
      dataset: 'staging',
      apiVersion: '2025-01-01',
      apiHost: 'http://localhost:4599',
      allowedOrigins: ['https://dealer.example', 'http://localhost:8080'],
      rateLimit: { max: 5, windowMs: 30_000 },
      contentTimeoutMs: 2500,
      trustProxy: true,
      partnerCopies: { perHour: 5, perDay: 20 },
    });
  });

  it('treats blank optional variables as unset', () => {
    const config = parseGatewayConfig({ ...base, SANITY_DATASET: '', RATE_LIMIT_MAX: ' ' });
    expect(config.dataset).toBe('production');
    expect(config.rateLimit.max).toBe(10);
  });

  it.each([
    ['SANITY_TOKEN', { SANITY_PROJECT_ID: 'kalpa' }],
    ['SANITY_TOKEN', { ...base, SANITY_TOKEN: '' }],
    ['SANITY_PROJECT_ID', { SANITY_TOKEN: 't' }],
    ['SANITY_PROJECT_ID', { ...base, SANITY_PROJECT_ID: 'Kalpa Resins' }],
    ['SANITY_API_VERSION', { ...base, SANITY_API_VERSION: 'latest' }],
    ['SANITY_API_HOST', { ...base, SANITY_API_HOST: 'localhost:4599' }],
    ['ALLOWED_ORIGINS', { ...base, ALLOWED_ORIGINS: 'https://dealer.example/' }],
    ['ALLOWED_ORIGINS', { ...base, ALLOWED_ORIGINS: '*' }],
    ['RATE_LIMIT_MAX', { ...base, RATE_LIMIT_MAX: 'ten' }],
    ['RATE_LIMIT_WINDOW_MS', { ...base, RATE_LIMIT_WINDOW_MS: '-1' }],
    ['CONTENT_TIMEOUT_MS', { ...base, CONTENT_TIMEOUT_MS: '1.5' }],
    ['TRUST_PROXY', { ...base, TRUST_PROXY: 'yes' }],
    ['PARTNER_COPIES_PER_HOUR', { ...base, PARTNER_COPIES_PER_HOUR: '0' }],
    ['PARTNER_COPIES_PER_DAY', { ...base, PARTNER_COPIES_PER_DAY: 'many' }],
    ['UPLOAD_BYTES_PER_DAY', { ...base, UPLOAD_BYTES_PER_DAY: '25MB' }],
    // Less than one resume of the largest size: such a resume could never be uploaded.
    ['UPLOAD_BYTES_PER_DAY', { ...base, UPLOAD_BYTES_PER_DAY: String(RESUME_MAX_BYTES - 1) }],
    ['ALTCHA_HMAC_KEY', { ...base, ALTCHA_HMAC_KEY: undefined }],
    ['ALTCHA_HMAC_KEY', { ...base, ALTCHA_HMAC_KEY: 'short-secret' }],
    ['ALTCHA_HMAC_KEY', { ...base, ALTCHA_HMAC_KEY: ` ${SPAM_KEY}` }],
  ])('refuses to start and names %s', (variable, env) => {
    expect(errorOf(env)).toMatch(new RegExp(`^\\s*${variable} `, 'm'));
  });

  it('names every bad variable at once', () => {
    const message = errorOf({ RATE_LIMIT_MAX: '0' });
    for (const name of ['SANITY_PROJECT_ID', 'SANITY_TOKEN', 'RATE_LIMIT_MAX']) {
      expect(message).toContain(name);
    }
  });

  it('never repeats the token or the spam key in its message', () => {
    const message = errorOf({ ...base, SANITY_TOKEN: 'sk-secret', TRUST_PROXY: 'maybe' });
    expect(message).not.toContain('sk-secret');
    expect(errorOf({ ...base, ALTCHA_HMAC_KEY: 'too-short-key' })).not.toContain('too-short-key');
  });

  it('reads the Redis and mail variables', () => {
    const config = parseGatewayConfig({
      ...base,
      REDIS_URL: 'redis://:secret@redis.internal:6379/2',
      SMTP_URL: 'smtps://website%40kalparesins.example:pw@mail.example:465',
      NOTIFY_TO: 'sales@kalparesins.example, hr@kalparesins.example',
    });
    expect(config.redisUrl).toBe('redis://:secret@redis.internal:6379/2');
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://website%40kalparesins.example:pw@mail.example:465',
      to: ['sales@kalparesins.example', 'hr@kalparesins.example'],
      from: 'Kalpa Resins website <website@kalparesins.example>',
      fileBaseUrl: 'https://cdn.sanity.io/files/kalpa/production',
    });
    expect(
      parseGatewayConfig({
        ...base,
        SMTP_URL: 'smtp://mail.example:25',
        NOTIFY_TO: 'sales@kalparesins.example',
        NOTIFY_FROM: 'Website <no-reply@kalparesins.example>',
        NOTIFY_FILE_BASE_URL: 'https://files.kalparesins.example/resumes/',
      }).mail,
    ).toMatchObject({
      from: 'Website <no-reply@kalparesins.example>',
      fileBaseUrl: 'https://files.kalparesins.example/resumes',
    });
  });

  it.each([
    [{ REDIS_URL: 'http://redis:6379' }, 'REDIS_URL must be a URL like redis://'],
    [
      { SMTP_URL: 'mail.example:25', NOTIFY_TO: 'a@b.example' },
      'SMTP_URL must be a URL like smtps://',
    ],
    [{ SMTP_URL: 'smtp://mail.example' }, 'NOTIFY_TO is required when SMTP_URL is set'],
    [{ NOTIFY_TO: 'a@b.example' }, 'SMTP_URL is required when NOTIFY_TO is set'],
    [
      { SMTP_URL: 'smtp://m.example', NOTIFY_TO: 'a@b.example\r\nBcc: spy@evil.example' },
      'NOTIFY_TO must be a comma list of e-mail addresses',
    ],
    [
      {
        SMTP_URL: 'smtp://m.example',
        NOTIFY_TO: 'a@b.example',
        NOTIFY_FROM: 'Site\r\nBcc: <x@y.example>',
      },
      'NOTIFY_FROM must be an address or Name <address>',
    ],
    [
      {
        SMTP_URL: 'smtp://m.example',
        NOTIFY_TO: 'a@b.example',
        NOTIFY_FILE_BASE_URL: 'ftp://files',
      },
      'NOTIFY_FILE_BASE_URL must be an http(s) URL',
    ],
  ])('refuses %j naming the variable', (env, message) => {
    expect(errorOf({ ...base, ...env })).toContain(message);
  });
});
