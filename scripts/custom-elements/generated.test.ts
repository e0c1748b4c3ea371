// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_PROPERTIES } from '../../src/widgets/kit/shared-docs';
import { customPropertiesIn, expectedFiles, readStylesheet, tagCustomProperties } from './manifest';
import { readTagDocs } from './tag-docs';

const TAGS = await readTagDocs();

describe('custom-elements.json and docs/embedding.md', () => {
  it('are up to date with the descriptors (npx tsx scripts/custom-elements/generate.ts)', async () => {
    for (const { file, text } of await expectedFiles()) {
      expect(readFileSync(file, 'utf8'), file).toBe(text);
    }
  }, 30_000);

  it('document every --resin-* custom property the widgets read', () => {
    const undocumented = TAGS.flatMap((tag) =>
      [...tagCustomProperties(tag).keys()].filter((name) => !CUSTOM_PROPERTIES[name]),
    );
    expect(undocumented).toEqual([]);
  });

  it('list only custom properties some widget reads', () => {
    const used = new Set(TAGS.flatMap((tag) => [...tagCustomProperties(tag).keys()]));
    expect(Object.keys(CUSTOM_PROPERTIES).filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('reading custom properties from CSS', () => {
  it('takes each property once with its first fallback, nested functions included', () => {
    const found = customPropertiesIn(
      '.a { color: var(--resin-text, rgb(1 2 3)); } .b { color: var(--resin-text, red); border-radius: var(--resin-radius); }',
    );
    expect([...found]).toEqual([
      ['--resin-text', 'rgb(1 2 3)'],
      ['--resin-radius', ''],
    ]);
  });

  it('follows @import as the inline CSS import does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'resin-css-'));
    mkdirSync(join(dir, 'ui'));
    writeFileSync(join(dir, 'ui', 'modal.css'), '.m { color: var(--resin-modal-text, #111); }');
    writeFileSync(join(dir, 'form.css'), "@import './ui/modal.css';\n.f { color: red; }");
    const css = readStylesheet(join(dir, 'form.css'));
    rmSync(dir, { recursive: true, force: true });
    expect(css).not.toContain('@import');
    expect([...customPropertiesIn(css).keys()]).toEqual(['--resin-modal-text']);
  });
});
