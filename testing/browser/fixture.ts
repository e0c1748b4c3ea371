import type { SanityClient } from '@sanity/client';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { contentReader } from '../services/reader';
import { startTestStack, type TestStack } from '../services/stack';
import { launchBrowser, launchShell } from './chromium';
import { openPage, type WatchedPage } from './watched-page';

/** The product the global set-up started once for every browser test (./global-setup.ts). */
export interface SharedStack {
  /** The site, the gateway (/api) and the embed loader. */
  siteUrl: string;
  /** demo/ served from a second origin that the gateway allows. */
  partnerUrl: string;
  /** The local content service and its token. */
  contentUrl: string;
  contentToken: string;
  /** Reads back what the content service stored, with its token. */
  reader: SanityClient;
  /** Runs a GROQ query against the content service, as the site's owners would read it back. */
  query<T>(groq: string, params?: Record<string, unknown>): Promise<T>;
}

/** Opens a page in a context of its own, closed after the test (the fixture's `openPage`). */
export type OpenPage = (options?: BrowserContextOptions) => Promise<WatchedPage>;

/**
 * The browser tests' `test`. Each test gets what it names:
 * - `page` and `errors`: a fresh page (1366 x 900, its own context) and the console errors and
 *   uncaught exceptions it has shown so far;
 * - `openPage(options)`: further pages, each in its own context (a phone, reduced motion, ...);
 * - `stack`: the shared product's addresses and a reader of what it stored;
 * - `ownStack`: a product of the file's own, for tests that slow, fault or stop its content
 *   service without disturbing other files;
 * - `launchBrowser(args)`: a second Chromium with extra switches;
 * - `browser`: the worker's Chromium (the headless shell, ./chromium.ts), shared by every file
 *   the worker runs;
 * - `visitorBrowser`: the worker's Chromium as visitors run it, started only for a test that
 *   names it: for what a visitor's browser fetches ahead of need, such as lazy pictures.
 * Every page, context, stack and browser a test or file gets is closed after it.
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchShell();
    onCleanup(() => browser.close());
    return browser;
  })
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern
  .extend('visitorBrowser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('stack', { scope: 'worker' }, (): SharedStack => {
    const reader = contentReader(inject('contentUrl'), inject('contentToken'));
    return {
      siteUrl: inject('siteUrl'),
      partnerUrl: inject('partnerUrl'),
      contentUrl: inject('contentUrl'),
      contentToken: inject('contentToken'),
      reader,
      query: <T>(groq: string, params: Record<string, unknown> = {}) =>
        reader.fetch<T>(groq, params),
    };
  })
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern
  .extend('ownStack', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestStack> => {
    const stack = await startTestStack();
    onCleanup(() => stack.close());
    return stack;
  })
  .extend('openPage', ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.all(contexts.map((context) => context.close()));
    });
    const open: OpenPage = async (options) => {
      const watched = await openPage(browser, options);
      contexts.push(watched.page.context());
      return watched;
    };
    return open;
  })
  .extend('watched', ({ openPage }): Promise<WatchedPage> => openPage())
  .extend('page', ({ watched }): Page => watched.page)
  .extend('errors', ({ watched }): string[] => watched.errors)
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern
  .extend('launchBrowser', ({}, { onCleanup }) => {
    const browsers: Browser[] = [];
    onCleanup(async () => {
      await Promise.all(browsers.map((browser) => browser.close()));
    });
    return async (extraArgs: string[]): Promise<Browser> => {
      const browser = await launchShell(extraArgs);
      browsers.push(browser);
      return browser;
    };
  });
