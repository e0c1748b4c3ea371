// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  KIT_FOLDER,
  LOADER_FILE,
  REPO,
  WIDGETS_DIR,
  loaderEntries,
  readWidgets,
  widgetFolders,
} from './widgets';

const widgets = await readWidgets();
const entries = loaderEntries();

/** The src/widgets folder a file or import target lies in ('' outside src/widgets). */
function widgetFolderOf(path: string): string {
  const inside = relative(join(REPO, WIDGETS_DIR), path);
  return inside.startsWith('..') ? '' : (inside.split(/[\\/]/)[0] ?? '');
}

/** Every module a source file imports (static, dynamic, CSS @import, vi.mock), resolved. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern = /(?:\bfrom\s+|\bimport\s*\(?\s*|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map(([, target = '']) => resolve(dirname(file), target));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the widget folders and the loader', () => {
  it('find a widget with its descriptor and element module in every folder but kit', () => {
    expect(widgets.map((w) => w.folder).sort()).toEqual(widgetFolders());
    expect(widgets.length).toBeGreaterThan(0);
  });

  it('load every widget folder: one loader line per folder, importing its element module', () => {
    const expected = widgets.map((w) => ({
      tag: w.widget.tag,
      specifier: `../widgets/${w.folder}/${w.folder}-element`,
    }));
    expect([...entries].sort((a, b) => a.tag.localeCompare(b.tag))).toEqual(
      expected.sort((a, b) => a.tag.localeCompare(b.tag)),
    );
  });

  it('read every line of the loader map (none written in a shape this test would miss)', () => {
    const source = readFileSync(join(REPO, LOADER_FILE), 'utf8');
    expect(source.match(/import\(/g)?.length).toBe(entries.length);
  });

  it('give every widget its own tag', () => {
    const tags = widgets.map((w) => w.widget.tag);
    expect(new Set(tags).size).toBe(tags.length);
  });
});

describe('widget folders stand alone', () => {
  it.each(widgets.map((w) => w.folder))('%s imports no other widget', (folder) => {
    const foreign = filesUnder(join(REPO, WIDGETS_DIR, folder)).flatMap((file) =>
      importsOf(file)
        .map(widgetFolderOf)
        .filter((target) => target && target !== folder && target !== KIT_FOLDER)
        .map((target) => `${relative(REPO, file)} -> ${target}`),
    );
    expect(foreign).toEqual([]);
  });

  it('the kit and the forms import no widget', () => {
    const dirs = [join(REPO, WIDGETS_DIR, KIT_FOLDER), join(REPO, 'src/forms')];
    const into = dirs.flatMap((dir) =>
      filesUnder(dir).flatMap((file) =>
        importsOf(file)
          .map(widgetFolderOf)
          .filter((target) => target && target !== KIT_FOLDER)
          .map((target) => `${relative(REPO, file)} -> ${target}`),
      ),
    );
    expect(into).toEqual([]);
  });
});
