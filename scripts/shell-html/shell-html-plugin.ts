import type { Plugin } from 'vite';
import { COMPANY } from '../../src/content/company';
import { SITE_TEXT } from '../../src/content/site-text';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The preloader's markup, written into index.html so it paints with the HTML and the site's CSS,
 * before any script has run; the React shell hides it PRELOADER_MS after the app has rendered.
 * A page in another language says 'Loading' in its words (`loading`).
 */
export function preloaderMarkup(loading: string = SITE_TEXT.loading): string {
  const { logo } = COMPANY;
  return (
    `<div class="preloader" id="preloader" data-phase="shown" role="status" aria-live="polite">` +
    `<img class="preloader__logo" src="${escape(logo.src)}" alt="" width="${logo.width}" height="${logo.height}">` +
    `<span class="preloader__spinner" aria-hidden="true"></span>` +
    `<span class="visually-hidden">${escape(loading)} ${escape(COMPANY.name)}</span>` +
    `</div>`
  );
}

export function shellHtmlPlugin(): Plugin {
  return {
    name: 'resin:shell-html',
    transformIndexHtml(html) {
      return html.replace('<!--preloader-->', preloaderMarkup());
    },
  };
}
