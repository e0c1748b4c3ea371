// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload as preload } from './preload-helper';
const IMPORTER = 'http://localhost/assets/site.js';

const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.href}`);
/** Says the stylesheet at `href` loaded (or failed), as a browser would. */
function settle(href: string, type: 'load' | 'error') {
  const link = [...document.head.querySelectorAll('link')].find((l) => l.href === href);
  link?.dispatchEvent(new Event(type));
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the preload helper', () => {
  it("asks for a chunk's imports and stylesheets next to it, and imports it once its styles are in", async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const done = preload(load, ['./react.js', './page.css'], IMPORTER);
    expect(links()).toEqual([
      'modulepreload http://localhost/assets/react.js',
      'stylesheet http://localhost/assets/page.css',
    ]);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    settle('http://localhost/assets/page.css', 'load');
    await expect(done).resolves.toBe('module');
    expect(load).toHaveBeenCalledOnce();
  });

  it('adds nothing twice, nor what the page already links', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="http://localhost/assets/react.js">';
    const first = preload(() => Promise.resolve(1), ['./react.js', './a.js'], IMPORTER);
    await first;
    await preload(() => Promise.resolve(2), ['./a.js', '../assets/react.js'], IMPORTER);
    expect(links()).toEqual([
      'modulepreload http://localhost/assets/react.js',
      'modulepreload http://localhost/assets/a.js',
    ]);
  });

  it('takes a stylesheet the page has inline, marked with its file, as loaded', async () => {
    document.head.innerHTML = '<style data-href="assets/page.css">main{}</style>';
    await expect(preload(() => Promise.resolve('now'), ['./page.css'], IMPORTER)).resolves.toBe(
      'now',
    );
    expect(links()).toEqual([]);
  });

  it("fails the import when a stylesheet cannot load, so the page's error screen shows", async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const done = preload(load, ['./broken.css'], IMPORTER);
    settle('http://localhost/assets/broken.css', 'error');
    await expect(done).rejects.toThrow(
      'Unable to preload CSS for http://localhost/assets/broken.css',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('imports at once when there is nothing to preload', async () => {
    await expect(preload(() => Promise.resolve('now'), [], IMPORTER)).resolves.toBe('now');
    expect(links()).toEqual([]);
  });
});
