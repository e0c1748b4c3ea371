import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { staticFiles } from '../../dev/static';

/**
 * A partner site the gateway does not know: demo/ served from an origin that is not in
 * ALLOWED_ORIGINS (127.0.0.1 on a free port, while the stack runs on localhost).
 */
export async function startStrangerSite(): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Hono();
  app.route('/demo', staticFiles(resolve('demo')));
  const server = await new Promise<{ server: ServerType; port: number }>((done) => {
    const s: ServerType = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => done({ server: s, port: info.port }),
    );
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server.server) server.server.closeAllConnections();
        server.server.close(() => done());
      }),
  };
}

/** A demo page on a partner origin, loading the widgets from the site as a partner would. */
export const demoUrl = (partnerUrl: string, siteUrl: string, page: string) =>
  `${partnerUrl}/demo/${page}.html?site=${encodeURIComponent(siteUrl)}`;

/** The `name` (or text) of the element that has focus, looking inside shadow roots. */
export const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    const root = element?.getRootNode();
    return {
      name: element?.getAttribute('name') ?? '',
      text: element?.textContent?.trim() ?? '',
      role: element?.getAttribute('role') ?? '',
      host: root instanceof ShadowRoot ? root.host.localName : '',
    };
  });

/** Presses Tab until the focused element (inside any shadow root) has this name attribute. */
export async function tabToField(page: Page, name: string, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if ((await deepFocus(page)).name === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the field named ${name}`);
}

/** Computed style of the first element matching `selector` inside a widget's shadow root. */
export function styleInside(page: Page, host: string, selector: string, properties: string[]) {
  return page.evaluate(
    ({ host, selector, properties }) => {
      const element = document.querySelector(host)?.shadowRoot?.querySelector(selector);
      if (!element) throw new Error(`${selector} not found in ${host}`);
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
    },
    { host, selector, properties },
  );
}
