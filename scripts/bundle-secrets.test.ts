// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Strings only @sanity/client's code carries: its name, its API hosts, its help links.
const CLIENT_MARKERS = ['@sanity/client', 'api.sanity.io', 'apicdn.sanity.io', 'sanity.io/help'];
const SERVER_TOKEN = 'sk-server-token-must-not-leak-7f3a9c';
const BROWSER_TOKEN = 'sk-vite-token-must-not-leak-2b8e4d';

interface Build {
  dir: string;
  log: string;
  files: Map<string, string>;
}

/** A production build into a temp folder, with tokens in the environment it must not take in. */
async function build(extraEnv: Record<string, string>): Promise<Build> {
  const dir = mkdtempSync(join(tmpdir(), 'resin-bundle-'));
  const { stdout, stderr } = await run(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      env: {
        ...process.env,
        OUT_DIR: dir,
        SANITY_TOKEN: SERVER_TOKEN,
        VITE_SANITY_TOKEN: BROWSER_TOKEN,
        VITE_SANITY_PROJECT_ID: 'bundle-test',
        VITE_SUBMIT_MODE: '',
        ...extraEnv,
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const files = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    if (statSync(path).isFile() && /\.(js|mjs|css|html|json|map|txt|svg)$/.test(name)) {
      files.set(name, readFileSync(path, 'utf8'));
    }
  }
  return { dir, log: stdout + stderr, files };
}

function filesContaining(b: Build, needle: string): string[] {
  return [...b.files].filter(([, text]) => text.includes(needle)).map(([name]) => name);
}

describe('default build (submissions through the gateway)', () => {
  let b: Build;
  beforeAll(async () => {
    b = await build({});
  }, 180_000);
  afterAll(() => rmSync(b.dir, { recursive: true, force: true }));

  it('ships the gateway client, so the scan below looks at the code that submits', () => {
    expect(filesContaining(b, '/api/contact').length).toBeGreaterThan(0);
  });

  it.each(CLIENT_MARKERS)('contains no @sanity/client code (%s) in any browser file', (marker) => {
    expect(filesContaining(b, marker)).toEqual([]);
  });

  it('contains neither the server token nor a VITE_ token set at build time', () => {
    expect(filesContaining(b, SERVER_TOKEN)).toEqual([]);
    expect(filesContaining(b, BROWSER_TOKEN)).toEqual([]);
  });

  it('prints no direct-mode warning', () => {
    expect(b.log).not.toContain('write token will be public');
  });
});

describe('direct mode build (the original browser-to-content-service design, off by default)', () => {
  let b: Build;
  beforeAll(async () => {
    b = await build({ VITE_SUBMIT_MODE: 'direct' });
  }, 180_000);
  afterAll(() => rmSync(b.dir, { recursive: true, force: true }));

  it('warns loudly that the write token will be public', () => {
    expect(b.log).toContain('the write token will be public in the browser bundle');
  });

  it('puts @sanity/client and the token only in a chunk loaded on demand', () => {
    const withClient = filesContaining(b, 'apicdn.sanity.io');
    const withToken = filesContaining(b, BROWSER_TOKEN);
    // Proves the scan above would have caught them.
    expect(withClient.length).toBeGreaterThan(0);
    expect(withToken.length).toBeGreaterThan(0);
    const html = b.files.get('index.html') ?? '';
    for (const name of [...withClient, ...withToken]) {
      expect(name.startsWith('embed/')).toBe(false);
      expect(html).not.toContain(name.split('/').pop());
    }
    expect(filesContaining(b, SERVER_TOKEN)).toEqual([]);
  });
});
