// The site as a search engine's crawler reads it: HTML only, no script run. It starts at '/',
// follows the links in the HTML, and must reach every page the sitemap lists; each page then
// carries its own title, description, canonical address, preview picture and valid
// structured data, and each version of a page in another language names all the others.
import { describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import { COMPANY } from '../src/content/company';
import { LANGUAGES } from '../src/content/i18n/languages';
import { MESSAGES } from '../src/content/messages';
import { PRODUCTS } from '../src/content/products';
import { googleProblems } from '../src/site/seo/google-rich-results';
import { rasterHeader } from '../testing/content/image-header';

const site = () => inject('siteUrl');
/** The build writes addresses at the site's published origin; this stack serves them here. */
const local = (url: string) => url.replace(COMPANY.website, site());

interface Fetched {
  url: string;
  status: number;
  html: string;
}

const cache = new Map<string, Promise<Fetched>>();
function get(url: string): Promise<Fetched> {
  const known = cache.get(url);
  if (known) return known;
  const fetched = fetch(url, { redirect: 'follow' }).then(async (response) => ({
    url: response.url,
    status: response.status,
    html: await response.text(),
  }));
  cache.set(url, fetched);
  return fetched;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
const metaContent = (html: string, key: string) => {
  const tag = new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? attribute(tag, 'content') : undefined;
};
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The same-site pages a page links to, as a crawler resolves them (the page's base counts). */
function links(html: string, pageUrl: string): string[] {
  const base = /<base href="([^"]*)"/.exec(html)?.[1];
  const from = new URL(base ?? '', pageUrl);
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
    const href = attribute(tag, 'href');
    if (!href || /^(mailto|tel|javascript):/.test(href)) continue;
    const url = new URL(href, from);
    url.hash = '';
    if (url.origin !== new URL(site()).origin) continue;
    // Files (downloads, pictures) are not pages.
    if (/\.[a-z0-9]+$/i.test(url.pathname)) continue;
    found.add(url.href);
  }
  return [...found];
}

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

/** A page's language versions as its head links them: hreflang to address. */
function versionsIn(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map(([tag]) => tag);
  return Object.fromEntries(
    links.map((tag) => [attribute(tag, 'hreflang') ?? '', local(attribute(tag, 'href') ?? '')]),
  );
}

async function sitemapPages(): Promise<string[]> {
  const { html: xml, status } = await get(`${site()}/sitemap.xml`);
  expect(status).toBe(200);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => local(match[1]!));
}

describe('a crawler without JavaScript', () => {
  test('reaches every page of the sitemap from / by following links', async () => {
    const wanted = await sitemapPages();
    expect(wanted.length).toBeGreaterThan(80);
    const seen = new Set<string>();
    const queue = [`${site()}/`];
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const page = await get(url);
      if (page.status !== 200) continue;
      for (const next of links(page.html, page.url)) if (!seen.has(next)) queue.push(next);
    }
    expect(wanted.filter((url) => !seen.has(url))).toEqual([]);
    // Some 215 pages, each read once: 20 s alone, more when the suite shares two cores.
  }, 180_000);

  test('reads each page whole in its HTML: its heading and text, with no script run', async () => {
    for (const url of await sitemapPages()) {
      const { html, status } = await get(url);
      expect(status, url).toBe(200);
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(root.match(/<h1[\s>]/g), url).toHaveLength(1);
      expect(root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length, url).toBeGreaterThan(400);
    }
  });

  test('finds on each page its own title and description, its canonical address and previews', async () => {
    const titles = new Set<string>();
    for (const url of await sitemapPages()) {
      const { html } = await get(url);
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(title, url).toMatch(new RegExp(` \\| ${COMPANY.name.replace(/\./g, '\\.')}$`));
      // Unique within each language: each names its own versions of the pages.
      const inLanguage = `${htmlLang(html)} ${title}`;
      expect(titles.has(inLanguage), `${url}: ${title} twice`).toBe(false);
      titles.add(inLanguage);
      const description = decode(metaContent(html, 'description') ?? '');
      expect(description.length, url).toBeGreaterThanOrEqual(50);
      expect(description.length, url).toBeLessThanOrEqual(160);
      const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0];
      expect(local(attribute(canonical ?? '', 'href') ?? ''), url).toBe(url);
      expect(html, url).not.toContain('name="robots"');
      expect(local(metaContent(html, 'og:url') ?? ''), url).toBe(url);
      expect(metaContent(html, 'og:title'), url).toBeTruthy();
      expect(metaContent(html, 'twitter:card'), url).toBe('summary_large_image');
      expect(metaContent(html, 'twitter:image'), url).toBe(metaContent(html, 'og:image'));
    }
  });

  test("finds each page's preview picture: a 1200 x 630 JPEG the server has", async () => {
    const checked = new Set<string>();
    for (const url of await sitemapPages()) {
      const image = metaContent((await get(url)).html, 'og:image') ?? '';
      expect(image, url).toMatch(/^https:\/\/.+\.jpg$/);
      if (checked.has(image)) continue;
      checked.add(image);
      const response = await fetch(local(image));
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toBe('image/jpeg');
      const meta = rasterHeader(new Uint8Array(await response.arrayBuffer()));
      expect([meta?.format, meta?.width, meta?.height], image).toEqual(['jpeg', 1200, 630]);
    }
  });

  test("finds structured data that meets Google's rules on every page", async () => {
    const types = new Set<string>();
    for (const url of await sitemapPages()) {
      const { html } = await get(url);
      const blocks = [
        ...html.matchAll(/<script[^>]*type="application\/ld\+json">([^<]*)<\/script>/g),
      ];
      expect(blocks.length, url).toBeGreaterThan(0);
      for (const [, json] of blocks) {
        const item = JSON.parse(json!) as Record<string, unknown>;
        types.add(String(item['@type']));
        expect(googleProblems(item), url).toEqual([]);
      }
    }
    expect([...types].sort()).toEqual(
      ['BlogPosting', 'BreadcrumbList', 'Corporation', 'JobPosting', 'Product', 'Store'].sort(),
    );
  });

  test('finds every version of a page linked from each of them, itself and English as the default', async () => {
    const { html: xml } = await get(`${site()}/sitemap.xml`);
    const listed = new Set(await sitemapPages());
    let versioned = 0;
    for (const url of listed) {
      const { html } = await get(url);
      const versions = versionsIn(html);
      if (Object.keys(versions).length === 0) continue;
      versioned += 1;
      expect(Object.keys(versions), url).toEqual([...LANGUAGES, 'x-default']);
      expect(versions[htmlLang(html) ?? ''], url).toBe(url);
      expect(versions['x-default'], url).toBe(versions.en);
      for (const version of Object.values(versions)) {
        expect(listed.has(version), `${url} links ${version}, not in the sitemap`).toBe(true);
        expect(versionsIn((await get(version)).html), version).toEqual(versions);
      }
      // The sitemap says the same of the entry.
      const entry = new RegExp(
        `<loc>${url.replace(site(), COMPANY.website)}</loc>[\\s\\S]*?</url>`,
      );
      const entryLinks = [
        ...(entry.exec(xml)?.[0] ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g),
      ];
      expect(
        Object.fromEntries(entryLinks.map(([, lang, href]) => [lang, local(href!)])),
        url,
      ).toEqual(versions);
    }
    // Eight kinds of page, with every grade and application, in five languages.
    expect(versioned).toBeGreaterThan(100);
  });

  test('finds a page in English only without versions, and nothing at a language address for it', async () => {
    expect(versionsIn((await get(`${site()}/about-us/`)).html)).toEqual({});
    expect((await get(`${site()}/hi/about-us/`)).status).toBe(404);
    const { html } = await get(`${site()}/ta/products/`);
    expect(htmlLang(html)).toBe('ta');
    expect(html).toContain('<meta data-page-head property="og:locale" content="ta_IN">');
  });

  test("finds the template's variants noindex and outside the sitemap, and each grade's shop page naming the grade's page as canonical", async () => {
    const listed = new Set(await sitemapPages());
    for (const path of [
      '/home-2/',
      '/home-3/',
      '/about-1/',
      '/about-2/',
      '/service-1/',
      '/service-2/',
      '/service-single/',
      '/portfolio-1/',
      '/team-1/',
    ]) {
      const { html, status } = await get(`${site()}${path}`);
      expect(status, path).toBe(200);
      expect(metaContent(html, 'robots'), path).toBe('noindex');
      expect(listed.has(`${site()}${path}`), path).toBe(false);
    }
    for (const grade of PRODUCTS) {
      const path = `/shop-details/${grade.id}/`;
      const { html, status } = await get(`${site()}${path}`);
      expect(status, path).toBe(200);
      const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? '';
      expect(local(attribute(canonical, 'href') ?? ''), path).toBe(
        `${site()}/products/${grade.id}/`,
      );
      expect(listed.has(`${site()}${path}`), path).toBe(false);
      expect(listed.has(`${site()}/products/${grade.id}/`), path).toBe(true);
    }
  });

  test('is told by robots.txt where the sitemap is', async () => {
    const { html: robots, status } = await get(`${site()}/robots.txt`);
    expect(status).toBe(200);
    expect(robots).toContain(`Sitemap: ${COMPANY.website}/sitemap.xml`);
  });

  test('gets a real 404 with the error page, kept out of the index, for an unknown address', async () => {
    for (const path of ['/no-such-page/', '/application/no-such-application/', '/a/b/c']) {
      const { html, status } = await get(`${site()}${path}`);
      expect(status, path).toBe(404);
      expect(metaContent(html, 'robots'), path).toBe('noindex');
      expect(html, path).toContain(MESSAGES.routeErrorTitle);
      expect(html, path).toContain('data-status="404"');
    }
  });

  test('is sent from an address without its slash to the page’s own address', async () => {
    const response = await fetch(`${site()}/products`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/products/');
  });
});
