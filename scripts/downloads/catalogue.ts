// The product catalogue PDF, built from the same PRODUCTS the Products page shows.
import { COMPANY } from '../../src/content/company';
import { CATALOGUE_TEXT } from '../../src/content/messages';
import { PRODUCT_TABS, productsIn } from '../../src/content/products';
import { APPLICATIONS } from '../../src/content/applications';
import type { Product } from '../../src/content/types';
import {
  DATA_SHEET_KINDS,
  DATA_SHEET_TITLES,
  DATA_SHEETS_HEADING,
  dataSheetLinks,
} from '../../src/content/data-sheets';
import { COLORS, PdfLayout } from './pdf-layout';
import { absoluteUrl, contactFooter, drawCover, type GeneratedPdf } from './common';

function productPage(layout: PdfLayout, product: Product, category: string): void {
  layout.newPage();
  layout.subheading(category.toUpperCase(), 10);
  layout.heading(product.title, 22);
  for (const paragraph of product.description) layout.paragraph(paragraph);
  if (product.points && product.points.length > 0) {
    layout.space(6);
    layout.subheading('Typical properties');
    layout.table(
      ['Property', 'Typical value'],
      product.points.map((point) => [point.label, point.value]),
    );
  }
  if (product.keyCharacteristics && product.keyCharacteristics.length > 0) {
    layout.subheading(CATALOGUE_TEXT.keyCharacteristics);
    layout.bullets(product.keyCharacteristics);
  }
  layout.paragraph(
    'Typical values are for guidance and are not specifications. Each batch ships with its own certificate of analysis.',
    8.5,
    0,
    COLORS.slateLight,
  );
  // Absolute addresses, because a downloaded catalogue is read away from the site.
  layout.subheading(DATA_SHEETS_HEADING, 11);
  const links = dataSheetLinks(product.id);
  for (const kind of DATA_SHEET_KINDS) {
    layout.link(`${DATA_SHEET_TITLES[kind]}:`, absoluteUrl(links[kind].href), 9);
  }
}

export async function buildCatalogue(): Promise<GeneratedPdf> {
  const layout = await PdfLayout.create({
    title: `${COMPANY.name} Product Catalogue`,
    subject: 'Unsaturated polyester, gelcoat and optical fibre rod resins',
    author: COMPANY.name,
    keywords: ['unsaturated polyester resin', 'gelcoat', 'optical fibre rod resin', 'catalogue'],
    footer: contactFooter(COMPANY.name),
  });

  drawCover(layout, {
    kicker: COMPANY.shortName.toUpperCase(),
    title: 'Product Catalogue',
    lines: [
      COMPANY.tagline,
      'Unsaturated Polyester Resin | Gelcoat Resin | Optical Fiber Rod Resin',
    ],
  });
  layout.heading('Contents', 18);
  for (const tab of PRODUCT_TABS) {
    layout.subheading(tab.label);
    layout.bullets(productsIn(tab.key).map((product) => product.title));
  }
  layout.subheading('Application areas');
  layout.paragraph(APPLICATIONS.map((application) => application.service_name).join(', '));

  for (const tab of PRODUCT_TABS) {
    for (const product of productsIn(tab.key)) productPage(layout, product, tab.label);
  }

  layout.newPage();
  layout.heading('Resin selection by application', 18);
  layout.table(
    ['Application', 'Suitable resin types'],
    APPLICATIONS.map((application) => [
      application.service_name,
      application.service_Right.join(', '),
    ]),
  );
  layout.paragraph(
    `For samples, technical data sheets and prices, call ${COMPANY.phone.display} or write to ${COMPANY.emails.sales.display}.`,
  );

  const bytes = await layout.finish();
  return {
    href: COMPANY.downloads.catalogue.href,
    bytes,
    texts: layout.texts,
    pageCount: layout.pageCount,
  };
}
