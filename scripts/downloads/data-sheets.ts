// The TDS and the SDS of every grade, 18 files.
import { PRODUCTS } from '../../src/content/products';
import type { GeneratedPdf } from './common';
import { buildSds } from './sds';
import { buildTds } from './tds';

/** One builder a file, TDS then SDS for each grade in catalogue order. */
export function dataSheetBuilders(): (() => Promise<GeneratedPdf>)[] {
  return PRODUCTS.flatMap((product) => [() => buildTds(product), () => buildSds(product)]);
}
