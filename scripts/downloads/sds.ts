// A grade's Safety Data Sheet: the sixteen GHS sections of sds-sections.ts drawn in order, each
// opened by a numbered bar.
import { SDS_BASIS, type SdsBlock } from '../../src/content/safety';
import type { Product } from '../../src/content/types';
import type { PdfLayout } from './pdf-layout';
import type { GeneratedPdf } from './common';
import { drawPictograms } from './ghs-pictograms';
import { sdsSections } from './sds-sections';
import { contactBlock, finishSheet, openSheet } from './sheet-layout';

function drawBlock(layout: PdfLayout, block: SdsBlock): void {
  switch (block.kind) {
    case 'facts':
      layout.table(null, block.rows, { widths: [0.3, 0.7], boldColumn: 0, size: 9 });
      break;
    case 'text':
      layout.paragraph(block.text, 9.5);
      break;
    case 'list':
      layout.bullets(block.items, 9.5);
      break;
    case 'subheading':
      layout.subheading(block.text, 10.5);
      break;
    case 'table':
      layout.table(block.header, block.rows, { widths: block.widths, boldColumn: -1, size: 8.5 });
      break;
    case 'pictograms':
      drawPictograms(layout, block.items);
      break;
  }
}

export async function buildSds(product: Product): Promise<GeneratedPdf> {
  const layout = await openSheet('sds', product);
  layout.paragraph(SDS_BASIS, 9.5);
  for (const section of sdsSections(product)) {
    layout.sectionBar(section.heading);
    for (const block of section.blocks) drawBlock(layout, block);
  }
  contactBlock(layout);
  return finishSheet(layout, 'sds', product);
}
