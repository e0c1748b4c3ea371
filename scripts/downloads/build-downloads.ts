// All generated downloads, built from the content modules at build time so the PDFs can never
// disagree with the site.
import { buildBrochure } from './brochure';
import { buildCatalogue } from './catalogue';
import type { GeneratedPdf } from './common';
import { buildECatalog } from './e-catalog';

export function buildDownloads(): Promise<GeneratedPdf[]> {
  return Promise.all([buildCatalogue(), buildBrochure(), buildECatalog()]);
}
