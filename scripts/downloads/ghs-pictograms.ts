// The GHS hazard pictograms an SDS shows in section 2: a square set on its point, with a red
// frame, a white ground and a black symbol. Drawn as vectors, so the sheets need no image files.
import { rgb, type PDFPage } from 'pdf-lib';
import type { Pictogram } from '../../src/content/safety';
import { COLORS, type PdfLayout } from './pdf-layout';

/** The red of the frame: the GHS asks for red, wide enough to be seen at once. */
export const GHS_RED = rgb(227 / 255, 6 / 255, 19 / 255);
const BLACK = rgb(0, 0, 0);

// Every shape is an SVG path in a box of 100 by 100 units, y pointing down, the diamond's
// corners at the middles of the box's sides.
const FRAME = 'M50 4L96 50L50 96L4 50Z';
const FRAME_WIDTH = 8;

/** Black parts of each symbol, then (drawn over them) white parts. */
const SYMBOLS: Record<Pictogram['code'], { black: string[]; white?: string[] }> = {
  // A flame over a bar.
  GHS02: {
    black: [
      'M50 22C57 31 66 39 65 53C64 62 58 67 50 67C42 67 35 62 35 53C35 45 40 40 43 33C45 39 47 41 49 43C52 37 52 30 50 22Z',
      'M31 70H69V75H31Z',
    ],
    white: ['M50 47C54 52 57 55 56 60C55 63 53 64 50 64C47 64 45 63 44 60C44 56 47 53 50 47Z'],
  },
  // An exclamation mark.
  GHS07: {
    black: ['M45 24H55L53 60H47Z', 'M50 64A6 6 0 1 0 50 76A6 6 0 1 0 50 64Z'],
  },
  // A person's head and chest, a burst across the chest.
  GHS08: {
    black: [
      'M50 21A8.5 8.5 0 1 0 50 38A8.5 8.5 0 1 0 50 21Z',
      'M31 77C31 56 39 42 50 42C61 42 69 56 69 77Z',
    ],
    white: [starPath(50, 62, 11, 4.5, 8)],
  },
};

/** A star of `points` rays around (cx, cy), between radii `outer` and `inner`. */
function starPath(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const corners = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${corners.join('L')}Z`;
}

/** Draws one pictogram `size` points wide with its top corner's box at (left, top). */
function drawPictogram(
  page: PDFPage,
  code: Pictogram['code'],
  left: number,
  top: number,
  size: number,
) {
  const scale = size / 100;
  const at = { x: left, y: top, scale };
  page.drawSvgPath(FRAME, {
    ...at,
    color: COLORS.white,
    borderColor: GHS_RED,
    borderWidth: FRAME_WIDTH,
  });
  const symbol = SYMBOLS[code];
  for (const path of symbol.black) page.drawSvgPath(path, { ...at, color: BLACK });
  for (const path of symbol.white ?? []) page.drawSvgPath(path, { ...at, color: COLORS.white });
}

const SIZE = 58;
const GAP = 30;
const CAPTION = 7.5;

/** A row of pictograms in the flow of the sheet, each with its code and name beneath. */
export function drawPictograms(layout: PdfLayout, pictograms: readonly Pictogram[]): void {
  const height = SIZE + CAPTION * 3.6 + 6;
  layout.reserve(height, (page, top) => {
    pictograms.forEach((pictogram, index) => {
      const left = layout.margin + index * (SIZE + GAP);
      drawPictogram(page, pictogram.code, left, top - 4, SIZE);
      const captionTop = top - 4 - SIZE - CAPTION * 1.4;
      const centre = (text: string, size: number, bold: boolean) => {
        const font = bold ? layout.bold : layout.regular;
        return left + (SIZE - font.widthOfTextAtSize(text, size)) / 2;
      };
      layout.textAt(pictogram.code, centre(pictogram.code, CAPTION, true), captionTop, {
        size: CAPTION,
        font: layout.bold,
      });
      layout.textAt(
        pictogram.name,
        centre(pictogram.name, CAPTION, false),
        captionTop - CAPTION * 1.3,
        {
          size: CAPTION,
        },
      );
    });
  });
}
