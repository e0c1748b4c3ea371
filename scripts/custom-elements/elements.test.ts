import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TAGS } from './description';

// The real element modules: each registers its tag when imported.
beforeAll(async () => {
  await Promise.all([
    import('../../src/widgets/inquiry-form/inquiry-form-element'),
    import('../../src/widgets/contact-form/contact-form-element'),
    import('../../src/widgets/career-form/career-form-element'),
    import('../../src/widgets/product-tabs/product-tabs-element'),
    import('../../src/widgets/application-list/application-list-element'),
  ]);
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

describe.each(TAGS)('<$tag> matches its documentation', (doc) => {
  it('observes exactly the documented attributes', () => {
    const element = customElements.get(doc.tag) as
      (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
    expect(element).toBeDefined();
    expect([...(element?.observedAttributes ?? [])].sort()).toEqual(
      doc.attributes.map((a) => a.name).sort(),
    );
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
