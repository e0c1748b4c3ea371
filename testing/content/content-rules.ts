// The rules the content tests hold values to. The shapes are types.ts's alone (TypeScript checks
// every content module against them); these say what makes a value right: lengths, patterns,
// sizes, sets it must belong to.
import { expect } from 'vitest';
import { PRODUCTS } from '../../src/content/products';
import type { Picture } from '../../src/content/types';

/** The folders of the pictures drawn for the template areas. */
const AREAS = ['blog', 'portfolio', 'services', 'home-alt', 'about-alt', 'shop', 'reviews'];
const AREA_PICTURE = new RegExp(`^images/(${AREAS.join('|')}|testimonials)/[a-z0-9-]+\\.webp$`);
const IN_AN_AREA = new RegExp(`^images/(${AREAS.join('|')})/`);

/** A string of at least `min` characters (a heading, a sentence, a paragraph). */
export function expectText(value: string, min = 20): void {
  expect(value.length, value).toBeGreaterThanOrEqual(min);
}

/** An integer above zero: an id, a rating, a size in pixels. */
export function expectPositiveInteger(value: number, label = String(value)): void {
  expect(Number.isInteger(value) && value > 0, `${label}: ${value}`).toBe(true);
}

/** A picture the content points to: a file under images/ with its size and a real alt text. */
export function expectPicture(picture: Picture): void {
  expect(picture.src).toMatch(/^images\/[a-z0-9/-]+\.(svg|webp)$/);
  expectText(picture.alt, 3);
  expectPositiveInteger(picture.width, `${picture.src} width`);
  expectPositiveInteger(picture.height, `${picture.src} height`);
  for (const width of picture.widths ?? []) expectPositiveInteger(width, `${picture.src} widths`);
}

/** A picture drawn for a template area: a .webp in its area's folder, described concretely. */
export function isNewPicture(picture: Picture): boolean {
  return AREA_PICTURE.test(picture.src) && picture.alt.length >= 30;
}

/**
 * A picture of the template areas: either drawn for them (see isNewPicture), or reused from the
 * rest of the content and kept in its own folder.
 */
export function expectTemplatePicture(picture: Picture): void {
  expectPicture(picture);
  if (IN_AN_AREA.test(picture.src)) expect(isNewPicture(picture), picture.src).toBe(true);
}

/** A new picture drawn at exactly this size. */
export function expectNewPicture(picture: Picture, width?: number, height?: number): void {
  expectPicture(picture);
  expect(isNewPicture(picture), `${picture.src}: ${picture.alt}`).toBe(true);
  if (width !== undefined)
    expect([picture.width, picture.height], picture.src).toEqual([width, height]);
}

/** A calendar date written 'YYYY-MM-DD' that exists. */
export function expectIsoDate(value: string): void {
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const time = Date.parse(`${value}T00:00:00Z`);
  expect(Number.isNaN(time) ? 'no date' : new Date(time).toISOString().slice(0, 10)).toBe(value);
}

const productTitles = new Set(PRODUCTS.map((product) => product.title));

/** Exactly the title of a product in the catalogue. */
export function expectProductTitle(title: string): void {
  expect(productTitles.has(title), `${title} is not a product`).toBe(true);
}

export function words(value: string): number {
  return value.split(/\s+/).filter(Boolean).length;
}

export function sentences(value: string): number {
  return value.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}
