import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** A page in a context with JavaScript off, and every address the visit went to. */
export async function withoutScript(
  browser: Browser,
  options: BrowserContextOptions,
  walk: (page: Page) => Promise<void>,
): Promise<string[]> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  const addresses: string[] = [];
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url());
    });
    await walk(page);
  } finally {
    await context.close();
  }
  return addresses;
}
