// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../content/retention';
import { parsePrivacyConfig } from './privacy-config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'privacy-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('privacy command configuration', () => {
  it('uses the variables of the gateway, and Sanity itself when no API host is set', () => {
    const config = parsePrivacyConfig({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_TOKEN: 'sk-secret',
      PRIVACY_AUDIT_SALT: 'a-long-enough-salt',
    });
    expect(config.content).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2026-03-07',
      token: 'sk-secret',
      apiHost: undefined,
    });
    expect(config.target).toBe('Sanity project abc123, dataset production');
    expect(config.retention).toEqual(RETENTION_DAYS);
    expect(config.salt({ create: true })).toBe('a-long-enough-salt');
  });

  it('uses the local content service, its token and a salt made once, when nothing is set', () => {
    writeFileSync(join(dataDir, 'dev-token'), 'dev-token-value\n');
    const config = parsePrivacyConfig({ DATA_DIR: dataDir, CONTENT_PORT: '5161' });
    expect(config.content).toMatchObject({
      apiHost: 'http://localhost:5161',
      token: 'dev-token-value',
    });
    expect(config.salt({ create: false })).toBeUndefined();
    const salt = config.salt({ create: true });
    expect(readFileSync(join(dataDir, 'privacy-salt'), 'utf8').trim()).toBe(salt);
    expect(parsePrivacyConfig({ DATA_DIR: dataDir }).salt({ create: true })).toBe(salt);
  });

  it('says how to get a token when npm start has never run', () => {
    expect(() => parsePrivacyConfig({ DATA_DIR: dataDir })).toThrow(
      `No local content service token at ${join(dataDir, 'dev-token')}: run npm start once`,
    );
  });

  it('refuses a short salt and names it', () => {
    expect(() =>
      parsePrivacyConfig({
        SANITY_PROJECT_ID: 'p',
        SANITY_TOKEN: 't',
        PRIVACY_AUDIT_SALT: 'short',
      }),
    ).toThrow('PRIVACY_AUDIT_SALT must be at least 16 characters');
  });

  it('reads each retention period from its variable', () => {
    writeFileSync(join(dataDir, 'dev-token'), 't');
    const config = parsePrivacyConfig({
      DATA_DIR: dataDir,
      RETENTION_CONTACT_DAYS: '400',
      RETENTION_SPAM_DAYS: ' 14 ',
    });
    expect(config.retention).toEqual({ ...RETENTION_DAYS, contact: 400, spam: 14 });
  });
});
