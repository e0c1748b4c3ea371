import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SERVICE } from '../../content/constants';
import { RETENTION_DAYS, type RetentionPeriods } from '../../content/retention';
import { ConfigError, parseContentServiceConfig } from '../config';

/** Where the privacy command reads and writes, and the periods its sweep applies. */
export interface PrivacyConfig {
  content: {
    projectId: string;
    dataset: string;
    apiVersion: string;
    token: string;
    /** A Sanity-compatible API's base URL; unset means Sanity's hosted API. */
    apiHost: string | undefined;
  };
  /** Said in every report, so staff see which store a command touched. */
  target: string;
  retention: RetentionPeriods;
  /**
   * The secret mixed into an audit entry's hash of an identifier, so that the hash cannot be
   * reversed by hashing every phone number. `create` makes the local one on first use.
   */
  salt(options: { create: boolean }): string | undefined;
}

const SALT_VARIABLE = 'PRIVACY_AUDIT_SALT';
const SALT_MIN_LENGTH = 16;

/** The configuration variable of each retention period. */
export const RETENTION_VARIABLES: Readonly<Record<keyof RetentionPeriods, string>> = {
  contact: 'RETENTION_CONTACT_DAYS',
  inquiry: 'RETENTION_INQUIRY_DAYS',
  career: 'RETENTION_CAREER_DAYS',
  careerKept: 'RETENTION_CAREER_KEPT_DAYS',
  quotation: 'RETENTION_QUOTATION_DAYS',
  review: 'RETENTION_REVIEW_DAYS',
  sample: 'RETENTION_SAMPLE_DAYS',
  spam: 'RETENTION_SPAM_DAYS',
};

function retention(env: Record<string, string | undefined>): RetentionPeriods {
  const problems: string[] = [];
  const periods = { ...RETENTION_DAYS };
  for (const [rule, variable] of Object.entries(RETENTION_VARIABLES) as [
    keyof RetentionPeriods,
    string,
  ][]) {
    const raw = env[variable]?.trim();
    if (!raw) continue;
    if (/^[1-9]\d{0,5}$/.test(raw)) periods[rule] = Number(raw);
    else problems.push(`${variable} must be a whole number of days from 1 to 999999`);
  }
  if (problems.length === 0 && periods.careerKept < periods.career) {
    problems.push(
      `${RETENTION_VARIABLES.careerKept} must be at least ${RETENTION_VARIABLES.career} (${periods.career}): a CV kept on request is kept longer`,
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid privacy configuration:\n  ${problems.join('\n  ')}`);
  }
  return periods;
}

function checkedSalt(value: string, where: string): string {
  if (value.length < SALT_MIN_LENGTH) {
    throw new ConfigError(
      `Invalid privacy configuration:\n  ${where} must be at least ${SALT_MIN_LENGTH} characters`,
    );
  }
  return value;
}

/**
 * Reads the same variables as the gateway (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_TOKEN,
 * SANITY_API_HOST, SANITY_API_VERSION). With none of them set, it works on the local content
 * service `npm start` runs: CONTENT_PORT, and the token and salt kept in DATA_DIR.
 */
export function parsePrivacyConfig(env: Record<string, string | undefined>): PrivacyConfig {
  const periods = retention(env);
  const configuredSalt = env[SALT_VARIABLE]?.trim() || undefined;
  if (configuredSalt) checkedSalt(configuredSalt, SALT_VARIABLE);
  const remote = ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_TOKEN', 'SANITY_API_HOST'].some(
    (name) => env[name]?.trim(),
  );
  if (remote) {
    const gateway = parseContentServiceConfig(env);
    return {
      content: gateway,
      target: `${gateway.apiHost ?? `Sanity project ${gateway.projectId}`}, dataset ${gateway.dataset}`,
      retention: periods,
      salt: () => {
        if (configuredSalt) return configuredSalt;
        throw new ConfigError(
          `Invalid privacy configuration:\n  ${SALT_VARIABLE} is required (a secret of at least ${SALT_MIN_LENGTH} characters; keep it, or earlier audit entries can no longer be matched)`,
        );
      },
    };
  }
  const dataDir = env.DATA_DIR?.trim() || '.data';
  const port = env.CONTENT_PORT?.trim() || '4599';
  if (!/^\d{1,5}$/.test(port)) {
    throw new ConfigError('Invalid privacy configuration:\n  CONTENT_PORT must be a port number');
  }
  const tokenFile = join(dataDir, 'dev-token');
  if (!existsSync(tokenFile)) {
    throw new ConfigError(
      `No local content service token at ${tokenFile}: run npm start once (with the same DATA_DIR), or set SANITY_PROJECT_ID, SANITY_TOKEN and SANITY_API_HOST`,
    );
  }
  const apiHost = `http://localhost:${port}`;
  const saltFile = join(dataDir, 'privacy-salt');
  return {
    content: {
      projectId: 'local',
      dataset: CONTENT_SERVICE.dataset,
      apiVersion: CONTENT_SERVICE.apiVersion,
      token: readFileSync(tokenFile, 'utf8').trim(),
      apiHost,
    },
    target: `the local content service at ${apiHost} (${dataDir})`,
    retention: periods,
    salt: ({ create }) => {
      if (configuredSalt) return configuredSalt;
      if (existsSync(saltFile)) return checkedSalt(readFileSync(saltFile, 'utf8').trim(), saltFile);
      if (!create) return undefined;
      mkdirSync(dataDir, { recursive: true });
      const salt = randomBytes(32).toString('base64url');
      writeFileSync(saltFile, `${salt}\n`, { mode: 0o600, flag: 'wx' });
      return salt;
    },
  };
}
