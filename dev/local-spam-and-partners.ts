import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_DEALER_ID } from '../src/content/dealers';
import type { Partner } from '../src/server/partners';

/**
 * The partner the demo pages play under `npm start`, and where its copies of leads go: the
 * dealer finder's demo dealer too, so a lead sent to it on /dealers/ reaches the same copy.
 */
export const DEMO_PARTNER = {
  name: 'Demo Dealer',
  notify: ['dealer@demo-partner.localhost'],
  dealer: DEMO_DEALER_ID,
} as const;

/**
 * The spam defence's key for local runs: ALTCHA_HMAC_KEY when set, else one made on first
 * start and kept in `<dataDir>/altcha-key`, like the dev token.
 */
export function devSpamKey(dataDir: string, env: Record<string, string | undefined>): string {
  if (env.ALTCHA_HMAC_KEY) return env.ALTCHA_HMAC_KEY;
  const file = join(dataDir, 'altcha-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/**
 * PARTNERS_FILE for a local run: the developer's own when set; else, when the demo pages are
 * served on a second origin, a file made for this run (its port may change) naming them a
 * partner and the demo dealer, so a lead sent from them, or to that dealer from the site's
 * dealer finder, shows the partner's copy in the local mail catcher.
 */
export function localPartnersFile(
  dataDir: string,
  env: Record<string, string | undefined>,
  demoOrigin: string | undefined,
): string | undefined {
  if (env.PARTNERS_FILE || !demoOrigin) return env.PARTNERS_FILE;
  const partners: Partner[] = [
    {
      name: DEMO_PARTNER.name,
      origins: [demoOrigin],
      notify: [...DEMO_PARTNER.notify],
      dealer: DEMO_PARTNER.dealer,
    },
  ];
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'demo-partners.json');
  writeFileSync(file, `${JSON.stringify(partners, null, 2)}\n`);
  return file;
}
