/**
 * The security headers of the site and of the gateway, written once: the local server
 * (`npm start`) sends them, the gateway sends its own, the nginx example in the README is
 * printed from them (nginx-headers.ts), and docs/embedding.md gives partners the policy below.
 */

/** Headers every answer of the site and the gateway carries. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing on the site or in a widget uses these, but the dealer finder's 'Use my location'
  // (the site's own pages only, and only when pressed); a script that got in cannot either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
};

/** Origins the site frames: the map on the contact pages and the videos' player. */
const FRAMED_ORIGINS = ['https://www.google.com', 'https://www.youtube-nocookie.com'];

/** The policy as one header value, directives in order, empty ones left out. */
function policy(directives: ReadonlyArray<readonly [string, readonly string[]]>): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The site's Content-Security-Policy for an HTML file, given the hashes of the inline scripts
 * it runs (inlineScriptHashes): scripts only from the site and those exact inline scripts, no
 * 'unsafe-inline' or eval. Styles may be inline: each prerendered page brings its stylesheets
 * as <style> elements and the pages' markup carries style attributes (widths, reveal offsets),
 * and a style cannot run code. Pages talk to their own origin only (the gateway, the
 * prerendered HTML), and only the site itself may frame a page.
 */
export function sitePolicy(scriptHashes: readonly string[]): string {
  return policy([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Small icons are drawn with data: URLs in the stylesheets.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', FRAMED_ORIGINS],
    // Workers from the site's own files, or built in memory from them (blob:).
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ]);
}

/** Every header of one site HTML file: the common ones, its policy, framing by itself only. */
export function siteHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': sitePolicy(scriptHashes),
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The gateway's answers are JSON or text, never a document: they may load nothing, run
 * nothing and be framed by no one, and a browser never guesses their type.
 */
export const GATEWAY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/**
 * The gateway's answer to a form sent without JavaScript, a page of its own: it runs no script
 * and loads nothing, its one inline stylesheet allowed by its hash (`styleSource`, as
 * 'sha256-...'); its form may post to the gateway only; no one may frame it; search engines
 * leave it out. The site's own headers beside that.
 */
export function answerPageHeaders(styleSource: string): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': policy([
      ['default-src', ["'none'"]],
      ['style-src', [styleSource]],
      ['base-uri', ["'none'"]],
      ['form-action', ["'self'"]],
      ['frame-ancestors', ["'none'"]],
    ]),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/**
 * The least a partner page's own policy must allow for the widgets from `siteOrigin`: the
 * loader and its chunks (script-src), submissions, the resume upload and the proof-of-work
 * challenge (connect-src), the pictures (img-src), and the forms' proof-of-work worker, which
 * they build in memory from their own code (worker-src blob:), since a worker must come from
 * the page's origin. docs/embedding.md gives this policy, and the browser tests serve the demo
 * partner pages under it.
 */
export function partnerPolicy(siteOrigin: string): string {
  return policy([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", siteOrigin]],
    ['connect-src', ["'self'", siteOrigin]],
    ['img-src', ["'self'", siteOrigin]],
    ['worker-src', ["'self'", 'blob:']],
  ]);
}
