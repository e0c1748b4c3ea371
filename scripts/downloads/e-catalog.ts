// Kalpa Composite's E-catalog, offered on /kalpacomposite: the sister company's FRP product
// lines and the group resins they are made with.
import { COMPANY } from '../../src/content/company';
import { KALPA_COMPOSITE_PAGE } from '../../src/content/group-companies';
import { PRODUCTS } from '../../src/content/products';
import { PdfLayout } from './pdf-layout';
import { contactFooter, drawCover, type GeneratedPdf } from './common';

export async function buildECatalog(): Promise<GeneratedPdf> {
  const [kalpaComposite] = COMPANY.sisterCompanies;
  const layout = await PdfLayout.create({
    title: `${kalpaComposite.name} E-catalog`,
    subject: 'FRP and composite products made with Kalpa resins',
    author: kalpaComposite.name,
    keywords: ['FRP', 'composite products', 'manhole covers', 'gratings', 'E-catalog'],
    footer: contactFooter(`${kalpaComposite.name} (a ${COMPANY.shortName} group company)`),
  });

  drawCover(layout, {
    kicker: kalpaComposite.name.toUpperCase(),
    title: 'E-catalog',
    lines: ['FRP and composite products', kalpaComposite.website],
  });

  layout.heading(KALPA_COMPOSITE_PAGE.title);
  // The page's last paragraph points at this very download, so the PDF leaves it out.
  for (const paragraph of KALPA_COMPOSITE_PAGE.paragraphs.slice(0, -1)) layout.paragraph(paragraph);

  layout.heading('Product lines', 18);
  for (const line of KALPA_COMPOSITE_PAGE.productLines) {
    layout.subheading(line.name, 12);
    layout.paragraph(line.text);
  }

  layout.heading('Resins behind the products', 18);
  layout.paragraph(
    `Every part is laminated with resins from ${COMPANY.name}, chosen for the job and traceable to the batch:`,
  );
  layout.bullets(PRODUCTS.map((product) => product.title));

  layout.heading('Enquiries', 18);
  layout.paragraph(`Phone: ${COMPANY.phone.display}`);
  layout.paragraph(`E-mail: ${COMPANY.emails.sales.display}`);
  layout.paragraph(`Website: ${kalpaComposite.website}`);
  layout.paragraph(COMPANY.addresses.maharashtra.lines.join(', '));

  const bytes = await layout.finish();
  return {
    href: COMPANY.downloads.eCatalog.href,
    bytes,
    texts: layout.texts,
    pageCount: layout.pageCount,
  };
}
