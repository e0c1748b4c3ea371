// Text with the standard PDF fonts: they encode only WinAnsi characters, and an unencodable
// character would abort the build, so every string is reduced to what the font can draw before
// it is drawn or measured; then drawn and measured cheaply, as documents hold thousands of lines.
import {
  degrees,
  drawText,
  type PDFFont,
  type PDFHexString,
  type PDFName,
  type PDFPage,
  type RGB,
} from 'pdf-lib';

/** Characters our copy uses that WinAnsi lacks, with readable stand-ins. */
const REPLACEMENTS: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '₹': 'Rs.',
  '≈': '~',
  '−': '-',
  '‑': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '→': '->',
  '✓': '-',
};

// A standard font's metrics and encoding are fixed by its name, and the 21 documents repeat much
// of their text (the SDS above all), so character sets, word widths and encoded strings are
// worked out once per font name for the whole build rather than per document or per string.
const characterSets = new Map<string, Set<number>>();
const unitWidths = new Map<string, Map<string, number>>();
const encodings = new Map<string, Map<string, PDFHexString>>();

function perFont<T>(cache: Map<string, T>, font: PDFFont, make: () => T): T {
  let value = cache.get(font.name);
  if (value === undefined) {
    value = make();
    cache.set(font.name, value);
  }
  return value;
}

function characterSet(font: PDFFont): Set<number> {
  return perFont(characterSets, font, () => new Set(font.getCharacterSet()));
}

/** Makes text drawable with a standard font: known stand-ins first, then '?' for the rest. */
export function sanitize(text: string, font: PDFFont): string {
  // Plain printable ASCII is in both Helvetica fonts; most strings are, and are drawn after wrap()
  // has already reduced them, so they skip the per-character pass.
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const supported = characterSet(font);
  let out = '';
  for (const char of text) {
    const replaced = REPLACEMENTS[char] ?? char;
    for (const part of replaced) {
      const code = part.codePointAt(0) ?? 0;
      out += supported.has(code) || part === '\n' ? part : '?';
    }
  }
  return out;
}

/** Draws and measures text for one document. */
export class TextWriter {
  /** Each page's resource name for each font, so a page lists a font once. */
  private readonly fontNames = new Map<PDFPage, Map<PDFFont, PDFName>>();

  /**
   * Writes the text operators directly. pdf-lib's page.drawText adds a new font entry to the
   * page's resources on every call, which made big documents slow (the lookup of a free name
   * scans them all) and bloated; here each page names each font once.
   */
  put(
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont,
    color: RGB,
  ): void {
    let names = this.fontNames.get(page);
    if (!names) {
      names = new Map();
      this.fontNames.set(page, names);
    }
    let name = names.get(font);
    if (!name) {
      name = page.node.newFontDictionary(font.name, font.ref);
      names.set(font, name);
    }
    const noTurn = degrees(0);
    page.pushOperators(
      ...drawText(this.encode(text, font), {
        color,
        font: name,
        size,
        rotate: noTurn,
        xSkew: noTurn,
        ySkew: noTurn,
        x,
        y,
      }),
    );
  }

  /** Splits text into lines that fit `width`, measuring each distinct word once per font. */
  wrap(content: string, font: PDFFont, size: number, width: number): string[] {
    const words = sanitize(content, font).split(/\s+/).filter(Boolean);
    const space = this.measure(' ', font, size);
    const lines: string[] = [];
    let current = '';
    let currentWidth = 0;
    for (const word of words) {
      const wordWidth = this.measure(word, font, size);
      if (current && currentWidth + space + wordWidth > width) {
        lines.push(current);
        current = word;
        currentWidth = wordWidth;
      } else {
        currentWidth += current ? space + wordWidth : wordWidth;
        current = current ? `${current} ${word}` : word;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  /** A word's width at `size`: its width at size 1 is worked out once, as width grows with size. */
  private measure(word: string, font: PDFFont, size: number): number {
    const widths = perFont(unitWidths, font, () => new Map<string, number>());
    let unit = widths.get(word);
    if (unit === undefined) {
      unit = font.widthOfTextAtSize(word, 1);
      widths.set(word, unit);
    }
    return unit * size;
  }

  private encode(text: string, font: PDFFont): PDFHexString {
    const encoded = perFont(encodings, font, () => new Map<string, PDFHexString>());
    let hex = encoded.get(text);
    if (!hex) {
      hex = font.encodeText(text);
      encoded.set(text, hex);
    }
    return hex;
  }
}
