import { describe, expect, it } from 'vitest';
import { measureBundleBudgets } from '../scripts/budgets/bundle-budgets';
import { productionBuild } from '../testing/services/production-build';

describe('size budgets of the production build', () => {
  it('keeps the production build within every size budget', () => {
    const rows = measureBundleBudgets(productionBuild());
    const over = rows.filter((r) => !r.ok).map((r) => `${r.figure}: ${r.value} > ${r.budget}`);
    expect(over).toEqual([]);
    expect(rows.every((r) => r.value > 0)).toBe(true);
  }, 240_000);
});
