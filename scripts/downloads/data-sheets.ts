// The TDS and the SDS of every grade, 18 files, built side by side.
import { PRODUCTS } from '../../src/content/products';
import type { GeneratedPdf } from './common';
import { buildSds } from './sds';
import { buildTds } from './tds';

export function buildDataSheets(): Promise<GeneratedPdf[]> {
  return Promise.all(PRODUCTS.flatMap((product) => [buildTds(product), buildSds(product)]));
}
