/**
 * Writes custom-elements.json and the reference section of docs/embedding.md from each widget's
 * descriptor (src/widgets/<widget>/<widget>.widget.ts). `--check` only reports whether they are
 * up to date.
 *
 *   npx tsx scripts/custom-elements/generate.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expectedFiles } from './manifest';

const check = process.argv.includes('--check');
let stale = 0;
for (const { file, text } of await expectedFiles()) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // A missing file is simply stale.
  }
  if (current === text) continue;
  stale++;
  if (check)
    console.error(`${file} is out of date: run npx tsx scripts/custom-elements/generate.ts`);
  else writeFileSync(file, text);
}
if (check && stale > 0) process.exit(1);
if (!check) console.log(stale ? `Updated ${stale} file(s).` : 'Already up to date.');
