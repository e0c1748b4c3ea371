// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import cycles from './no-import-cycles.js';

const root = mkdtempSync(join(tmpdir(), 'resin-cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes a small tree of modules under a fresh folder and lints one of them. */
function lint(files: Record<string, string>, file: string) {
  const dir = mkdtempSync(join(root, 'tree-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const linter = new Linter({ configType: 'flat', cwd: dir });
  return linter
    .verify(
      readFileSync(join(dir, file), 'utf8'),
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { cycles },
          rules: { 'cycles/no-import-cycles': ['error', { root: dir }] },
        },
      ],
      join(dir, file),
    )
    .map((message) => message.message);
}

describe('no-import-cycles', () => {
  it('names a circle of three modules, however it is closed (a dynamic import, a type import)', () => {
    const tree = {
      'toast/notify.ts': "import { arrived } from './demand';\nexport const notify = arrived;\n",
      'toast/demand.ts':
        "import type { Notice } from './types';\nexport const arrived = true;\nexport const load = () => import('./runtime');\nexport type { Notice };\n",
      'toast/runtime.ts': "export { notify } from './notify';\n",
      'toast/types.ts': 'export interface Notice { message: string }\n',
    };
    expect(lint(tree, 'toast/demand.ts')).toEqual([
      'Import circle: toast/demand.ts -> toast/runtime.ts -> toast/notify.ts -> toast/demand.ts',
    ]);
    expect(lint(tree, 'toast/notify.ts')).toEqual([
      'Import circle: toast/notify.ts -> toast/demand.ts -> toast/runtime.ts -> toast/notify.ts',
    ]);
    // A type-only import closes a circle too.
    const typed = { ...tree, 'toast/types.ts': "import type { load } from './demand';\n" };
    expect(lint(typed, 'toast/types.ts')).toEqual([
      'Import circle: toast/types.ts -> toast/demand.ts -> toast/types.ts',
    ]);
  });

  it('is quiet for a tree without a circle, and ignores packages and stylesheets', () => {
    const tree = {
      'a.ts':
        "import './a.css?inline';\nimport 'react';\nimport { b } from './b';\nexport const a = b;\n",
      'a.css': '.a {}\n',
      'b.ts': "import { c } from './c/index';\nexport const b = c;\n",
      'c/index.ts': "import 'react';\nexport const c = 1;\n",
    };
    expect(lint(tree, 'a.ts')).toEqual([]);
    expect(lint(tree, 'b.ts')).toEqual([]);
  });

  it('finds a module that imports itself by a folder index', () => {
    const tree = { 'lib/index.ts': "export { x } from '../lib';\nexport const x = 1;\n" };
    expect(lint(tree, 'lib/index.ts')).toEqual(['Import circle: lib/index.ts -> lib/index.ts']);
  });
});
