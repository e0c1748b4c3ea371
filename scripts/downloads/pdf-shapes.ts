// Reads back the shapes a generated PDF paints: every filled or stroked path, with its colours
// and its points on the page. It interprets the saved content streams (the graphics state, its
// transforms, colours and path operators), so a test checks what a viewer draws.
import { PDFDocument, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import { pageStreams } from './read-pdf';

type Rgb = [number, number, number];
type Matrix = [number, number, number, number, number, number];

export interface PaintedShape {
  fill?: Rgb;
  stroke?: Rgb;
  /** The ends of the path's lines and curves, in page coordinates (points, y up). */
  points: [number, number][];
  box: { left: number; bottom: number; right: number; top: number };
}

interface State {
  ctm: Matrix;
  fill: Rgb;
  stroke: Rgb;
}

const TOKEN =
  /\[|\]|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\/[^\s/[\]()<>]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;

/** a × b, in the PDF's row-vector convention ([x y 1] × a × b). */
function multiply(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[1] * b[2],
    a[0] * b[1] + a[1] * b[3],
    a[2] * b[0] + a[3] * b[2],
    a[2] * b[1] + a[3] * b[3],
    a[4] * b[0] + a[5] * b[2] + b[4],
    a[4] * b[1] + a[5] * b[3] + b[5],
  ];
}

function pageShapes(page: PDFPage): PaintedShape[] {
  const shapes: PaintedShape[] = [];
  const stack: State[] = [];
  let state: State = { ctm: [1, 0, 0, 1, 0, 0], fill: [0, 0, 0], stroke: [0, 0, 0] };
  let path: [number, number][] = [];
  let operands: number[] = [];
  const at = (x: number, y: number): [number, number] => {
    const [a, b, c, d, e, f] = state.ctm;
    return [a * x + c * y + e, b * x + d * y + f];
  };
  const paint = (fill: boolean, stroke: boolean) => {
    if (path.length > 0) {
      const xs = path.map(([x]) => x);
      const ys = path.map(([, y]) => y);
      shapes.push({
        ...(fill ? { fill: state.fill } : {}),
        ...(stroke ? { stroke: state.stroke } : {}),
        points: path,
        box: {
          left: Math.min(...xs),
          bottom: Math.min(...ys),
          right: Math.max(...xs),
          top: Math.max(...ys),
        },
      });
    }
    path = [];
  };
  const content = pageStreams(page)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  for (const [token] of content.matchAll(TOKEN)) {
    const number = Number(token);
    if (!Number.isNaN(number) && /^[-+.\d]/.test(token)) {
      operands.push(number);
      continue;
    }
    const n = operands;
    switch (token) {
      case 'q':
        stack.push({ ...state });
        break;
      case 'Q':
        state = stack.pop() ?? state;
        break;
      case 'cm':
        state = { ...state, ctm: multiply(n.slice(-6) as Matrix, state.ctm) };
        break;
      case 'rg':
        state = { ...state, fill: n.slice(-3) as Rgb };
        break;
      case 'RG':
        state = { ...state, stroke: n.slice(-3) as Rgb };
        break;
      case 'm':
      case 'l':
        path.push(at(n[0]!, n[1]!));
        break;
      case 'c':
        path.push(at(n[4]!, n[5]!));
        break;
      case 'v':
      case 'y':
        path.push(at(n[2]!, n[3]!));
        break;
      case 're': {
        const [x, y, w, h] = n as [number, number, number, number];
        path.push(at(x, y), at(x + w, y), at(x + w, y + h), at(x, y + h));
        break;
      }
      case 'f':
      case 'F':
      case 'f*':
        paint(true, false);
        break;
      case 'S':
      case 's':
        paint(false, true);
        break;
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        paint(true, true);
        break;
      case 'n':
        path = [];
        break;
    }
    if (!token.startsWith('/') && token !== '[' && token !== ']') operands = [];
  }
  return shapes;
}

/** The shapes each page paints, in drawing order. */
export async function readShapes(bytes: Uint8Array): Promise<PaintedShape[][]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map(pageShapes);
}
