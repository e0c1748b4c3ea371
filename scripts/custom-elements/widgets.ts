/**
 * Finds the widgets: every folder of src/widgets except the kit is one widget, with its
 * descriptor `<folder>.widget.ts` and its element module `<folder>-element.ts`. No list to keep:
 * a new folder is read as soon as it exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WidgetDocs, WidgetSpec } from '../../src/widgets/kit/widget-descriptor';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const WIDGETS_DIR = 'src/widgets';
/** The folder of src/widgets that holds what every widget uses, not a widget. */
export const KIT_FOLDER = 'kit';
export const LOADER_FILE = 'src/embed/resin-widgets.ts';

export interface WidgetSource {
  folder: string;
  /** Repo-relative paths. */
  descriptor: string;
  module: string;
  widget: WidgetSpec;
  docs: WidgetDocs;
}

export function widgetFolders(): string[] {
  return readdirSync(join(REPO, WIDGETS_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== KIT_FOLDER)
    .map((entry) => entry.name)
    .sort();
}

export interface LoaderEntry {
  tag: string;
  /** The module specifier it imports, relative to the loader. */
  specifier: string;
}

/** The loader's `'<tag>': () => import('<module>')` lines, in its order. */
export function loaderEntries(
  source = readFileSync(join(REPO, LOADER_FILE), 'utf8'),
): LoaderEntry[] {
  return [...source.matchAll(/'([a-z][a-z0-9-]*)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(
    ([, tag = '', specifier = '']) => ({ tag, specifier }),
  );
}

async function readWidget(folder: string): Promise<WidgetSource> {
  const descriptor = `${WIDGETS_DIR}/${folder}/${folder}.widget.ts`;
  const module = `${WIDGETS_DIR}/${folder}/${folder}-element.ts`;
  for (const file of [descriptor, module]) {
    if (!existsSync(join(REPO, file))) {
      throw new Error(`${file} is missing: every folder of ${WIDGETS_DIR} but kit is a widget`);
    }
  }
  const loaded = (await import(pathToFileURL(join(REPO, descriptor)).href)) as {
    widget?: WidgetSpec;
    docs?: () => WidgetDocs;
  };
  if (!loaded.widget || typeof loaded.docs !== 'function') {
    throw new Error(`${descriptor} must export \`widget\` and \`docs()\``);
  }
  return { folder, descriptor, module, widget: loaded.widget, docs: loaded.docs() };
}

/** Every widget, in the order the loader names them (any it lacks last, by folder). */
export async function readWidgets(): Promise<WidgetSource[]> {
  const order = loaderEntries().map((entry) => entry.tag);
  const rank = (tag: string) => (order.includes(tag) ? order.indexOf(tag) : order.length);
  const widgets = await Promise.all(widgetFolders().map(readWidget));
  return widgets.sort(
    (a, b) => rank(a.widget.tag) - rank(b.widget.tag) || a.folder.localeCompare(b.folder),
  );
}
