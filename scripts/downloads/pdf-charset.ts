// The standard PDF fonts encode only WinAnsi characters, and an unencodable character would abort
// the build, so every string is reduced to what the font can draw before it is drawn or measured.
import type { PDFFont } from 'pdf-lib';

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

// Building a font's character set is costly and every drawn string needs it, so each font's set
// is built once.
const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** Makes text drawable with a standard font: known stand-ins first, then '?' for the rest. */
export function sanitize(text: string, font: PDFFont): string {
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
