// All generated downloads, built from the content modules at build time so the PDFs can never
// disagree with the site.
import { buildBrochure } from './brochure';
import { buildCatalogue } from './catalogue';
import type { GeneratedPdf } from './common';
import { buildDataSheets } from './data-sheets';
import { buildECatalog } from './e-catalog';

export async function buildDownloads(): Promise<GeneratedPdf[]> {
  const [catalogue, brochure, eCatalog, sheets] = await Promise.all([
    buildCatalogue(),
    buildBrochure(),
    buildECatalog(),
    buildDataSheets(),
  ]);
  return [catalogue, brochure, eCatalog, ...sheets];
}
