// Pieces shared by the generated PDFs: the result type, footers, the cover page and site URLs.
import { COMPANY } from '../../src/content/company';
import { COLORS, type PdfLayout } from './pdf-layout';

export interface GeneratedPdf {
  /** Where the site links to it, e.g. 'downloads/kalpa-resins-brochure.pdf'. */
  href: string;
  bytes: Uint8Array;
  /** Every string drawn, in order, after reduction to the font's character set. */
  texts: string[];
  pageCount: number;
}

export function contactFooter(name: string): string {
  return `${name}  |  ${COMPANY.phone.display}  |  ${COMPANY.emails.sales.display}`;
}

export interface CoverCopy {
  kicker: string;
  title: string;
  lines: string[];
}

/** A cover: green band with the mark and title, then contacts and both plant addresses. */
export function drawCover(layout: PdfLayout, copy: CoverCopy): void {
  layout.newPage();
  const { width, height } = layout.pageSize;
  const band = layout.band(height * 0.45);
  const left = layout.margin;
  layout.mark(left, band.top - 70, 56);
  layout.textAt(copy.kicker, left + 72, band.top - 104, {
    size: 14,
    font: layout.bold,
    color: COLORS.amber,
  });
  const titleSize = 34;
  const titleLines = layout.wrap(copy.title, layout.bold, titleSize, width - left * 2);
  titleLines.forEach((line, index) => {
    layout.textAt(line, left, band.bottom + 120 - index * titleSize * 1.15, {
      size: titleSize,
      font: layout.bold,
      color: COLORS.white,
    });
  });
  copy.lines.forEach((line, index) => {
    layout.textAt(line, left, band.bottom + 60 - index * 18, { size: 11.5, color: COLORS.white });
  });
  layout.cursor = band.bottom - 30;
  layout.subheading(COMPANY.name, 14);
  layout.paragraph(`Phone: ${COMPANY.phone.display}`);
  layout.paragraph(`E-mail: ${COMPANY.emails.info.display}  |  ${COMPANY.emails.sales.display}`);
  layout.space(6);
  for (const address of Object.values(COMPANY.addresses)) {
    layout.subheading(address.title, 11);
    layout.paragraph(address.lines.join(', '));
  }
  layout.newPage();
}

/** A download's address on the public site, for links printed in PDFs. */
export function absoluteUrl(href: string): string {
  return new URL(href, `${COMPANY.website}/`).href;
}

/** The company's identity for a two-line footer: name and address, then phone, e-mail, site. */
export function identityFooter(): string[] {
  return [
    `${COMPANY.name}, ${COMPANY.addresses.maharashtra.lines.join(', ')}`,
    `Phone ${COMPANY.phone.display}  |  ${COMPANY.emails.sales.display}  |  ${COMPANY.website}`,
  ];
}
