import { resolve } from 'node:path';
import { describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import { PARTNER_BUDGETS, VIEWS, measurePartnerBudgets } from '../scripts/budgets/partner-budgets';

// The demo pages come from the partner origin and the widgets from the site, as on a dealer's
// site; the bytes are those of the build the global setup serves.
const distDir = resolve(process.env.E2E_DIST ?? 'dist');

describe('what a partner page fetches from the site on its first view', () => {
  test('keeps code and pictures within their budgets on a desktop and a phone', async ({
    visitorBrowser,
  }) => {
    // What a visitor's Chrome fetches, lazy pictures included (the headless shell fetches them
    // from further below the window).
    const urls = { site: inject('siteUrl'), partner: inject('partnerUrl') };
    const rows = await measurePartnerBudgets(visitorBrowser, urls, distDir);
    expect(rows).toHaveLength(VIEWS.length * Object.keys(PARTNER_BUDGETS).length);
    const over = rows
      .filter((r) => !r.ok)
      .map((r) => `${r.figure} (${r.view}): ${r.value} B > ${r.budget} B, ${r.files.join(' ')}`);
    expect(over).toEqual([]);
    // Every figure measured something: a page that drew no widget would pass with zero bytes.
    expect(rows.filter((r) => r.value === 0).map((r) => `${r.figure} (${r.view})`)).toEqual([]);
  }, 240_000);
});
