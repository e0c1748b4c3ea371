// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineStyle } from './render-routes';

describe('a stylesheet inlined into a prerendered page', () => {
  it('points its relative urls from the site root, where the page is shown', () => {
    const css =
      '.a{background:url(../images/x.webp)}.b{background:url("./tile.png")}' +
      ".c{background:url('data:image/svg+xml,%3Csvg/%3E')}.d{background:url(/abs.png)}";
    expect(inlineStyle(css, 'assets/page.css')).toBe(
      '.a{background:url(images/x.webp)}.b{background:url("assets/tile.png")}' +
        ".c{background:url('data:image/svg+xml,%3Csvg/%3E')}.d{background:url(/abs.png)}",
    );
  });

  it('cannot end the style element early', () => {
    expect(inlineStyle('.a::after{content:"</style>"}', 'assets/a.css')).not.toContain('</style');
  });
});
