// Which catalogue grades each resin type of the applications list stands for: an application
// that suits "ISO" suits the isophthalic resin and the isophthalic gelcoat. The optical fibre
// rod resin is a grade of its own and belongs to no general type.
import { PRODUCTS } from './products';
import type { Product, ResinType } from './types';

const GRADES_BY_TYPE: Readonly<Record<ResinType, readonly string[]>> = {
  Ortho: ['general-purpose-orthophthalic', 'orthophthalic-gelcoat'],
  ISO: ['isophthalic', 'isophthalic-gelcoat'],
  'ISO NPG': ['isophthalic-npg', 'isophthalic-npg-gelcoat'],
  PTA: ['pta-based'],
  'R-PET': ['recycled-pet'],
};

/** The grades of one resin type, in catalogue order. */
export function gradesOfType(type: ResinType): Product[] {
  const ids = GRADES_BY_TYPE[type];
  return PRODUCTS.filter((product) => ids.includes(product.id));
}

/** A grade's place on the products page: its card carries the grade id as its anchor. */
export function gradeHref(productId: string): string {
  return `/products#${productId}`;
}

/** A grade's own page. */
export function gradePagePath(productId: string): string {
  return `/products/${productId}`;
}

/** The grades side by side, or `grades` of them alone (two to four grade ids). */
export function compareGradesPath(grades: readonly string[] = []): string {
  return grades.length > 0 ? `/products/compare?grades=${grades.join(',')}` : '/products/compare';
}

/** The shop-floor calculator, opened on a grade. */
export function gelTimeToolPath(productId?: string): string {
  return productId ? `/tools/gel-time?grade=${productId}` : '/tools/gel-time';
}

/** The resin types of the applications list that a grade stands for (none for the rod resin). */
export function typesOfGrade(productId: string): ResinType[] {
  return (Object.keys(GRADES_BY_TYPE) as ResinType[]).filter((type) =>
    GRADES_BY_TYPE[type].includes(productId),
  );
}
