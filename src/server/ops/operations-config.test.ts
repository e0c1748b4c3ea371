// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, parseGatewayConfig } from '../config';
import { addressAllowed } from './address-list';

const base = {
  SANITY_PROJECT_ID: 'kalpa',
  SANITY_TOKEN: 'sk-secret',
  ALTCHA_HMAC_KEY: 'k'.repeat(32),
};

function errorOf(env: Record<string, string>): string {
  try {
    parseGatewayConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('operations configuration', () => {
  it('lets only this machine read the metrics by default', () => {
    const { metricsAllow } = parseGatewayConfig(base);
    expect(addressAllowed(metricsAllow, '127.0.0.1')).toBe(true);
    expect(addressAllowed(metricsAllow, '::ffff:127.0.0.1')).toBe(true);
    expect(addressAllowed(metricsAllow, '::1')).toBe(true);
    expect(addressAllowed(metricsAllow, '10.0.0.5')).toBe(false);
  });

  it('reads METRICS_ALLOW, LOG_LEVEL and OUTBOX_DIR', () => {
    const config = parseGatewayConfig({
      ...base,
      METRICS_ALLOW: '10.1.0.0/16, 192.0.2.7',
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: '/var/lib/kalpa/outbox',
    });
    expect(addressAllowed(config.metricsAllow, '10.1.200.3')).toBe(true);
    expect(addressAllowed(config.metricsAllow, '192.0.2.7')).toBe(true);
    expect(addressAllowed(config.metricsAllow, '127.0.0.1')).toBe(false);
    expect(config.logLevel).toBe('warn');
    expect(config.outboxDir).toBe('/var/lib/kalpa/outbox');
    expect(parseGatewayConfig({ ...base, METRICS_ALLOW: 'none' }).metricsAllow).toEqual([]);
  });

  it.each([
    ['METRICS_ALLOW', { METRICS_ALLOW: '10.0.0.0/33' }],
    ['METRICS_ALLOW', { METRICS_ALLOW: 'localhost' }],
    ['METRICS_ALLOW', { METRICS_ALLOW: '*' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
  ])('refuses to start and names %s', (variable, env) => {
    expect(errorOf(env)).toMatch(new RegExp(`^\\s*${variable} `, 'm'));
  });
});
