// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload as preload } from './preload-modules';

const IMPORTER = 'https://kalparesins.example/embed/resin-widgets.js';
const links = () =>
  [...document.head.querySelectorAll('link')].map(
    (l) => `${l.rel} ${l.href} crossorigin=${l.getAttribute('crossorigin')}`,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the embed's preload helper", () => {
  it("asks for a widget's chunks beside it, as CORS module preloads, and imports it at once", async () => {
    const load = vi.fn(() => Promise.resolve('widget'));
    const done = preload(
      load,
      ['../assets/inquiry-form-element.js', '../assets/widget-core.js'],
      IMPORTER,
    );
    expect(load).toHaveBeenCalledOnce();
    expect(links()).toEqual([
      'modulepreload https://kalparesins.example/assets/inquiry-form-element.js crossorigin=',
      'modulepreload https://kalparesins.example/assets/widget-core.js crossorigin=',
    ]);
    await expect(done).resolves.toBe('widget');
  });

  it('asks for each chunk once, however many widgets share it', async () => {
    await preload(() => Promise.resolve(1), ['../assets/widget-forms.js'], IMPORTER);
    await preload(
      () => Promise.resolve(2),
      ['../assets/widget-forms.js', '../assets/contact-form-element.js'],
      IMPORTER,
    );
    expect(links().map((line) => line.split(' ')[1])).toEqual([
      'https://kalparesins.example/assets/widget-forms.js',
      'https://kalparesins.example/assets/contact-form-element.js',
    ]);
  });

  it('imports at once with nothing to preload, and passes on a failed import', async () => {
    await expect(preload(() => Promise.resolve('now'), undefined, IMPORTER)).resolves.toBe('now');
    await expect(
      preload(() => Promise.reject(new Error('offline')), ['../assets/x.js'], IMPORTER),
    ).rejects.toThrow('offline');
  });
});
