import { describe, expect, it } from 'vitest';
import { loaderOrigin, siteRoot } from './loader-origin';

describe('where the widget code came from', () => {
  it('gives the origin of the loader or chunk URL as the default gateway', () => {
    expect(loaderOrigin('https://www.kalparesins.example/assets/messages-abc.js')).toBe(
      'https://www.kalparesins.example',
    );
  });

  it('gives the site root one folder above the chunk, also under a sub-path', () => {
    expect(siteRoot('https://cdn.example/resins/assets/messages-abc.js')).toBe(
      'https://cdn.example/resins/',
    );
  });

  it('gives nothing for a non-http URL, so the page origin is used instead', () => {
    expect(loaderOrigin('file:///work/src/widgets/kit/loader-origin.ts')).toBe('');
    expect(siteRoot('file:///work/src/widgets/kit/loader-origin.ts')).toBe('');
  });
});
