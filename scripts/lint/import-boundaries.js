// A lint rule for the walls between the rooms of src/: each zone forbids files under `target`
// to import anything under `from`, except what lies under one of `except` (paths relative to
// `from`). Relative imports are resolved against the importing file, so the rule sees which
// folder an import reaches whatever the number of `../` it takes.
import { dirname, relative, resolve, sep } from 'node:path';

const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between the rooms of src/ go one way only.' },
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' }, root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { zones = [], root = process.cwd() } = context.options[0] ?? {};
    const file = context.physicalFilename;
    const active = zones
      .map((zone) => ({
        ...zone,
        target: resolve(root, zone.target),
        from: resolve(root, zone.from),
        except: (zone.except ?? []).map((path) => resolve(root, zone.from, path)),
      }))
      .filter((zone) => inside(file, zone.target));
    if (active.length === 0) return {};

    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = resolve(dirname(file), source.value.split('?')[0]);
      for (const zone of active) {
        if (!inside(imported, zone.from)) continue;
        if (zone.except.some((allowed) => inside(imported, allowed))) continue;
        context.report({
          node: source,
          message: `${zone.message} (${relative(root, imported)})`,
        });
      }
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
