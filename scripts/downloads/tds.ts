// A grade's Technical Data Sheet: what it is for, its typical liquid and cured properties (the
// product card's values plus the grade's data-sheet facts), how to cure it, how it is packed
// and how long it keeps.
import {
  GEL_TIME_RULE,
  cureKindOf,
  doublingFactor,
  gelTableLevels,
  gelTableTemperatures,
  gelTimeAt,
  minuteDigits,
  type CureLevels,
  type Span,
} from '../../src/content/cure-guide';
import { GEL_GUIDE_TEXT, TDS_TEXT, dataSheetLinks } from '../../src/content/data-sheets';
import { cureFigures } from '../../src/content/grade-figures';
import { gelTimeToolPath } from '../../src/content/resin-grades';
import { cleanPath } from '../../src/content/site-paths';
import {
  PROPERTY_LABELS,
  gradeSheet,
  isCuredProperty,
  testMethod,
} from '../../src/content/products';
import type { Product, ProductPoint } from '../../src/content/types';
import { COLORS, type PdfLayout } from './pdf-layout';
import { absoluteUrl, type GeneratedPdf } from './common';
import { contactBlock, finishSheet, openSheet } from './sheet-layout';

const COLUMN_WIDTHS = [0.46, 0.32, 0.22];
/** Body text a little smaller than the brochure's, so every TDS fits on two pages. */
const BODY = 9.5;

function propertyTable(layout: PdfLayout, title: string, points: ProductPoint[]): void {
  if (points.length === 0) return;
  layout.subheading(title, 12);
  layout.table(
    [...TDS_TEXT.columns],
    points.map((point) => [point.label, point.value, testMethod(point.label) ?? '-']),
    { widths: COLUMN_WIDTHS, size: 9 },
  );
}

function note(layout: PdfLayout, text: string): void {
  layout.paragraph(text, 8.5, 0, COLORS.slateLight);
}

/** Minutes as the sheet and the calculator write them: a decimal below ten. */
const minutes = (value: number) => value.toFixed(minuteDigits(value));
const minuteRange = ({ min, max }: Span) => `${minutes(min)}–${minutes(max)}`;
const levelText = ({ mekp, cobalt }: CureLevels) =>
  GEL_GUIDE_TEXT.levels(mekp.toFixed(1), cobalt === undefined ? undefined : String(cobalt));

/**
 * The gel time at workshop temperatures with the slowest, the tested and the fastest cure the
 * sheet allows, by the cure guide's rule, and where to work out others: the figures the
 * shop-floor calculator gives. None for the rod resin, which cures hot.
 */
function gelGuide(layout: PdfLayout, product: Product): void {
  const kind = cureKindOf(product.category);
  if (!kind) return;
  const tested = cureFigures(product).gelTime;
  const levels = gelTableLevels(kind);
  layout.subheading(GEL_GUIDE_TEXT.heading, 12);
  layout.table(
    [GEL_GUIDE_TEXT.temperature, ...levels.map(levelText)],
    gelTableTemperatures(kind).map((temperature) => [
      `${temperature} °C`,
      ...levels.map((cure) =>
        GEL_GUIDE_TEXT.minutes(minuteRange(gelTimeAt(tested, temperature, cure))),
      ),
    ]),
    { widths: [0.25, 0.25, 0.25, 0.25], size: 8.5, boldColumn: 0 },
  );
  const { halvingDegrees, mekpExponent, cobaltExponent } = GEL_TIME_RULE;
  const factor = (exponent: number) => doublingFactor(exponent).toFixed(2);
  const rule =
    kind === 'gelcoat'
      ? GEL_GUIDE_TEXT.gelcoatRule(tested.text, String(halvingDegrees), factor(mekpExponent))
      : GEL_GUIDE_TEXT.rule(
          tested.text,
          String(halvingDegrees),
          factor(mekpExponent),
          factor(cobaltExponent),
        );
  note(layout, `${rule} ${GEL_GUIDE_TEXT.guide}`);
  layout.link(
    GEL_GUIDE_TEXT.calculator,
    absoluteUrl(cleanPath(gelTimeToolPath(product.id)).slice(1)),
  );
  layout.space(6);
}

export async function buildTds(product: Product): Promise<GeneratedPdf> {
  const sheet = gradeSheet(product.id);
  const card = product.points ?? [];
  const filmThickness = card.find((point) => point.label === PROPERTY_LABELS.filmThickness);
  const isCured = (point: ProductPoint) => isCuredProperty(point.label);
  const liquid = card.filter((point) => !isCured(point) && point !== filmThickness);

  const layout = await openSheet('tds', product);
  for (const paragraph of product.description) layout.paragraph(paragraph, BODY);
  layout.subheading(TDS_TEXT.applications, 12);
  layout.bullets(sheet.applications, BODY);

  propertyTable(layout, TDS_TEXT.liquid, [...liquid, ...sheet.liquid]);
  propertyTable(layout, TDS_TEXT.cured, [...card.filter(isCured), ...sheet.cured]);
  note(layout, sheet.curedBasis);
  if (sheet.laminate) {
    propertyTable(layout, TDS_TEXT.laminate, sheet.laminate.points);
    note(layout, sheet.laminate.basis);
  }
  layout.subheading(TDS_TEXT.typicalNote, 11);
  layout.paragraph(TDS_TEXT.typicalDetail, 9);

  layout.subheading(TDS_TEXT.cure, 12);
  if (filmThickness) {
    layout.table(null, [[filmThickness.label, filmThickness.value]], { size: 9 });
  }
  layout.bullets(sheet.cure, BODY);
  gelGuide(layout, product);

  layout.subheading(TDS_TEXT.packaging, 12);
  layout.bullets(sheet.packaging, BODY);
  layout.subheading(TDS_TEXT.storage, 12);
  layout.paragraph(
    `Shelf life: ${sheet.shelfLifeMonths} months from the date of manufacture, stored below 25 °C away from direct sunlight. ${TDS_TEXT.storageAdvice}`,
    BODY,
  );

  layout.space(4);
  layout.paragraph(TDS_TEXT.safetyAdvice, BODY);
  const sds = dataSheetLinks(product.id).sds;
  layout.link(`${sds.label}:`, absoluteUrl(sds.href));
  layout.space(6);
  contactBlock(layout);
  return finishSheet(layout, 'tds', product);
}
