// Reads back what a generated PDF shows, for the tests: the text of each page, the document's
// title and subject and the addresses its links open. It parses the saved bytes, so it checks
// what a reader's PDF viewer gets, not what the generator meant to draw.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';

// WinAnsi bytes 0x80-0x9F that differ from Latin-1 and appear in our copy.
const WIN_ANSI: Record<number, string> = {
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 2) {
    const code = Number.parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI[code] ?? String.fromCharCode(code);
  }
  return out;
}

/** The page's content streams, in drawing order. */
export function pageStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((ref) => page.doc.context.lookup(ref))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
  }
  return [];
}

/** Every string shown with Tj on the page, in drawing order. */
function pageText(page: PDFPage): string[] {
  const lines: string[] = [];
  for (const stream of pageStreams(page)) {
    const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(decodeHex(match[1] ?? ''));
    }
  }
  return lines;
}

/** The URI of every link annotation on the page. */
function pageLinks(page: PDFPage): string[] {
  const annotations = page.node.Annots()?.asArray() ?? [];
  return annotations.flatMap((ref) => {
    const annotation = page.doc.context.lookup(ref, PDFDict);
    const action = annotation.lookupMaybe(PDFName.of('A'), PDFDict);
    const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString);
    return uri ? [uri.decodeText()] : [];
  });
}

export interface PdfReading {
  pages: number;
  /** All text lines of the document, in order. */
  lines: string[];
  /** The text lines of each page. */
  pageLines: string[][];
  title: string | undefined;
  subject: string | undefined;
  links: string[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages();
  const pageLines = pages.map(pageText);
  return {
    pages: doc.getPageCount(),
    lines: pageLines.flat(),
    pageLines,
    title: doc.getTitle(),
    subject: doc.getSubject(),
    links: pages.flatMap(pageLinks),
  };
}
