// The company brochure offered on the About page: who we are, what we claim and can prove,
// where we make it and what we make.
import { COMPANY } from '../../src/content/company';
import { ABOUT, CERTIFICATES, RD_SECTION } from '../../src/content/media';
import { PRODUCT_TABS, productsIn } from '../../src/content/products';
import { APPLICATIONS } from '../../src/content/applications';
import { PdfLayout } from './pdf-layout';
import { contactFooter, drawCover, type GeneratedPdf } from './common';

function firstSentence(text: string): string {
  const end = text.indexOf('. ');
  return end === -1 ? text : text.slice(0, end + 1);
}

export async function buildBrochure(): Promise<GeneratedPdf> {
  const layout = await PdfLayout.create({
    title: `${COMPANY.name} Company Brochure`,
    subject: 'About Kalpa Resins: plants, quality, research and product range',
    author: COMPANY.name,
    keywords: ['Kalpa Resins', 'brochure', 'polyester resin manufacturer', 'India', 'Sri Lanka'],
    footer: contactFooter(COMPANY.name),
  });

  drawCover(layout, {
    kicker: COMPANY.shortName.toUpperCase(),
    title: 'Company Brochure',
    lines: [COMPANY.tagline, `${ABOUT.experienceYears}+ ${ABOUT.experienceLabel}`],
  });

  layout.heading(ABOUT.heading);
  for (const paragraph of ABOUT.paragraphs) layout.paragraph(paragraph);
  layout.subheading('Why buyers choose us');
  layout.bullets(ABOUT.claims);
  layout.subheading('Our plants');
  for (const plant of ABOUT.plants) layout.bullets([`${plant.name}: ${plant.text}`]);

  layout.heading('Quality and certificates', 18);
  layout.bullets(CERTIFICATES.map((certificate) => certificate.name));

  layout.heading(RD_SECTION.heading, 18);
  layout.paragraph(RD_SECTION.intro);
  for (const block of RD_SECTION.blocks) {
    layout.subheading(block.title, 12);
    layout.paragraph(block.text);
    layout.bullets(block.points);
  }

  layout.heading('Product range', 18);
  for (const tab of PRODUCT_TABS) {
    layout.subheading(tab.label);
    layout.bullets(
      productsIn(tab.key).map(
        (product) => `${product.title}: ${firstSentence(product.description[0] ?? '')}`,
      ),
    );
  }
  layout.subheading('Application areas');
  layout.paragraph(APPLICATIONS.map((application) => application.service_name).join(', '));

  layout.heading('Contact us', 18);
  layout.paragraph(`Phone: ${COMPANY.phone.display}`);
  layout.paragraph(`General enquiries: ${COMPANY.emails.info.display}`);
  layout.paragraph(`Sales and quotations: ${COMPANY.emails.sales.display}`);
  for (const address of Object.values(COMPANY.addresses)) {
    layout.subheading(address.title, 11);
    layout.paragraph(address.lines.join(', '));
  }
  layout.subheading('Group companies', 11);
  layout.bullets(COMPANY.sisterCompanies.map((company) => `${company.name}: ${company.website}`));

  const bytes = await layout.finish();
  return {
    href: COMPANY.downloads.brochure.href,
    bytes,
    texts: layout.texts,
    pageCount: layout.pageCount,
  };
}
