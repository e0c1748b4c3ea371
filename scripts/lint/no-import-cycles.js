// A lint rule against import circles: a module that, through its imports, ends up importing
// itself. In a circle the order in which modules run depends on which one a page reaches first,
// so a value read at load time can be undefined in one bundle and fine in another. Every import
// counts, `import()` and type-only ones included: a circle of types alone still ties files that
// should be able to change apart. Relative imports only (packages cannot import our files).
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The source file a relative specifier names, or null (a stylesheet, a picture, a package). */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.split('?')[0]);
  const candidates = [
    base,
    ...SOURCE.map((ext) => base + ext),
    // An ESM specifier ending in .js may name the .ts file beside it.
    ...(base.endsWith('.js') ? ['.ts', '.tsx'].map((ext) => base.slice(0, -3) + ext) : []),
    ...SOURCE.map((ext) => join(base, `index${ext}`)),
  ];
  return (
    candidates.find((path) => SOURCE.some((ext) => path.endsWith(ext)) && isFile(path)) ?? null
  );
}

// The imports of every file read so far, kept while its content is unchanged (one lint run, or
// an editor's long-lived process).
const cache = new Map();

function importsOf(file) {
  let stamp;
  try {
    stamp = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = cache.get(file);
  if (known && known.stamp === stamp) return known.imports;
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(
      info.importedFiles
        .map((entry) => resolveSpecifier(file, entry.fileName))
        .filter((path) => path !== null),
    ),
  ];
  cache.set(file, { stamp, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `file`, or null when there is none. */
function pathBack(start, file) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const current = queue.shift();
    for (const next of importsOf(current)) {
      if (next === file) {
        const chain = [current];
        for (let at = previous.get(current); at; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No module may import itself through other modules.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root = process.cwd() } = context.options[0] ?? {};
    const file = context.physicalFilename;
    const name = (path) => relative(root, path);

    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const imported = resolveSpecifier(file, source.value);
      if (!imported) return;
      const chain = imported === file ? [] : pathBack(imported, file);
      if (!chain) return;
      const circle = [file, ...chain, file].map(name).join(' -> ');
      context.report({ node: source, message: `Import circle: ${circle}` });
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'no-import-cycles': rule } };
