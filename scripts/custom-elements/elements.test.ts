import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readTagDocs } from './tag-docs';
import { REPO } from './widgets';

const TAGS = await readTagDocs();
const modules = new Map<string, Record<string, unknown>>();

// The real element modules: each registers its tag when imported.
beforeAll(async () => {
  for (const doc of TAGS) {
    modules.set(doc.tag, (await import(join(REPO, doc.module))) as Record<string, unknown>);
  }
});

afterEach(() => {
  document.body.innerHTML = '';
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
    // Widgets with optional content show all of it.
    if (doc.attributes.some((a) => a.name === 'enquire')) element.setAttribute('enquire', '');
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
    const samples: Record<string, unknown> = { enquire: true, tab: 'optical', slugs: 'marine' };
    for (const attribute of doc.attributes) {
      const sample = samples[attribute.name] ?? 'https://gateway.example';
      element[attribute.property] = sample;
      expect(element.hasAttribute(attribute.name), attribute.name).toBe(true);
      expect(element[attribute.property], attribute.property).toEqual(
        attribute.name === 'slugs' ? ['marine'] : sample,
      );
    }
  });
});
