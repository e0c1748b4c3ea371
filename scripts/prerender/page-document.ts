// One page's HTML file, from the built index.html: the page's head (title, description,
// canonical, previews, structured data), its own stylesheets inline, the inline script with the
// page's files, and the page itself in #root.
import { escapeHtml, scriptJson } from '../../src/site/seo/head-html';
import type { FirstPaintApp } from '../../src/site/boot/first-paint';
import { APP_FILES_ID } from '../route-preload/route-preload-plugin';
import { preloaderMarkup } from '../shell-html/shell-html-plugin';

export interface PageDocument {
  documentTitle: string;
  /** The page's head elements (headElements()). */
  head: string;
  /** `<style data-href>` elements of the page's own stylesheets. */
  styles: string;
  app: FirstPaintApp;
  /** The inline script, the same on every page. */
  script: string;
  /** The page's HTML, rendered by React, for #root. */
  body: string;
  /** Marks the error page an unknown address is answered with. */
  status?: 404;
  /** The page's language, for `<html lang>`; English when absent. */
  lang?: string;
  /** The preloader's markup in the page's language, in place of the English one. */
  preloader?: string;
}

/**
 * A stylesheet's text for a `<style>` element in the page: the `url()`s it holds are relative to
 * the stylesheet's own place in the built site, and become relative to the site's root, the
 * page's base.
 */
export function inlineStyle(css: string, sheet: string): string {
  const from = new URL(sheet, 'http://site/');
  return css
    .replace(/url\((['"]?)(?![a-z]+:|#|\/)([^'")]+)\1\)/gi, (_, quote: string, ref: string) => {
      const target = new URL(ref, from);
      return `url(${quote}${target.pathname.slice(1)}${target.search}${target.hash}${quote})`;
    })
    .replace(/<\/style/gi, '<\\/style');
}

function replaceOnce(html: string, find: string | RegExp, by: string): string {
  const found = typeof find === 'string' ? html.includes(find) : find.test(html);
  if (!found) throw new Error(`index.html has no ${String(find)}`);
  return html.replace(find, () => by);
}

/**
 * The page's file. Every page's base is the site's root ('/'): the pictures, downloads and
 * chunks the page names relative to the root are found from any depth, and stay found once the
 * app moves the address to another page.
 */
export function pageDocument(template: string, page: PageDocument): string {
  // React asks for the page's first pictures with preload links at the top of the page's HTML;
  // in the head, ahead of the stylesheet, the largest picture starts with the document's first
  // bytes. They are hints, not part of the page React adopts.
  const preloads: string[] = [];
  const body = page.body.replace(/<link rel="preload"[^>]* as="image"[^>]*\/>/g, (link) => {
    preloads.push(link);
    return '';
  });
  let html = replaceOnce(template, /<html lang="en">/, `<html lang="${page.lang ?? 'en'}">`);
  if (page.preloader) html = replaceOnce(html, preloaderMarkup(), page.preloader);
  html = replaceOnce(
    html,
    /<meta charset="UTF-8" \/>/i,
    '<meta charset="UTF-8" />\n    <base href="/" />',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.documentTitle)}</title>`,
  );
  // Before the site's stylesheet, which would hold a script after it until loaded.
  html = replaceOnce(
    html,
    '<link rel="stylesheet"',
    `<script type="application/json" id="${APP_FILES_ID}">${scriptJson(page.app)}</script>\n    ` +
      `<script>${page.script}</script>\n    ${preloads.map((link) => `${link}\n    `).join('')}` +
      '<link rel="stylesheet"',
  );
  html = replaceOnce(html, '</head>', `  ${page.head}\n    ${page.styles}\n  </head>`);
  const root = page.status ? `<div id="root" data-status="${page.status}">` : '<div id="root">';
  return replaceOnce(html, '<div id="root"></div>', `${root}${body}</div>`);
}
