import { describe, expect, it } from 'vitest';
import { loadedDepsFilter, staticImportsOf } from './loaded-deps';

// A partner page's graph in small: the loader runs the element, which imports the form and
// the shared chunks; the form loads its checks later.
const BUNDLE = {
  'embed/loader.js': { type: 'chunk', imports: [] },
  'assets/element.js': { type: 'chunk', imports: ['assets/form.js', 'assets/core.js'] },
  'assets/form.js': { type: 'chunk', imports: ['assets/kit.js', 'assets/core.js'] },
  'assets/kit.js': { type: 'chunk', imports: ['assets/core.js', 'embed/loader.js'] },
  'assets/core.js': { type: 'chunk', imports: [] },
  'assets/checks.js': { type: 'chunk', imports: ['assets/fields.js', 'assets/kit.js'] },
  'assets/fields.js': { type: 'chunk', imports: [] },
};

function resolveIn(bundle: typeof BUNDLE) {
  const filter = loadedDepsFilter();
  const hook = filter.plugin.generateBundle;
  if (!hook || typeof hook === 'function') throw new Error('expected an ordered generateBundle');
  Reflect.apply(hook.handler, {}, [{}, bundle, false]);
  return filter.resolve;
}

describe("the embed's preload lists", () => {
  it('knows the chunks a chunk has run before its own code: its static imports, transitively', () => {
    expect([...staticImportsOf(BUNDLE, 'assets/form.js')].sort()).toEqual([
      'assets/core.js',
      'assets/form.js',
      'assets/kit.js',
      'embed/loader.js',
    ]);
  });

  it('names only what a lazy import adds to what its chunk has already run', () => {
    const resolve = resolveIn(BUNDLE);
    const deps = ['assets/checks.js', 'assets/fields.js', 'assets/kit.js', 'assets/core.js'];
    expect(resolve('assets/checks.js', deps, { hostId: 'assets/form.js' })).toEqual([
      'assets/checks.js',
      'assets/fields.js',
    ]);
  });

  it('keeps every file for the loader, which has run nothing of a widget yet', () => {
    const resolve = resolveIn(BUNDLE);
    const deps = ['assets/element.js', 'assets/form.js', 'assets/kit.js', 'assets/core.js'];
    expect(resolve('assets/element.js', deps, { hostId: 'embed/loader.js' })).toEqual(deps);
  });
});
