import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResinWidgetsLoader } from './resin-widgets';

// Each widget module stands in for the real one: it records that it was loaded and defines its
// tag, exactly what the real element modules do (without React).
const loaded = vi.hoisted(() => [] as string[]);
function fakeElementModule(tag: string) {
  loaded.push(tag);
  customElements.define(tag, class extends HTMLElement {});
  return {};
}
vi.mock('../widgets/inquiry-form/inquiry-form-element', () =>
  fakeElementModule('resin-inquiry-form'),
);
vi.mock('../widgets/contact-form/contact-form-element', () =>
  fakeElementModule('resin-contact-form'),
);
vi.mock('../widgets/career-form/career-form-element', () => fakeElementModule('resin-career-form'));
vi.mock('../widgets/product-tabs/product-tabs-element', () =>
  fakeElementModule('resin-product-tabs'),
);
// The first attempt to fetch this one fails, as when the network drops for a moment.
const flaky = vi.hoisted(() => ({ failures: 1 }));
vi.mock('../widgets/application-list/application-list-element', () => {
  if (flaky.failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return fakeElementModule('resin-application-list');
});

const KEY = Symbol.for('resin-widgets.loader');
const loaderOnPage = () => (globalThis as { [KEY]?: ResinWidgetsLoader })[KEY];

beforeAll(async () => {
  document.body.innerHTML = '<resin-product-tabs tab="gelcoat"></resin-product-tabs>';
  await import('./resin-widgets');
});
afterAll(() => {
  document.body.innerHTML = '';
});

describe('the embed loader', () => {
  it('loads the code of a widget written before the script, and no other', async () => {
    await waitFor(() => expect(customElements.get('resin-product-tabs')).toBeDefined());
    expect(loaded).toEqual(['resin-product-tabs']);
    expect(document.querySelector('resin-product-tabs')).toBeInstanceOf(
      customElements.get('resin-product-tabs')!,
    );
  });

  it('loads a widget the host page adds later, also nested in other markup', async () => {
    const section = document.createElement('section');
    section.innerHTML = '<div><resin-inquiry-form application="Marine"></resin-inquiry-form></div>';
    document.body.append(section);
    await waitFor(() => expect(customElements.get('resin-inquiry-form')).toBeDefined());
    expect(loaded).toEqual(['resin-product-tabs', 'resin-inquiry-form']);
  });

  it('loads each widget once however many of its elements appear', async () => {
    document.body.append(document.createElement('resin-contact-form'));
    document.body.append(document.createElement('resin-contact-form'));
    await waitFor(() => expect(customElements.get('resin-contact-form')).toBeDefined());
    // Observers are told of a change in the order they were made: once this one has been, the
    // loader's has seen the third element too.
    const seen = new Promise<void>((done) => {
      const after = new MutationObserver(() => {
        after.disconnect();
        done();
      });
      after.observe(document.body, { childList: true, subtree: true });
    });
    document.body.append(document.createElement('resin-contact-form'));
    await seen;
    expect(loaded.filter((tag) => tag === 'resin-contact-form')).toEqual(['resin-contact-form']);
  });

  it('finds widgets inside a shadow root the page hands to observe()', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    loaderOnPage()?.observe(shadow);
    shadow.innerHTML = '<resin-career-form></resin-career-form>';
    await waitFor(() => expect(customElements.get('resin-career-form')).toBeDefined());
  });

  it('loads a widget on request before any element exists, and tries again after a failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const defined = loaderOnPage()?.load('resin-application-list');
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(errors.mock.calls[0]?.[0]).toBe(
      'resin-widgets: could not load <resin-application-list>',
    );
    expect(customElements.get('resin-application-list')).toBeUndefined();
    errors.mockRestore();
    // The next sighting of the tag fetches its code again, and the earlier request resolves.
    document.body.append(document.createElement('resin-application-list'));
    const element = await defined;
    expect(element).toBeDefined();
    expect(element).toBe(customElements.get('resin-application-list'));
  });

  it('a second copy of the script changes nothing and throws nothing', async () => {
    const first = loaderOnPage();
    vi.resetModules();
    await expect(import('./resin-widgets')).resolves.toBeDefined();
    expect(loaderOnPage()).toBe(first);
    expect(loaded).toEqual([
      'resin-product-tabs',
      'resin-inquiry-form',
      'resin-contact-form',
      'resin-career-form',
      'resin-application-list',
    ]);
  });
});
