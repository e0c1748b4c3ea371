// The JS a phone downloads before the load event, route by route, measured in Chromium at
// 390 px: every script file the page had fetched when its load event began, counted at gzip -9
// of the built file, as a compressing server would send it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../../testing/browser/chromium';
import { APPLICATIONS } from '../../src/content/applications';
import { cleanPath } from '../../src/content/site-paths';
import { SITE_ROUTES } from '../../src/site/site-routes';
import { gzipBytes } from './site-chunks';

export interface RouteScripts {
  route: string;
  /** gzip bytes of the scripts fetched before the load event. */
  gzip: number;
  files: string[];
}

/** Every route without parameters, and one application page for the routes with them. */
export function benchRoutes(): string[] {
  const plain = SITE_ROUTES.map((route) => route.path).filter((path) => !path.includes(':'));
  return [...new Set(plain), `/application/${APPLICATIONS[0]!.slug}`].map(cleanPath);
}

export async function measureJsBeforeLoad(
  siteUrl: string,
  distDir: string,
  routes: readonly string[] = benchRoutes(),
): Promise<RouteScripts[]> {
  const browser = await launchBrowser();
  try {
    const rows: RouteScripts[] = [];
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${siteUrl}${route}`, { waitUntil: 'load' });
      const paths = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const loadStart = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= loadStart)
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js'));
      });
      await context.close();
      const files = [...new Set(paths.map((path) => path.replace(/^\//, '')))].filter((file) =>
        existsSync(join(distDir, file)),
      );
      const gzip = files.reduce((sum, file) => sum + gzipBytes(distDir, file), 0);
      rows.push({ route, gzip, files });
    }
    return rows.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}
