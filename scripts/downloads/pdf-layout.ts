// A small flowing-layout writer over pdf-lib for the generated downloads. It uses the standard
// Helvetica fonts (no font files in the repository), so every string is first reduced to the
// characters those fonts can encode (see sanitize).
import { deflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFContentStream,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { TextWriter, sanitize } from './pdf-text';

export const COLORS = {
  green: rgb(11 / 255, 93 / 255, 59 / 255),
  greenLight: rgb(220 / 255, 239 / 255, 228 / 255),
  amber: rgb(242 / 255, 165 / 255, 22 / 255),
  slate: rgb(51 / 255, 65 / 255, 85 / 255),
  slateLight: rgb(100 / 255, 116 / 255, 139 / 255),
  rule: rgb(203 / 255, 213 / 255, 225 / 255),
  white: rgb(1, 1, 1),
} as const;

export interface TableOptions {
  /** Column widths as fractions of the content width. */
  widths?: number[];
  size?: number;
  /** The column drawn in bold (the value column by default); -1 for none. */
  boldColumn?: number;
}

export interface DocumentMeta {
  title: string;
  subject: string;
  author: string;
  keywords: string[];
  /** Footer on every page (company, phone, e-mail): one line, or one string a line. */
  footer: string | string[];
  /** A running head on every page, e.g. which document and grade this is. */
  header?: string;
}

/** A fixed date keeps the generated files byte-identical from build to build. */
const FIXED_DATE = new Date(Date.UTC(2025, 2, 15));

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const FOOTER_SPACE = 48;

export class PdfLayout {
  readonly texts: string[] = [];
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];
  private readonly writer = new TextWriter();

  private constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly meta: DocumentMeta,
  ) {}

  static async create(meta: DocumentMeta): Promise<PdfLayout> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    doc.setProducer(meta.author);
    doc.setKeywords(meta.keywords);
    doc.setLanguage('en-IN');
    doc.setCreationDate(FIXED_DATE);
    doc.setModificationDate(FIXED_DATE);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfLayout(doc, regular, bold, meta);
  }

  get contentWidth(): number {
    return PAGE.width - MARGIN * 2;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
    return this.page;
  }

  /** Starts a new page when fewer than `height` points remain above the footer. */
  ensure(height: number): void {
    if (this.pages.length === 0 || this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  /** Draws one line of text at an absolute position and records it. */
  textAt(
    content: string,
    x: number,
    y: number,
    options: { size: number; font?: PDFFont; color?: RGB },
  ): void {
    const font = options.font ?? this.regular;
    const safe = sanitize(content, font);
    this.writer.put(this.page, safe, x, y, options.size, font, options.color ?? COLORS.slate);
    this.texts.push(safe);
  }

  wrap(content: string, font: PDFFont, size: number, width: number): string[] {
    return this.writer.wrap(content, font, size, width);
  }

  heading(content: string, size = 20, color: RGB = COLORS.green): void {
    const lines = this.wrap(content, this.bold, size, this.contentWidth);
    this.ensure(size * 1.3 * lines.length + 60);
    // A heading that follows other content gets air above it; at the top of a page it does not.
    if (this.y < PAGE.height - MARGIN) this.y -= 18;
    for (const line of lines) {
      this.y -= size;
      this.textAt(line, MARGIN, this.y, { size, font: this.bold, color });
      this.y -= size * 0.3;
    }
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - 4,
      width: 48,
      height: 3,
      color: COLORS.amber,
    });
    this.y -= 16;
  }

  subheading(content: string, size = 13): void {
    this.ensure(size * 3.6);
    this.y -= size * 1.6;
    this.textAt(content, MARGIN, this.y, { size, font: this.bold, color: COLORS.slate });
    this.y -= size * 0.6;
  }

  paragraph(content: string, size = 10.5, indent = 0, color: RGB = COLORS.slate): void {
    const leading = size * 1.45;
    for (const line of this.wrap(content, this.regular, size, this.contentWidth - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.textAt(line, MARGIN + indent, this.y, { size, color });
    }
    this.y -= size * 0.6;
  }

  bullets(items: string[], size = 10.5): void {
    const leading = size * 1.45;
    for (const item of items) {
      const lines = this.wrap(item, this.regular, size, this.contentWidth - 16);
      this.ensure(leading * Math.min(lines.length, 2));
      lines.forEach((line, index) => {
        this.ensure(leading);
        this.y -= leading;
        if (index === 0) {
          this.page.drawCircle({
            x: MARGIN + 4,
            y: this.y + size * 0.33,
            size: 2.2,
            color: COLORS.green,
          });
        }
        this.textAt(line, MARGIN + 16, this.y, { size });
      });
    }
    this.y -= size * 0.6;
  }

  /**
   * A table with an optional header row, repeated when the table runs onto a new page. Cells wrap
   * within their column; `widths` are fractions of the content width (two columns: 62/38).
   */
  table(header: string[] | null, rows: string[][], options: TableOptions = {}): void {
    const size = options.size ?? 9.5;
    const columns = header?.length ?? rows[0]?.length ?? 0;
    const widths =
      options.widths ?? (columns === 2 ? [0.62, 0.38] : Array(columns).fill(1 / columns));
    const boldColumn = options.boldColumn ?? 1;
    const lefts = widths.map((_, index) =>
      widths.slice(0, index).reduce((sum, width) => sum + width * this.contentWidth, MARGIN),
    );
    const drawRow = (cells: string[], isHeader: boolean, shaded: boolean) => {
      const fonts = cells.map((_, index) =>
        isHeader || index === boldColumn ? this.bold : this.regular,
      );
      const lines = cells.map((cell, index) =>
        this.wrap(
          cell,
          fonts[index] ?? this.regular,
          size,
          (widths[index] ?? 0) * this.contentWidth - 16,
        ),
      );
      const count = Math.max(1, ...lines.map((cellLines) => cellLines.length));
      const rowHeight = size * 2.1 + (count - 1) * size * 1.3;
      if (this.pages.length === 0 || this.y - rowHeight < MARGIN + FOOTER_SPACE) {
        this.newPage();
        if (!isHeader && header) drawRow(header, true, false);
      }
      this.y -= rowHeight;
      if (isHeader || shaded) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y,
          width: this.contentWidth,
          height: rowHeight,
          color: isHeader ? COLORS.green : COLORS.greenLight,
        });
      }
      const color = isHeader ? COLORS.white : COLORS.slate;
      const top = this.y + rowHeight - size * 1.4;
      lines.forEach((cellLines, index) => {
        cellLines.forEach((line, lineIndex) => {
          this.textAt(line, (lefts[index] ?? MARGIN) + 8, top - lineIndex * size * 1.3, {
            size,
            font: fonts[index],
            color,
          });
        });
      });
    };
    if (header) drawRow(header, true, false);
    rows.forEach((row, index) => drawRow(row, false, index % 2 === 1));
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.contentWidth, y: this.y },
      thickness: 0.8,
      color: COLORS.rule,
    });
    this.y -= 14;
  }

  /** A full-width green bar with a white title, opening a numbered section. */
  sectionBar(content: string, size = 11): void {
    const height = size * 2;
    // Keep the bar with at least a few lines of its section.
    this.ensure(height + 70);
    if (this.y < PAGE.height - MARGIN) this.y -= 10;
    this.y -= height;
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y,
      width: this.contentWidth,
      height,
      color: COLORS.green,
    });
    this.textAt(content, MARGIN + 8, this.y + height / 2 - size * 0.35, {
      size,
      font: this.bold,
      color: COLORS.white,
    });
    this.y -= 4;
  }

  /** A line with a bold label and a URL that opens when clicked (a PDF link annotation). */
  link(label: string, url: string, size = 9.5): void {
    const leading = size * 1.45;
    const labelWidth = label
      ? this.bold.widthOfTextAtSize(sanitize(label, this.bold), size) + 6
      : 0;
    const urlWidth = this.regular.widthOfTextAtSize(sanitize(url, this.regular), size);
    // A URL that does not fit after its label goes on the next line, indented.
    const sameLine = labelWidth + urlWidth <= this.contentWidth;
    this.ensure(leading * (sameLine ? 1 : 2));
    this.y -= leading;
    if (label) this.textAt(label, MARGIN, this.y, { size, font: this.bold });
    if (!sameLine) this.y -= leading;
    const x = MARGIN + (sameLine ? labelWidth : 12);
    this.textAt(url, x, this.y, { size, color: COLORS.green });
    const annotation = this.doc.context.register(
      this.doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, this.y - size * 0.3, x + urlWidth, this.y + size],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    );
    this.page.node.addAnnot(annotation);
    this.y -= size * 0.3;
  }

  /** A full-width coloured band at the top of the current page, for covers and section starts. */
  band(height: number, color: RGB = COLORS.green): { top: number; bottom: number } {
    const top = PAGE.height;
    this.page.drawRectangle({ x: 0, y: top - height, width: PAGE.width, height, color });
    this.y = Math.min(this.y, top - height - 24);
    return { top, bottom: top - height };
  }

  /** The Kalpa resin-drop mark, drawn as vectors so no image files are needed. */
  mark(x: number, y: number, size: number): void {
    const scale = size / 100;
    this.page.drawRectangle({ x, y: y - size, width: size, height: size, color: COLORS.white });
    this.page.drawSvgPath('M50 16C30 42 24 55 24 62A26 26 0 0 0 76 62C76 55 70 42 50 16Z', {
      x,
      y,
      scale,
      color: COLORS.amber,
    });
  }

  /** Reserves `height` points of the flow, on a new page if need be, for `draw` to paint in. */
  reserve(height: number, draw: (page: PDFPage, top: number) => void): void {
    this.ensure(height);
    draw(this.page, this.y);
    this.y -= height;
  }

  get cursor(): number {
    return this.y;
  }

  set cursor(value: number) {
    this.y = value;
  }

  get margin(): number {
    return MARGIN;
  }

  get pageSize(): { width: number; height: number } {
    return PAGE;
  }

  /** Adds page heads and footers and serialises without object streams, so content stays inspectable. */
  async finish(): Promise<Uint8Array> {
    const total = this.pages.length;
    const small = (page: PDFPage, text: string, x: number, y: number) =>
      this.writer.put(page, text, x, y, 8, this.regular, COLORS.slateLight);
    const footer = (Array.isArray(this.meta.footer) ? this.meta.footer : [this.meta.footer]).map(
      (line) => sanitize(line, this.regular),
    );
    const header = this.meta.header ? sanitize(this.meta.header, this.bold) : '';
    this.pages.forEach((page, index) => {
      if (header) {
        this.writer.put(page, header, MARGIN, PAGE.height - 34, 8, this.bold, COLORS.green);
        page.drawLine({
          start: { x: MARGIN, y: PAGE.height - 40 },
          end: { x: PAGE.width - MARGIN, y: PAGE.height - 40 },
          thickness: 0.6,
          color: COLORS.rule,
        });
      }
      page.drawLine({
        start: { x: MARGIN, y: MARGIN },
        end: { x: PAGE.width - MARGIN, y: MARGIN },
        thickness: 0.6,
        color: COLORS.rule,
      });
      footer.forEach((line, lineIndex) => {
        small(page, line, MARGIN, MARGIN - 16 - lineIndex * 10);
      });
      const number = `Page ${index + 1} of ${total}`;
      const width = this.regular.widthOfTextAtSize(number, 8);
      small(page, number, PAGE.width - MARGIN - width, MARGIN - 16);
    });
    for (const page of this.pages) this.compressContents(page);
    return this.doc.save({ useObjectStreams: false });
  }

  /**
   * Compresses the page's drawing with Node's zlib, which does the work pdf-lib would do in
   * JavaScript several times faster; the result is the same kind of FlateDecode stream.
   */
  private compressContents(page: PDFPage): void {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      if (!(ref instanceof PDFRef)) continue;
      const stream = this.doc.context.lookup(ref);
      if (!(stream instanceof PDFContentStream)) continue;
      const dict = stream.dict.clone(this.doc.context);
      dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
      this.doc.context.assign(
        ref,
        PDFRawStream.of(dict, deflateSync(stream.getUnencodedContents())),
      );
    }
  }
}
