import { describe, expect, it } from 'vitest';
import { DATA_SHEET_REVISION, dataSheetLinks, formatSheetDate, revisionLine } from './data-sheets';
import {
  PRODUCTS,
  PROPERTY_LABELS,
  SHEET_LABELS,
  gradeSheet,
  gradeSheets,
  testMethod,
} from './products';

describe('dataSheetLinks', () => {
  it("gives a grade's TDS and SDS under their stable names with short labels", () => {
    expect(dataSheetLinks('isophthalic')).toEqual({
      tds: { href: 'downloads/tds/isophthalic.pdf', label: 'TDS (PDF)' },
      sds: { href: 'downloads/sds/isophthalic.pdf', label: 'SDS (PDF)' },
    });
  });

  it('links relative to the site root, like the other downloads', () => {
    for (const product of PRODUCTS) {
      for (const link of Object.values(dataSheetLinks(product.id))) {
        expect(link.href).toMatch(/^downloads\/(tds|sds)\/[a-z-]+\.pdf$/);
      }
    }
  });
});

describe('revision', () => {
  it("prints the content's revision date in words", () => {
    expect(formatSheetDate('2026-11-23')).toBe('23 November 2026');
    expect(revisionLine()).toBe(
      `Revision ${DATA_SHEET_REVISION.number} of ${formatSheetDate(DATA_SHEET_REVISION.date)}`,
    );
  });
});

describe('grade data-sheet facts', () => {
  it('exist for exactly the nine products', () => {
    expect(Object.keys(gradeSheets()).sort()).toEqual(PRODUCTS.map((p) => p.id).sort());
    expect(() => gradeSheet('no-such-grade')).toThrow(/no-such-grade/);
  });

  it('state styrene, specific gravity and appearance once per grade, card and facts together', () => {
    for (const product of PRODUCTS) {
      const labels = [...(product.points ?? []), ...gradeSheet(product.id).liquid].map(
        (point) => point.label,
      );
      for (const label of [
        PROPERTY_LABELS.styrene,
        SHEET_LABELS.specificGravity,
        SHEET_LABELS.appearance,
      ]) {
        expect(
          labels.filter((candidate) => candidate === label),
          `${product.id} ${label}`,
        ).toHaveLength(1);
      }
    }
  });

  it('never repeat a value the product card already gives', () => {
    for (const product of PRODUCTS) {
      const card = new Set((product.points ?? []).map((point) => point.label));
      const facts = gradeSheet(product.id);
      const added = [...facts.liquid, ...facts.cured, ...(facts.laminate?.points ?? [])];
      expect(
        added.filter((point) => card.has(point.label)),
        product.id,
      ).toEqual([]);
    }
  });

  it('give every property a test method', () => {
    for (const product of PRODUCTS) {
      const facts = gradeSheet(product.id);
      const points = [
        ...(product.points ?? []),
        ...facts.liquid,
        ...facts.cured,
        ...(facts.laminate?.points ?? []),
      ].filter((point) => point.label !== PROPERTY_LABELS.filmThickness);
      for (const point of points) expect(testMethod(point.label), point.label).toBeTruthy();
    }
  });

  it('keep 3 to 6 months and pre-accelerate the gelcoats only', () => {
    for (const product of PRODUCTS) {
      const facts = gradeSheet(product.id);
      expect(facts.shelfLifeMonths).toBeGreaterThanOrEqual(3);
      expect(facts.shelfLifeMonths).toBeLessThanOrEqual(6);
      expect(facts.preAccelerated, product.id).toBe(product.category === 'gelcoat');
      expect(facts.packaging.length).toBeGreaterThan(0);
      expect(facts.cure.length).toBeGreaterThan(0);
    }
  });
});
