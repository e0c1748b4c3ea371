import { describe, expect, it } from 'vitest';
import { define } from './define';

describe('define()', () => {
  it('registers a tag that is still free', () => {
    class First extends HTMLElement {}
    expect(define('resin-define-free', First)).toBe(true);
    expect(customElements.get('resin-define-free')).toBe(First);
  });

  it('leaves an already defined tag alone and does not throw', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    define('resin-define-twice', First);
    expect(() => define('resin-define-twice', Second)).not.toThrow();
    expect(define('resin-define-twice', Second)).toBe(false);
    expect(customElements.get('resin-define-twice')).toBe(First);
  });

  it('treats losing a race to another copy as already defined', () => {
    class Winner extends HTMLElement {}
    class Loser extends HTMLElement {}
    let checked = false;
    // A registry where another copy defines the tag between our get() and define().
    const registry = {
      get: (tag: string) => (checked ? customElements.get(tag) : ((checked = true), undefined)),
      define: (tag: string) => {
        customElements.define(tag, Winner);
        throw new DOMException(`"${tag}" has already been used`, 'NotSupportedError');
      },
    } as unknown as CustomElementRegistry;
    expect(define('resin-define-race', Loser, registry)).toBe(false);
    expect(customElements.get('resin-define-race')).toBe(Winner);
  });

  it('still reports a real definition error', () => {
    class Valid extends HTMLElement {}
    expect(() => define('NotAValidName', Valid)).toThrow();
  });
});
