// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineStyle, pageDocument } from './page-document';
import { pageFile } from './render-routes';

describe('a stylesheet inlined into a page', () => {
  it('points its relative urls from the site root, the page’s base', () => {
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

describe("a page's file", () => {
  const template =
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Kalpa</title>\n' +
    '    <link rel="stylesheet" href="./assets/site.css"></head><body><div class="preloader"></div><div id="root"></div></body></html>';
  const page = {
    documentTitle: 'Products & grades | Kalpa',
    head: '<meta name="description" content="d">',
    styles: '<style data-href="assets/p.css">p{}</style>',
    app: { entry: 'assets/site.js', preload: ['assets/p.js'] },
    script: 'run()',
    body: '<main><h1>Products</h1></main>',
  };

  it('is written at its clean path', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/application/marine/')).toBe('application/marine/index.html');
  });

  it('holds its head, the script before the site stylesheet, and the page in #root', () => {
    const html = pageDocument(template, page);
    expect(html).toContain('<meta charset="UTF-8" />\n    <base href="/" />');
    expect(html).toContain('<title>Products &amp; grades | Kalpa</title>');
    expect(html.indexOf('<script>run()</script>')).toBeLessThan(
      html.indexOf('<link rel="stylesheet"'),
    );
    expect(html).toContain(
      '<script type="application/json" id="app-files">{"entry":"assets/site.js","preload":["assets/p.js"]}</script>',
    );
    expect(html.indexOf('<style data-href')).toBeGreaterThan(
      html.indexOf('<link rel="stylesheet"'),
    );
    expect(html).toContain('<div id="root"><main><h1>Products</h1></main></div>');
  });

  it("asks for the page's first picture from the head, ahead of the stylesheet", () => {
    const link = '<link rel="preload" as="image" href="images/hero.webp" fetchPriority="high"/>';
    const html = pageDocument(template, { ...page, body: `${link}<main><h1>Home</h1></main>` });
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html).toContain('<div id="root"><main><h1>Home</h1></main></div>');
  });

  it("moves a picture's preload that names its type (an AVIF) to the head as well", () => {
    const link =
      '<link rel="preload" href="images/hero.avif" as="image" type="image/avif" fetchPriority="high"/>';
    const html = pageDocument(template, { ...page, body: `${link}<main><h1>Home</h1></main>` });
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html).toContain('<div id="root"><main><h1>Home</h1></main></div>');
  });

  it('marks the error page of an unknown address on its root', () => {
    expect(pageDocument(template, { ...page, status: 404 })).toContain(
      '<div id="root" data-status="404">',
    );
  });
});
