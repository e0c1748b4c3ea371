// Small SVG building blocks for the placeholder artwork. Everything is plain strings and a
// seeded random generator, so the same input always gives byte-identical files.

export const PALETTE = {
  green: '#0b5d3b',
  greenDark: '#073d27',
  greenMid: '#1f7a52',
  greenLight: '#dcefe4',
  amber: '#f2a516',
  amberDark: '#b86e00',
  amberLight: '#fde3a7',
  slate900: '#1e293b',
  slate700: '#334155',
  slate500: '#64748b',
  slate400: '#94a3b8',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  white: '#ffffff',
  steel: '#a9b6c4',
  steelDark: '#6b7b8c',
} as const;

export const FONT = 'Arial, Helvetica, sans-serif';

/** Mulberry32: tiny, fast and good enough for scattering speckles and windows. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds coordinates so files stay small and stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

type Attrs = Record<string, string | number | undefined>;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');
}

export function el(tag: string, values: Attrs, children = ''): string {
  return children ? `<${tag}${attrs(values)}>${children}</${tag}>` : `<${tag}${attrs(values)}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) {
  return el('rect', { x, y, width: w, height: h, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  return el('circle', { cx, cy, r, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}) {
  return el('path', { d, fill, ...extra });
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2) {
  return el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width });
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  extra: Attrs = {},
) {
  return el(
    'text',
    { x, y, 'font-family': FONT, 'font-size': size, fill, 'font-weight': 'bold', ...extra },
    escapeXml(content),
  );
}

export function group(children: string, transform?: string) {
  return el('g', { transform }, children);
}

export type Stop = [offset: number, color: string, opacity?: number];

function stopTags(stops: Stop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
    )
    .join('');
}

export function linearGradient(id: string, stops: Stop[], vertical = true) {
  const direction = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  return el('linearGradient', { id, ...direction }, stopTags(stops));
}

/** A radial gradient in the shape's own box; cx, cy, r and the focus are fractions of it. */
export function radialGradient(
  id: string,
  stops: Stop[],
  centre: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
) {
  return el('radialGradient', { id, ...centre }, stopTags(stops));
}

/*
 * Definitions (gradients, filters, patterns) that objects need. An object registers what it
 * uses while it is drawn and gets back the reference; the document takes the collected set
 * when it is closed. Drawing is synchronous, so one document's set never mixes with another's.
 */
const pendingDefs = new Map<string, string>();

/** Registers a definition once under its id and returns `url(#id)`. */
export function defineOnce(id: string, build: () => string): string {
  if (!pendingDefs.has(id)) pendingDefs.set(id, build());
  return `url(#${id})`;
}

/** The definitions registered since the last call, in registration order; clears the set. */
export function takeDefs(): string {
  const all = [...pendingDefs.values()].join('');
  pendingDefs.clear();
  return all;
}

/** A safe id fragment from any text (colours, labels). */
export function idOf(...parts: (string | number)[]): string {
  return parts
    .map(String)
    .join('-')
    .replace(/[^a-zA-Z0-9-]/g, '')
    .toLowerCase();
}

/**
 * A complete SVG document. `label` becomes the accessible name; the site also gives every
 * image its own alt text.
 */
export function svgDocument(
  width: number,
  height: number,
  label: string,
  body: string,
  defs = '',
): string {
  const allDefs = defs + takeDefs();
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`;
  return `${head}${allDefs ? `<defs>${allDefs}</defs>` : ''}${body}</svg>\n`;
}
