// @vitest-environment node
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

function runCli(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const inherited = { ...process.env };
  delete inherited.SANITY_TOKEN;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve('dev/content-service/main.ts')],
    {
      env: { ...inherited, CONTENT_PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, stderr })));
}

describe('content service command line', () => {
  it('refuses to start without SANITY_TOKEN and names the variable', async () => {
    const { code, stderr } = await runCli({});
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration: SANITY_TOKEN is required');
  });

  it('refuses an ALLOWED_ORIGINS entry that is not a URL and names the variable', async () => {
    const { code, stderr } = await runCli({ SANITY_TOKEN: 't', ALLOWED_ORIGINS: 'localhost' });
    expect(code).toBe(1);
    expect(stderr).toContain('ALLOWED_ORIGINS');
  });
});
