// What a TDS and an SDS share: a document whose metadata, running head and title block name the
// grade (so any page tells the reader which grade it is), the company footer on every page and
// the company's contact block.
import { COMPANY } from '../../src/content/company';
import {
  DATA_SHEET_TITLES,
  dataSheetHref,
  revisionLine,
  type DataSheetKind,
} from '../../src/content/data-sheets';
import { PRODUCT_TABS } from '../../src/content/products';
import type { Product } from '../../src/content/types';
import { PdfLayout } from './pdf-layout';
import { identityFooter, type GeneratedPdf } from './common';

export function categoryLabel(product: Product): string {
  return PRODUCT_TABS.find((tab) => tab.key === product.category)?.label ?? product.category;
}

/** A new data sheet for one grade, with its title block drawn. */
export async function openSheet(kind: DataSheetKind, product: Product): Promise<PdfLayout> {
  const title = DATA_SHEET_TITLES[kind];
  const layout = await PdfLayout.create({
    title: `${product.title}: ${title}`,
    subject: `${title} of ${COMPANY.name} ${product.title} (grade ${product.id}), ${revisionLine()}`,
    author: COMPANY.name,
    keywords: [product.title, product.id, title, kind.toUpperCase(), categoryLabel(product)],
    header: `${title}  |  ${product.title}  |  ${revisionLine()}`,
    footer: identityFooter(),
  });
  layout.newPage();
  layout.subheading(title.toUpperCase(), 10);
  layout.heading(product.title, 22);
  layout.paragraph(`${categoryLabel(product)}  |  Grade ${product.id}  |  ${revisionLine()}`, 9.5);
  return layout;
}

/** The company's name, plants, contacts and the sheet's revision, closing every sheet. */
export function contactBlock(layout: PdfLayout): void {
  layout.subheading(COMPANY.name, 11);
  const plants = Object.values(COMPANY.addresses)
    .map((address) => `${address.title}: ${address.lines.join(', ')}`)
    .join('. ');
  layout.paragraph(`${plants}.`, 8.5);
  layout.paragraph(
    `Phone ${COMPANY.phone.display}  |  E-mail ${COMPANY.emails.sales.display}, ${COMPANY.emails.info.display}  |  ${COMPANY.website}  |  ${revisionLine()}`,
    8.5,
  );
}

export async function finishSheet(
  layout: PdfLayout,
  kind: DataSheetKind,
  product: Product,
): Promise<GeneratedPdf> {
  const bytes = await layout.finish();
  return {
    href: dataSheetHref(kind, product.id),
    bytes,
    texts: layout.texts,
    pageCount: layout.pageCount,
  };
}
