import { describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import { CAREER_COPY } from '../src/content/page-copy';
import { OPEN_POSITIONS } from '../src/content/positions';

// Apply on /career while the thank-you of an earlier application stands in the form's place.

describe('Apply after an application was sent', () => {
  test('closes the thank-you, shows the form again and puts the position into its message', async ({
    page,
    errors,
  }) => {
    // What the career form keeps after a success, as the site's reload finds it.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        sessionStorage.setItem(
          'resin-thanks:resin-draft:career',
          JSON.stringify({ id: 'career.0b7f3a52-5d6e-4c55-8f1e-2a4d5c6e7f80', at: 1 }),
        );
      }
    });
    await page.goto(`${inject('siteUrl')}/#/career`);
    await page.locator('main h1').first().waitFor();
    const message = page.locator('textarea[name="message"]');
    await expect(message.count()).resolves.toBe(0);
    const [first] = OPEN_POSITIONS;
    await page.getByRole('button', { name: new RegExp(`Apply.*${first!.title}`) }).click();
    await expect
      .poll(() => message.inputValue().catch(() => ''))
      .toBe(CAREER_COPY.applyingFor(first!.title, first!.location));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('name');
    expect(errors).toEqual([]);
  });
});
