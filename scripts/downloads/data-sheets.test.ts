// @vitest-environment node
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/content/company';
import {
  cureKindOf,
  gelTableLevels,
  gelTableTemperatures,
  gelTimeAt,
  minuteDigits,
} from '../../src/content/cure-guide';
import {
  DATA_SHEET_TITLES,
  GEL_GUIDE_TEXT,
  TDS_TEXT,
  dataSheetHref,
  formatSheetDate,
  DATA_SHEET_REVISION,
} from '../../src/content/data-sheets';
import { cureFigures } from '../../src/content/grade-figures';
import { PRODUCTS, gradeSheet } from '../../src/content/products';
import {
  COBALT_ACCELERATOR,
  PICTOGRAMS,
  SDS_SECTION_TITLES,
  SDS_TEXT,
  STYRENE,
} from '../../src/content/safety';
import type { Product } from '../../src/content/types';
import { buildCatalogue } from './catalogue';
import { absoluteUrl, type GeneratedPdf } from './common';
import { dataSheetBuilders } from './data-sheets';
import { readShapes, type PaintedShape } from './pdf-shapes';
import { readPdf, type PdfReading } from './read-pdf';
import { styreneContent } from './sds-sections';

type Kind = 'tds' | 'sds';
const sheets = new Map<string, { pdf: GeneratedPdf; read: PdfReading; shapes: PaintedShape[][] }>();

function sheet(kind: Kind, product: Product) {
  const found = sheets.get(dataSheetHref(kind, product.id));
  if (!found) throw new Error(`${kind} of ${product.id} was not generated`);
  return found;
}

const each = (kind: Kind) => PRODUCTS.map((product) => [product.id, kind, product] as const);
const bothKinds = [...each('tds'), ...each('sds')];
const revisionDate = formatSheetDate(DATA_SHEET_REVISION.date);

beforeAll(async () => {
  for (const pdf of await Promise.all(dataSheetBuilders().map((build) => build()))) {
    sheets.set(pdf.href, {
      pdf,
      read: await readPdf(pdf.bytes),
      shapes: await readShapes(pdf.bytes),
    });
  }
});

describe('data sheets of every grade', () => {
  it('builds 18 files under stable names, downloads/tds/<id>.pdf and downloads/sds/<id>.pdf', () => {
    expect([...sheets.keys()].sort()).toEqual(
      PRODUCTS.flatMap((product) => [
        `downloads/tds/${product.id}.pdf`,
        `downloads/sds/${product.id}.pdf`,
      ]).sort(),
    );
  });

  it('keeps every TDS to two pages and every SDS to at most nine', () => {
    for (const product of PRODUCTS) {
      expect(sheet('tds', product).read.pages, product.id).toBe(2);
      expect(sheet('sds', product).read.pages, product.id).toBeLessThanOrEqual(9);
    }
  });

  it('makes all 18 files byte-distinct', () => {
    const hashes = [...sheets.values()].map(({ pdf }) =>
      createHash('sha256').update(pdf.bytes).digest('hex'),
    );
    expect(new Set(hashes).size).toBe(18);
  });

  it.each(bothKinds)(
    '%s %s: names the grade in its title, subject and on every page',
    (_id, kind, product) => {
      const { pdf, read } = sheet(kind, product);
      expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(read.pages).toBe(pdf.pageCount);
      expect(read.title).toBe(`${product.title}: ${DATA_SHEET_TITLES[kind]}`);
      expect(read.subject).toContain(product.title);
      expect(read.subject).toContain(revisionDate);
      for (const [index, lines] of read.pageLines.entries()) {
        const page = lines.join('\n');
        expect(page, `page ${index + 1}`).toContain(
          `${DATA_SHEET_TITLES[kind]}  |  ${product.title}`,
        );
        for (const identity of [
          COMPANY.name,
          COMPANY.addresses.maharashtra.lines[0]!,
          COMPANY.phone.display,
          COMPANY.emails.sales.display,
          COMPANY.website,
        ]) {
          expect(page, `page ${index + 1}`).toContain(identity);
        }
      }
    },
  );
});

describe('technical data sheets', () => {
  it.each(each('tds'))(
    '%s prints every value of its product card, label and value',
    (_id, _kind, product) => {
      const { lines } = sheet('tds', product).read;
      expect(product.points?.length).toBeGreaterThan(0);
      for (const point of product.points ?? []) {
        expect(lines).toContain(point.label);
        expect(lines).toContain(point.value);
      }
    },
  );

  it.each(each('tds'))(
    '%s prints its data-sheet facts: properties, cure, packing, shelf life',
    (_id, _kind, product) => {
      const { lines } = sheet('tds', product).read;
      const text = lines.join(' ');
      const facts = gradeSheet(product.id);
      for (const point of [...facts.liquid, ...facts.cured, ...(facts.laminate?.points ?? [])]) {
        expect(lines).toContain(point.label);
        expect(text).toContain(point.value);
      }
      for (const line of [...facts.applications, ...facts.cure, ...facts.packaging]) {
        expect(text).toContain(line);
      }
      expect(text).toContain(`Shelf life: ${facts.shelfLifeMonths} months`);
      expect(text).toContain('below 25 °C');
    },
  );

  it.each(each('tds'))(
    '%s states "Typical values, not a specification", the revision date and its SDS link',
    (_id, _kind, product) => {
      const { read } = sheet('tds', product);
      expect(read.lines).toContain(TDS_TEXT.typicalNote);
      expect(TDS_TEXT.typicalNote).toBe('Typical values, not a specification.');
      expect(read.lines.join(' ')).toContain(
        `Revision ${DATA_SHEET_REVISION.number} of ${revisionDate}`,
      );
      const sds = absoluteUrl(dataSheetHref('sds', product.id));
      expect(read.lines).toContain(sds);
      expect(read.links.at(-1)).toBe(sds);
    },
  );

  it.each(each('tds'))(
    '%s prints the gel times the shop-floor calculator works out, and links the calculator',
    (_id, _kind, product) => {
      const { read } = sheet('tds', product);
      const kind = cureKindOf(product.category);
      const calculator = `${COMPANY.website}/tools/gel-time/?grade=${product.id}`;
      if (!kind) {
        // The rod resin cures hot in the die: no room-temperature table.
        expect(read.lines).not.toContain(GEL_GUIDE_TEXT.heading);
        expect(read.links).not.toContain(calculator);
        return;
      }
      const tested = cureFigures(product).gelTime;
      const at = read.lines.indexOf(GEL_GUIDE_TEXT.heading);
      expect(at).toBeGreaterThan(0);
      const levels = gelTableLevels(kind);
      const written = (minutes: number) => minutes.toFixed(minuteDigits(minutes));
      const rows = gelTableTemperatures(kind).flatMap((temperature) => [
        `${temperature} °C`,
        ...levels.map((cure) => {
          const { min, max } = gelTimeAt(tested, temperature, cure);
          return `${written(min)}–${written(max)} min`;
        }),
      ]);
      expect(
        read.lines.slice(at + 2 + levels.length, at + 2 + levels.length + rows.length),
      ).toEqual(rows);
      expect(read.links).toEqual([calculator, absoluteUrl(dataSheetHref('sds', product.id))]);
    },
  );

  it('prints the gel time of orthophthalic resin at 35 °C with the test’s cure as half that at 25 °C', () => {
    // 15–20 min at 25 °C. At 35 °C: with the test's cure 15 x 0.5 = 7.5 and 20 x 0.5 = 10 min;
    // with 0.1 % Co x (0.2 / 0.1)^0.5 = 1.4142, 10.61 and 14.14; with 2 % MEKP + 0.5 % Co
    // x (1 / 2)^0.5 x (0.2 / 0.5)^0.5 = 0.70711 x 0.63246 = 0.44721, 3.354 and 4.472. At 18 °C
    // with the slowest cure: 15 x 2^0.7 x 1.4142 = 15 x 2.2974 = 34.46 and 20 x 2.2974 = 45.95.
    const { lines } = sheet('tds', PRODUCTS[0]!).read;
    const row = (temperature: string) =>
      lines.slice(lines.indexOf(temperature), lines.indexOf(temperature) + 4);
    expect(row('35 °C')).toEqual(['35 °C', '11–14 min', '7.5–10 min', '3.4–4.5 min']);
    expect(row('18 °C')[1]).toBe('34–46 min');
  });

  it('gives every property row a test method', () => {
    for (const product of PRODUCTS) {
      const { lines } = sheet('tds', product).read;
      expect(lines, product.id).not.toContain('-');
    }
  });
});

describe('safety data sheets', () => {
  it.each(each('sds'))('%s has the 16 GHS section headings, in order', (_id, _kind, product) => {
    const headings = sheet('sds', product).read.lines.filter((line) => /^SECTION \d+: /.test(line));
    expect(headings).toEqual(
      SDS_SECTION_TITLES.map((title, index) => `SECTION ${index + 1}: ${title}`),
    );
  });

  it.each(each('sds'))(
    '%s classifies, lists styrene and ships as UN 1866, class 3, PG III',
    (_id, _kind, product) => {
      const { lines } = sheet('sds', product).read;
      const text = lines.join('\n');
      for (const fact of [
        'UN 1866',
        'RESIN SOLUTION, flammable',
        'Class 3 (flammable liquid)',
        'III',
        STYRENE.cas,
        'Danger',
        'GHS02 (flame), GHS07 (exclamation mark), GHS08 (health hazard)',
        'About 31–32 °C (closed cup)',
        'ACGIH TLV (USA)',
        '10 ppm (43 mg/m³)',
        'H226',
        'H372',
      ]) {
        expect(text).toContain(fact);
      }
      expect(lines).toContain(styreneContent(product));
    },
  );

  it.each(each('sds'))(
    '%s lists the cobalt accelerator and H317 exactly when the grade is pre-accelerated',
    (_id, _kind, product) => {
      const text = sheet('sds', product).read.lines.join('\n');
      const preAccelerated = gradeSheet(product.id).preAccelerated;
      expect(text.includes(COBALT_ACCELERATOR.cas)).toBe(preAccelerated);
      expect(text.includes('H317')).toBe(preAccelerated);
      expect(text.includes('H360F')).toBe(preAccelerated);
    },
  );

  it.each(each('sds'))(
    '%s gives a 24-hour emergency number for India and for Sri Lanka in section 1, not the office telephones',
    (_id, _kind, product) => {
      const { lines } = sheet('sds', product).read;
      const section1 = lines.slice(
        lines.indexOf(`SECTION 1: ${SDS_SECTION_TITLES[0]}`),
        lines.indexOf(`SECTION 2: ${SDS_SECTION_TITLES[1]}`),
      );
      const label = section1.indexOf(SDS_TEXT.emergencyTelephone);
      expect(label).toBeGreaterThan(0);
      // The value cell's lines follow its label in the table's row.
      const value = section1.slice(label + 1, label + 3).join(' ');
      const countries = COMPANY.emergencyPhones.map((line) => line.country);
      expect(countries).toEqual(['IN', 'LK']);
      for (const { countryName, phone } of COMPANY.emergencyPhones) {
        expect(value).toContain(`${countryName}: ${phone.display}`);
      }
      expect(value).toContain('24 hours a day');
      const offices = [COMPANY.phone, ...Object.values(COMPANY.addresses).map((a) => a.phone)];
      for (const office of offices) expect(value).not.toContain(office.display);
      expect(COMPANY.emergencyPhone).toEqual(COMPANY.emergencyPhones[0]!.phone);
    },
  );

  it.each(each('sds'))(
    '%s draws each GHS pictogram it names in section 2: a red-framed diamond, its black symbol inside, its code beneath',
    (_id, _kind, product) => {
      const { read, shapes } = sheet('sds', product);
      const page = read.pageLines.findIndex((lines) => lines.includes(SDS_TEXT.labelElements));
      expect(page).toBeGreaterThanOrEqual(0);
      const drawn = shapes[page]!;
      const diamonds = drawn.filter(isRedFramedDiamond).sort((a, b) => a.box.left - b.box.left);
      expect(diamonds).toHaveLength(PICTOGRAMS.length);
      const symbols = diamonds.map((diamond) =>
        drawn.filter((shape) => isBlack(shape.fill) && inside(shape, diamond)),
      );
      for (const symbol of symbols) expect(symbol.length).toBeGreaterThan(0);
      // A different symbol in each: their outlines differ.
      const outlines = symbols.map((symbol) => symbol.map((s) => s.points.length).join(','));
      expect(new Set(outlines).size).toBe(PICTOGRAMS.length);
      // Named beneath, in the same order, as well as in the label elements' table.
      const codes = read.pageLines[page]!.filter((line) => /^GHS\d\d$/.test(line));
      expect(codes).toEqual(PICTOGRAMS.map((pictogram) => pictogram.code));
    },
  );

  it('takes each styrene range from the product card or the grade facts', () => {
    expect(PRODUCTS.map(styreneContent)).toEqual([
      '38–42 %',
      '40–45 %',
      '42–46 %',
      '36–42 %',
      '35–40 %',
      '35–40 %',
      '34–38 %',
      '33–37 %',
      '38–42 %',
    ]);
  });
});

describe('catalogue links to the data sheets', () => {
  it('prints and links the absolute URL of every TDS and SDS', async () => {
    const read = await readPdf((await buildCatalogue()).bytes);
    const urls = PRODUCTS.flatMap((product) => [
      `${COMPANY.website}/downloads/tds/${product.id}.pdf`,
      `${COMPANY.website}/downloads/sds/${product.id}.pdf`,
    ]);
    expect(read.links).toEqual(urls);
    for (const url of urls) expect(read.lines).toContain(url);
  });
});

/** Red enough to read as the GHS frame: strong red, little green or blue. */
const isRed = (color?: number[]) =>
  color !== undefined && color[0]! > 0.8 && color[1]! < 0.2 && color[2]! < 0.2;
const isBlack = (color?: number[]) => color !== undefined && color.every((part) => part < 0.1);
const isWhite = (color?: number[]) => color !== undefined && color.every((part) => part > 0.95);

/** A square on its point: four corners at the middles of its box's sides, of equal width and height. */
function isRedFramedDiamond(shape: PaintedShape): boolean {
  const { left, right, top, bottom } = shape.box;
  const width = right - left;
  const height = top - bottom;
  if (!isRed(shape.stroke) || !isWhite(shape.fill) || width < 28) return false;
  if (Math.abs(width - height) > 0.5 || shape.points.length < 4) return false;
  const middleX = (left + right) / 2;
  const middleY = (top + bottom) / 2;
  const near = (a: number, b: number) => Math.abs(a - b) < 0.5;
  return shape.points.every(
    ([x, y]) =>
      (near(x, middleX) && (near(y, top) || near(y, bottom))) ||
      (near(y, middleY) && (near(x, left) || near(x, right))),
  );
}

function inside(shape: PaintedShape, frame: PaintedShape): boolean {
  return (
    shape.box.left > frame.box.left &&
    shape.box.right < frame.box.right &&
    shape.box.bottom > frame.box.bottom &&
    shape.box.top < frame.box.top
  );
}
