import { describe, expect, it } from 'vitest';
import { COMPARED_PROPERTIES, cureFigures, gradeFigures, parseFigure } from './grade-figures';
import { PRODUCTS, PROPERTY_LABELS, gradeSheet, packLine } from './products';

describe('a data sheet’s figure', () => {
  it('reads a range, its unit and the figures as printed', () => {
    expect(parseFigure('10,000–14,000 mPa·s')).toEqual({
      min: 10000,
      max: 14000,
      text: '10,000–14,000',
      unit: 'mPa·s',
    });
    expect(parseFigure('1.8–2.5 %')).toEqual({ min: 1.8, max: 2.5, text: '1.8–2.5', unit: '%' });
    expect(parseFigure('38–42')).toEqual({ min: 38, max: 42, text: '38–42', unit: '' });
    expect(parseFigure('1.15–1.30 (by shade)')).toMatchObject({ min: 1.15, max: 1.3 });
    expect(parseFigure('6 months')).toEqual({ min: 6, max: 6, text: '6', unit: 'months' });
    expect(() => parseFigure('Clear, pale yellow liquid')).toThrow(/Not a figure/);
  });
});

describe('the figures the grades are compared by', () => {
  it('exist for all nine grades, as the data sheet prints them, one unit per property', () => {
    const units = new Map<string, Set<string>>();
    for (const product of PRODUCTS) {
      const { figures } = gradeFigures(product);
      const sheet = gradeSheet(product.id);
      const printed = [...(product.points ?? []), ...sheet.liquid, ...sheet.cured].map(
        (point) => point.value,
      );
      for (const property of COMPARED_PROPERTIES) {
        const figure = figures[property];
        const written = figure.unit ? `${figure.text} ${figure.unit}` : figure.text;
        expect(printed, `${product.id} ${property}`).toContain(written);
        units.set(property, (units.get(property) ?? new Set()).add(figure.unit));
      }
    }
    expect(Object.fromEntries([...units].map(([key, set]) => [key, [...set]]))).toEqual({
      viscosity: ['mPa·s'],
      gelTime: ['min'],
      hdt: ['°C'],
      tensile: ['MPa'],
      elongation: ['%'],
      barcol: [''],
      styrene: ['%'],
    });
  });

  it('take a gelcoat’s viscosity, HDT and styrene from where its data sheet prints them', () => {
    const gelcoat = PRODUCTS.find((product) => product.id === 'isophthalic-npg-gelcoat')!;
    const { figures, shelfLifeMonths, packs } = gradeFigures(gelcoat);
    expect(figures.viscosity.text).toBe('14,000–18,000');
    expect(figures.hdt.text).toBe('85–95');
    expect(figures.styrene.text).toBe('33–37');
    expect(shelfLifeMonths).toBe(3);
    expect(packs.map(packLine)).toEqual(gradeSheet(gelcoat.id).packaging);
    expect(gradeSheet(gelcoat.id).packaging).toEqual([
      '20 kg net in steel pails',
      '220 kg net in open-head steel drums',
    ]);
    expect(gradeSheet('isophthalic').packaging).toEqual([
      '220 kg net in closed-head steel drums',
      '1,000 kg net in IBCs (intermediate bulk containers)',
      'Bulk road tanker on request',
    ]);
  });

  it('give the calculator the tested gel time, specific gravity and a gelcoat’s film', () => {
    const ortho = cureFigures(PRODUCTS[0]!);
    expect(ortho.gelTime).toMatchObject({ min: 15, max: 20, unit: 'min' });
    expect(ortho.gravity).toMatchObject({ min: 1.1, max: 1.12 });
    expect(ortho.film).toBeUndefined();
    const gelcoat = cureFigures(PRODUCTS.find((product) => product.category === 'gelcoat')!);
    expect(gelcoat.film).toMatchObject({ min: 0.4, max: 0.6, unit: 'mm' });
    expect(PROPERTY_LABELS.gelTime).toBe('Gel time at 25 °C (1% MEKP + 0.2% Co 6%)');
  });
});
