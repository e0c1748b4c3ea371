import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttributeSpec } from '../../src/widgets/kit/attributes';
import { tagDoc } from './tag-docs';
import { REPO, readWidgets } from './widgets';

const WIDGETS = await readWidgets();
const TAGS = WIDGETS.map(tagDoc);
const specOf = (tag: string, attribute: string): AttributeSpec | undefined =>
  WIDGETS.find((w) => w.widget.tag === tag)?.widget.attributes[attribute];

/** A value to set through the property, and what the property then reads back. */
function sample(spec: AttributeSpec | undefined): { set: unknown; get: unknown } {
  switch (spec?.type) {
    case 'boolean':
      return { set: true, get: true };
    case 'list':
      return { set: 'marine', get: ['marine'] };
    case 'enum': {
      const value = spec.values.at(-1);
      return { set: value, get: value };
    }
    default:
      return { set: 'https://gateway.example', get: 'https://gateway.example' };
  }
}
const modules = new Map<string, Record<string, unknown>>();

// The real element modules: each registers its tag when imported.
beforeAll(async () => {
  for (const doc of TAGS) {
    modules.set(doc.tag, (await import(join(REPO, doc.module))) as Record<string, unknown>);
  }
});

// A form touched by a test (autofocus counts) starts loading its checks and the toast library;
// let that settle while the page still exists, so no render comes after the test file ends.
afterEach(async () => {
  document.body.innerHTML = '';
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** Every part name in a shadow root (an element may carry several). */
function partsIn(root: ShadowRoot): Set<string> {
  const parts = new Set<string>();
  root.querySelectorAll('[part]').forEach((element) => {
    for (const name of (element.getAttribute('part') ?? '').split(/\s+/)) if (name) parts.add(name);
  });
  return parts;
}

/** The stylesheets a module imports with `?inline`, repo-relative. */
function inlineStylesheets(module: string): string[] {
  const source = readFileSync(join(REPO, module), 'utf8');
  return [...source.matchAll(/from '([^']+\.css)\?inline'/g)]
    .map(([, path = '']) => posix.join(dirname(module), path))
    .sort();
}

describe.each(TAGS)('<$tag> matches its documentation', (doc) => {
  it('is registered by its element module under the documented class name', () => {
    expect(customElements.get(doc.tag)).toBeDefined();
    expect(modules.get(doc.tag)?.[doc.className]).toBe(customElements.get(doc.tag));
  });

  it('observes exactly the documented attributes', () => {
    const element = customElements.get(doc.tag) as
      (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
    expect(element).toBeDefined();
    expect([...(element?.observedAttributes ?? [])].sort()).toEqual(
      doc.attributes.map((a) => a.name).sort(),
    );
  });

  it('styles its shadow root with the documented stylesheets', () => {
    expect(inlineStylesheets(doc.module)).toEqual([...doc.css].sort());
  });

  it('renders only documented parts, and every part documented as always there', async () => {
    const element = document.createElement(doc.tag);
    // Widgets with optional content show all of it: every boolean attribute on.
    for (const a of doc.attributes) {
      if (specOf(doc.tag, a.name)?.type === 'boolean') element.setAttribute(a.name, '');
    }
    document.body.append(element);
    const root = element.shadowRoot;
    expect(root).not.toBeNull();
    await waitFor(() => expect(partsIn(root!).size).toBeGreaterThan(1));

    const rendered = partsIn(root!);
    const documented = new Set(doc.parts.map((p) => p.name));
    expect([...rendered].filter((name) => !documented.has(name))).toEqual([]);
    const always = doc.parts.filter((p) => !p.when).map((p) => p.name);
    expect(always.filter((name) => !rendered.has(name))).toEqual([]);
  });

  it('mirrors each documented attribute in the documented property', () => {
    const element = document.createElement(doc.tag) as unknown as HTMLElement &
      Record<string, unknown>;
    for (const attribute of doc.attributes) {
      const { set, get } = sample(specOf(doc.tag, attribute.name));
      element[attribute.property] = set;
      expect(element.hasAttribute(attribute.name), attribute.name).toBe(true);
      expect(element[attribute.property], attribute.property).toEqual(get);
    }
  });
});
