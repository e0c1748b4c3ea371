// Logos: the Kalpa Resins mark, the client marks and the group companies' logos. They stay
// vector (SVG), so their lettering is crisp at any size.
import { PALETTE as P, circle, group, line, path, rect, svgDocument, text } from './svg';

/** The Kalpa Resins mark: a resin drop in a rounded green square. */
function mark(x: number, y: number, s: number, light: boolean): string {
  return group(
    [
      rect(x, y, s, s, light ? P.white : P.green, { rx: s * 0.2 }),
      path(
        `M${x + s / 2} ${y + s * 0.16}C${x + s * 0.3} ${y + s * 0.42} ${x + s * 0.24} ${y + s * 0.55} ${x + s * 0.24} ${y + s * 0.62}A${s * 0.26} ${s * 0.26} 0 0 0 ${x + s * 0.76} ${y + s * 0.62}C${x + s * 0.76} ${y + s * 0.55} ${x + s * 0.7} ${y + s * 0.42} ${x + s / 2} ${y + s * 0.16}Z`,
        P.amber,
      ),
      path(
        `M${x + s * 0.36} ${y + s * 0.62}A${s * 0.14} ${s * 0.14} 0 0 0 ${x + s * 0.5} ${y + s * 0.76}`,
        'none',
        {
          stroke: 'rgba(255,255,255,0.8)',
          'stroke-width': s * 0.05,
          'stroke-linecap': 'round',
        },
      ),
    ].join(''),
  );
}

export function logo(label: string, light: boolean): string {
  const ink = light ? P.white : P.green;
  const sub = light ? '#fde3a7' : P.slate700;
  return svgDocument(
    240,
    64,
    label,
    mark(2, 6, 52, light) +
      text(66, 36, 'Kalpa Resins', 26, ink) +
      text(67, 54, 'PVT. LTD.  SINCE 1990', 10.5, sub, { 'letter-spacing': 1.2 }),
  );
}

const CLIENT_SHAPES: ((x: number, y: number, color: string) => string)[] = [
  (x, y, c) => path(`M${x} ${y + 40}L${x + 25} ${y}L${x + 50} ${y + 40}Z`, c),
  (x, y, c) => circle(x + 25, y + 20, 22, 'none', { stroke: c, 'stroke-width': 7 }),
  (x, y, c) =>
    path(
      `M${x} ${y + 40}L${x + 18} ${y + 8}L${x + 30} ${y + 28}L${x + 40} ${y + 14}L${x + 50} ${y + 40}Z`,
      c,
    ),
  (x, y, c) =>
    rect(x + 4, y + 2, 40, 40, c, { rx: 8, transform: `rotate(45 ${x + 24} ${y + 22})` }),
  (x, y, c) =>
    group(
      [0, 1, 2, 3]
        .map((i) => rect(x + i * 13, y + 40 - (i + 1) * 10, 10, (i + 1) * 10, c))
        .join(''),
    ),
  (x, y, c) => path(`M${x} ${y + 20}h14v-14h22v14h14v22h-14v-14h-22v14h-14z`, c),
];

const CLIENT_COLORS = [P.slate700, P.green, '#2b6cb0', P.amberDark, '#7b341e', P.slate500];

export function clientLogo(label: string, name: string, index: number): string {
  const color = CLIENT_COLORS[index % CLIENT_COLORS.length] ?? P.slate700;
  const shape = CLIENT_SHAPES[index % CLIENT_SHAPES.length];
  const [first = name, ...rest] = name.split(' ');
  return svgDocument(
    240,
    100,
    label,
    (shape ? shape(14, 28, color) : '') +
      text(76, 48, first, 21, color) +
      text(76, 72, rest.join(' ').toUpperCase(), 12.5, P.slate700, { 'letter-spacing': 1.5 }),
  );
}

export function groupLogo(label: string, name: string, accent: string, tagline: string): string {
  return svgDocument(
    240,
    100,
    label,
    [
      circle(44, 50, 32, accent),
      path('M26 62L44 26L62 62Z', 'none', {
        stroke: P.white,
        'stroke-width': 5,
        'stroke-linejoin': 'round',
      }),
      line(32, 52, 56, 52, P.white, 4),
      text(86, 48, name, 16, accent),
      text(86, 70, tagline, 11.5, P.slate700, { 'letter-spacing': 1 }),
    ].join(''),
  );
}
