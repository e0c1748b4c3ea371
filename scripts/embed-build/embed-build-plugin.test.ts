import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { noStylesheets } from './embed-build-plugin';

/** Runs the plugin's check over a bundle of these file names, as the build would. */
function check(files: string[]) {
  const hook = noStylesheets().generateBundle;
  if (typeof hook !== 'function') throw new Error('the plugin has no generateBundle hook');
  const bundle = Object.fromEntries(files.map((file) => [file, {}])) as unknown as OutputBundle;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return () => Reflect.apply(hook, context, [{}, bundle, false]);
}

describe("the embed's build", () => {
  it('passes a bundle of scripts', () => {
    expect(check(['embed/resin-widgets.js', 'assets/widget-core-abc.js'])).not.toThrow();
  });

  it('fails on a stylesheet, which its preload helper would neither load nor wait for', () => {
    expect(check(['embed/resin-widgets.js', 'assets/widget-core-abc.css'])).toThrow(
      'The embed must not emit stylesheets (found assets/widget-core-abc.css)',
    );
  });
});
