import type { Page } from 'playwright-core';

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
