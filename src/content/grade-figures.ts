// A grade's data-sheet figures as numbers, for the pages that compare and calculate with them.
// They are read from the very values the product card and the data sheet print (products.ts),
// by the same labels, so a page and a PDF cannot disagree.
import type { Span } from './cure-guide';
import { PROPERTY_LABELS, SHEET_LABELS, gradeSheet, type Pack } from './products';
import type { Product, ProductPoint } from './types';

/** A figure of a data sheet: '450–550 mPa·s' is 450 to 550, in mPa·s. */
export interface Figure extends Span {
  /** The figures as the sheet prints them, without the unit: '450–550', '10,000–14,000'. */
  text: string;
  /** What follows the figures: 'mPa·s', '°C', '' for Barcol hardness. */
  unit: string;
}

const FIGURE = /^(\d[\d,]*(?:\.\d+)?)(?:–(\d[\d,]*(?:\.\d+)?))?\s*(.*)$/;

/** Reads a data sheet's value; throws on one that does not start with a figure. */
export function parseFigure(value: string): Figure {
  const found = FIGURE.exec(value);
  if (!found) throw new Error(`Not a figure: '${value}'`);
  const [, low = '', high, unit = ''] = found;
  const number = (text: string) => Number(text.replace(/,/g, ''));
  return {
    min: number(low),
    max: number(high ?? low),
    text: high === undefined ? low : `${low}–${high}`,
    unit,
  };
}

/** The properties the grades are compared by, in the order the comparison lists them. */
export const COMPARED_PROPERTIES = [
  'viscosity',
  'gelTime',
  'hdt',
  'tensile',
  'elongation',
  'barcol',
  'styrene',
] as const;

export type ComparedProperty = (typeof COMPARED_PROPERTIES)[number];

/**
 * The labels a compared property goes by on the sheets: a gelcoat's viscosity is measured with
 * another spindle, under a label of its own.
 */
const SHEET_NAMES: Readonly<Record<ComparedProperty, readonly string[]>> = {
  viscosity: [PROPERTY_LABELS.viscosity, PROPERTY_LABELS.gelcoatViscosity],
  gelTime: [PROPERTY_LABELS.gelTime],
  hdt: [PROPERTY_LABELS.hdt],
  tensile: [PROPERTY_LABELS.tensile],
  elongation: [PROPERTY_LABELS.elongation],
  barcol: [PROPERTY_LABELS.barcol],
  styrene: [PROPERTY_LABELS.styrene],
};

/** Every property a grade's card and data sheet give, the card's first. */
function sheetPoints(product: Product): ProductPoint[] {
  const sheet = gradeSheet(product.id);
  return [...(product.points ?? []), ...sheet.liquid, ...sheet.cured];
}

/** The value a grade's sheets print under one of `labels`; throws when they print none. */
function valueOf(product: Product, labels: readonly string[]): string {
  const point = sheetPoints(product).find((candidate) => labels.includes(candidate.label));
  if (!point) throw new Error(`${product.id} has no ${labels.join(' or ')}`);
  return point.value;
}

/** What the comparison shows of a grade. */
export interface GradeFigures {
  figures: Readonly<Record<ComparedProperty, Figure>>;
  shelfLifeMonths: number;
  packs: readonly Pack[];
}

export function gradeFigures(product: Product): GradeFigures {
  const figures = Object.fromEntries(
    COMPARED_PROPERTIES.map((property) => [
      property,
      parseFigure(valueOf(product, SHEET_NAMES[property])),
    ]),
  ) as Record<ComparedProperty, Figure>;
  const sheet = gradeSheet(product.id);
  return { figures, shelfLifeMonths: sheet.shelfLifeMonths, packs: sheet.packs };
}

/** The figures the shop-floor calculator works from. */
export interface CureFigures {
  /** Gel time in the data sheet's test, min. */
  gelTime: Figure;
  /** Specific gravity of the liquid resin or gelcoat. */
  gravity: Figure;
  /** A gelcoat's recommended wet film, mm. */
  film?: Figure;
}

export function cureFigures(product: Product): CureFigures {
  const points = sheetPoints(product);
  const film = points.find((point) => point.label === PROPERTY_LABELS.filmThickness);
  return {
    gelTime: parseFigure(valueOf(product, [PROPERTY_LABELS.gelTime])),
    gravity: parseFigure(valueOf(product, [SHEET_LABELS.specificGravity])),
    ...(film ? { film: parseFigure(film.value) } : {}),
  };
}
