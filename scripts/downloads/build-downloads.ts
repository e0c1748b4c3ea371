// All generated downloads, built from the content modules at build time so the PDFs can never
// disagree with the site.
import { buildBrochure } from './brochure';
import { buildCatalogue } from './catalogue';
import type { GeneratedPdf } from './common';
import { dataSheetBuilders } from './data-sheets';
import { buildECatalog } from './e-catalog';

/**
 * Makes the documents one by one, giving the event loop a turn before each. A build starts them
 * alongside the bundler, whose plugin hooks run on this same thread: made in one unbroken run,
 * the 21 PDFs would hold those hooks up until the last one was done.
 */
async function inTurns(builders: (() => Promise<GeneratedPdf>)[]): Promise<GeneratedPdf[]> {
  const pdfs: GeneratedPdf[] = [];
  for (const build of builders) {
    await new Promise((resolve) => setImmediate(resolve));
    pdfs.push(await build());
  }
  return pdfs;
}

export function buildDownloads(): Promise<GeneratedPdf[]> {
  return inTurns([buildCatalogue, buildBrochure, buildECatalog, ...dataSheetBuilders()]);
}
