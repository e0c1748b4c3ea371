// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseGatewayConfig } from './config';
import { DEMO_DEALER_ID } from '../content/dealers';
import { partnerOf, partnerOfDealer } from './partners';

const base = { SANITY_PROJECT_ID: 'kalpa', SANITY_TOKEN: 't', ALTCHA_HMAC_KEY: 'k'.repeat(32) };
const dir = mkdtempSync(join(tmpdir(), 'resin-partners-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function partnersFile(text: string): string {
  const file = join(dir, `partners-${files++}.json`);
  writeFileSync(file, text);
  return file;
}

const ACME = {
  name: 'Acme FRP',
  origins: ['https://acme-frp.example', 'https://www.acme-frp.example'],
  notify: ['sales@acme-frp.example'],
};
const LANKA = { name: 'Lanka Boats', origins: ['https://lanka.example'], notify: [] };

function refusal(text: string): string {
  const file = partnersFile(text);
  try {
    parseGatewayConfig({ ...base, PARTNERS_FILE: file });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as Error).message;
    // The message names the variable and the file, whatever is wrong in it.
    expect(message).toContain(`PARTNERS_FILE (${file})`);
    return message;
  }
  throw new Error('the partners file was accepted');
}

describe('PARTNERS_FILE', () => {
  it('reads the partners, whose origins then belong to them', () => {
    const config = parseGatewayConfig({
      ...base,
      PARTNERS_FILE: partnersFile(JSON.stringify([ACME, LANKA])),
    });
    expect(config.partners).toEqual([ACME, LANKA]);
    expect(partnerOf(config.partners, 'https://www.acme-frp.example')?.name).toBe('Acme FRP');
    expect(partnerOf(config.partners, 'https://dealer.example')).toBeUndefined();
    expect(partnerOf(config.partners, undefined)).toBeUndefined();
  });

  it("reads a dealer's entry, with or without a site of its own, and finds it by the dealer's id", () => {
    const shakti = { ...ACME, name: 'Shakti FRP', dealer: DEMO_DEALER_ID };
    const siteless = {
      name: 'Coimbatore Composites',
      origins: [],
      notify: ['leads@cbe.example'],
      dealer: 'kovai-resin-coimbatore',
    };
    const config = parseGatewayConfig({
      ...base,
      PARTNERS_FILE: partnersFile(JSON.stringify([shakti, siteless, LANKA])),
    });
    expect(config.partners).toEqual([shakti, siteless, LANKA]);
    expect(partnerOfDealer(config.partners, DEMO_DEALER_ID)?.name).toBe('Shakti FRP');
    expect(partnerOfDealer(config.partners, 'kovai-resin-coimbatore')?.notify).toEqual([
      'leads@cbe.example',
    ]);
    expect(partnerOfDealer(config.partners, 'nobody-anywhere')).toBeUndefined();
    expect(partnerOfDealer(config.partners, undefined)).toBeUndefined();
  });

  it('has no partners when unset or blank', () => {
    expect(parseGatewayConfig(base).partners).toEqual([]);
    expect(parseGatewayConfig({ ...base, PARTNERS_FILE: ' ' }).partners).toEqual([]);
  });

  it('accepts the example file in the repository', () => {
    const config = parseGatewayConfig({ ...base, PARTNERS_FILE: 'partners.example.json' });
    expect(config.partners.length).toBeGreaterThan(0);
  });

  it.each([
    ['not JSON', '[{"name": "Acme FRP",', 'is not valid JSON'],
    ['not an array', JSON.stringify(ACME), 'must hold a JSON array'],
    [
      'an origin with a path',
      JSON.stringify([{ ...ACME, origins: ['https://acme-frp.example/shop'] }]),
      '[0].origins[0] must be an exact origin like https://acme-frp.example',
    ],
    [
      'no origin',
      JSON.stringify([{ ...ACME, origins: [] }]),
      '[0].origins must list at least one origin',
    ],
    [
      'an address with a header in it',
      JSON.stringify([{ ...ACME, notify: ['sales@acme-frp.example\r\nBcc: spy@evil.example'] }]),
      '[0].notify[0] must be an e-mail address',
    ],
    ['a missing name', JSON.stringify([{ ...ACME, name: undefined }]), '[0].name must be text'],
    [
      'a misspelt field',
      JSON.stringify([{ name: 'Acme FRP', origins: ACME.origins, notfy: [] }]),
      'notfy',
    ],
    [
      'one origin for two partners',
      JSON.stringify([ACME, { ...LANKA, origins: ['https://acme-frp.example'] }]),
      '[1].origins[0] is already an origin of "Acme FRP"',
    ],
    [
      'a dealer the dealer finder does not list',
      JSON.stringify([{ ...ACME, dealer: 'acme-frp-nowhere' }]),
      '[0].dealer must be the id of a dealer of the dealer finder',
    ],
    [
      'one dealer for two entries',
      JSON.stringify([
        { ...ACME, dealer: DEMO_DEALER_ID },
        { ...LANKA, dealer: DEMO_DEALER_ID },
      ]),
      `[1].dealer is already the dealer of "Acme FRP"`,
    ],
    [
      'one name twice',
      JSON.stringify([ACME, { ...LANKA, name: 'Acme FRP' }]),
      '[1].name is used twice',
    ],
  ])('stops the gateway on %s, saying what is wrong', (_what, text, problem) => {
    expect(refusal(text)).toContain(problem);
  });

  it('stops the gateway when the file cannot be read', () => {
    const missing = join(dir, 'missing.json');
    expect(() => parseGatewayConfig({ ...base, PARTNERS_FILE: missing })).toThrow(
      `PARTNERS_FILE (${missing}) cannot be read (ENOENT)`,
    );
  });
});
