import { describe, expect, it } from 'vitest';
import { middle } from './cure-guide';
import { cureFigures } from './grade-figures';
import {
  PROCESSES,
  curedResinDensity,
  dose,
  gelcoatQuantity,
  laminateQuantities,
  processById,
  typicalGlass,
} from './laminate-guide';
import { PRODUCTS } from './products';

const grade = (id: string) => PRODUCTS.find((product) => product.id === id)!;

describe('the moulding processes', () => {
  it('reach more glass from hand lay-up to pultrusion, the calculation taking the middle', () => {
    expect(PROCESSES.map((process) => process.id)).toEqual([
      'hand-lay-up',
      'spray-up',
      'rtm',
      'infusion',
      'pultrusion',
    ]);
    expect(PROCESSES.map(typicalGlass)).toEqual([30, 32.5, 37.5, 55, 70]);
    expect(processById('rtm')?.glass).toEqual({ min: 30, max: 45 });
    expect(processById('moulding')).toBeUndefined();
  });
});

describe('the resin and glass of a laminate', () => {
  it('works from the grade’s specific gravity, cured 8 % smaller', () => {
    // General purpose orthophthalic: specific gravity 1.10–1.12 on its data sheet, middle 1.11.
    // Cured: 1.11 / (1 - 0.08) = 1.11 / 0.92 = 1.20652 kg/L.
    const gravity = middle(cureFigures(grade('general-purpose-orthophthalic')).gravity);
    expect(gravity).toBeCloseTo(1.11, 9);
    expect(curedResinDensity(gravity)).toBeCloseTo(1.20652, 5);
  });

  it('gives 10 m² of 3 mm hand lay-up in orthophthalic resin: 30.09 kg resin, 12.90 kg glass', () => {
    // Volume 10 m² x 3 mm = 30 L. At 30 % glass:
    // 1 / density = 0.30 / 2.55 + 0.70 / 1.20652 = 0.117647 + 0.580180 = 0.697827,
    // density = 1.43302 kg/L, laminate 30 x 1.43302 = 42.9906 kg,
    // glass 0.30 x 42.9906 = 12.8972 kg (1,289.7 g/m²), resin 42.9906 - 12.8972 = 30.0934 kg.
    const made = laminateQuantities(10, 3, 30, 1.11);
    expect(made.volume).toBe(30);
    expect(made.density).toBeCloseTo(1.43302, 5);
    expect(made.laminate).toBeCloseTo(42.9906, 4);
    expect(made.glass).toBeCloseTo(12.8972, 4);
    expect(made.resin).toBeCloseTo(30.0934, 4);
    expect(made.glassPerArea).toBeCloseTo(1289.72, 2);
  });

  it('doses the MEKP and cobalt for that resin in grams', () => {
    // 30.0934 kg at 1 % MEKP: 30.0934 x 1 x 10 = 300.93 g; at 0.13611 % Co: 40.96 g.
    expect(dose(30.0934, 1)).toBeCloseTo(300.934, 3);
    expect(dose(30.0934, 0.13611)).toBeCloseTo(40.96, 2);
  });

  it('gives a gelcoat’s wet film from its data sheet: 7.35 kg of isophthalic gelcoat on 10 m²', () => {
    // Isophthalic gelcoat: wet film 0.5–0.7 mm (middle 0.6), specific gravity 1.15–1.30 (middle
    // 1.225): 10 m² x 0.6 mm = 6 L, x 1.225 = 7.35 kg.
    const figures = cureFigures(grade('isophthalic-gelcoat'));
    expect(middle(figures.film!)).toBeCloseTo(0.6, 9);
    expect(middle(figures.gravity)).toBeCloseTo(1.225, 9);
    expect(gelcoatQuantity(10, middle(figures.film!), middle(figures.gravity))).toBeCloseTo(
      7.35,
      9,
    );
  });
});
