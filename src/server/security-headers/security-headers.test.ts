// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';
import { nginxHeaderLines } from './nginx-headers';
import { GATEWAY_HEADERS, partnerPolicy, sitePolicy } from './policies';

describe('inline script hashes', () => {
  it('hashes the exact text of each inline script a browser runs (known answers)', () => {
    expect(inlineScriptHashes('<p>x</p><script>alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
    // Whitespace and non-ASCII text are hashed as written, in UTF-8.
    expect(inlineScriptHashes('<script type="module">\n  var x = "é";\n</script>')).toEqual([
      "'sha256-8BNx2uFpFnmSKMKqXKi9lmtrPIqn422nxwizwEne7Kw='",
    ]);
  });

  it('leaves out scripts with src and data blocks such as JSON-LD, and names a script once', () => {
    const html = [
      '<script src="/assets/app.js"></script>',
      '<script type="module" src="./embed.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<SCRIPT TYPE='text/javascript'>alert(1)</SCRIPT>",
      '<script>alert(1)</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('the policies', () => {
  it("lets the site run only its own files and the hashed inline scripts, never 'unsafe-inline' or eval", () => {
    const policy = sitePolicy(["'sha256-abc='"]);
    const scripts = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1];
    expect(scripts).toBe("'self' 'sha256-abc='");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toMatch(/(?:^|; )object-src 'none'/);
    expect(policy).toMatch(/(?:^|; )frame-ancestors 'self'$/);
  });

  it('gives the gateway answers a policy that loads and runs nothing', () => {
    expect(GATEWAY_HEADERS['Content-Security-Policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(GATEWAY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });

  it('is the partner policy docs/embedding.md gives', () => {
    const guide = readFileSync('docs/embedding.md', 'utf8');
    expect(guide).toContain(
      `Content-Security-Policy: ${partnerPolicy('https://www.kalparesins.example')}\n`,
    );
  });

  it("is what the README's nginx example sends", () => {
    const readme = readFileSync('README.md', 'utf8');
    // The snippet's lines, unindented (the server block's own add_header lines are indented).
    const shown = readme.split('\n').filter((line) => line.startsWith('add_header '));
    expect(shown).toEqual(nginxHeaderLines(["'sha256-<hash>'"]));
  });
});
