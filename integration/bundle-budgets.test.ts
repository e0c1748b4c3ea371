import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS, measureBundleBudgets } from '../scripts/budgets/bundle-budgets';
import { EMBED_LOADER_FILE } from '../scripts/embed-build/embed-build-plugin';
import { EN_CURRENT_NOTICE } from '../src/content/current-notice-site';
import { productionBuild } from '../testing/services/production-build';

describe('size budgets of the production build', () => {
  it('keeps the production build within every size budget', () => {
    const rows = measureBundleBudgets(productionBuild());
    const over = rows.filter((r) => !r.ok).map((r) => `${r.figure}: ${r.value} > ${r.budget}`);
    expect(over).toEqual([]);
    expect(rows.every((r) => r.value > 0)).toBe(true);
  }, 240_000);

  it('keeps out of the inquiry form on a partner page what no embedded form shows', () => {
    const distDir = productionBuild();
    const inquiry = measureBundleBudgets(distDir).find(
      (r) => r.figure === BUNDLE_BUDGETS.firstWidget.figure,
    );
    const code = inquiry!.files.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
    expect(code).toContain(EN_CURRENT_NOTICE.purpose.inquiry);
    // The site's own forms' and the career form's notice words, and the choice field's and
    // thank-you panel's styles.
    expect(code).not.toContain(EN_CURRENT_NOTICE.purpose.quotation);
    expect(code).not.toContain(EN_CURRENT_NOTICE.purpose.review);
    expect(code).not.toContain(EN_CURRENT_NOTICE.purpose.career);
    expect(code).not.toContain(EN_CURRENT_NOTICE.consents.keepCv);
    expect(code).not.toContain(EN_CURRENT_NOTICE.consents.showName);
    expect(code).not.toContain('.resin-field__select{');
    expect(code).not.toContain('.resin-thanks');
    // The loader's preload helper loads modules only: the embed has no stylesheets.
    const loader = readFileSync(join(distDir, EMBED_LOADER_FILE), 'utf8');
    expect(loader).toContain('modulepreload');
    expect(loader).not.toContain('stylesheet');
  }, 240_000);
});
