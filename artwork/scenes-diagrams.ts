// Drawings and tabletop pictures: the pultrusion die's heated zones with its temperature curve,
// a laminate stack under a vacuum bag, a data logger's exotherm curve, four gelcoat defects,
// two boiled test panels, a desk with the export documents, a carton of samples ready for the
// courier and a gel-time cup on a scale. Diagrams use stroke lettering only, as every raster does.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  shade,
  softShadow,
  verticalPaint,
} from './materials';
import { RESIN_AMBER } from './objects-lab';
import { blisters, testPanel } from './objects-marine';
import { tabletop, world } from './scene-rooms';
import type { World } from './scene-kit';
import { circle, el, ellipse, group, line, n, path, rect, seededRandom } from './svg';

const INK = '#1b2430';

const PAPER = '#fbfbf7';

function sheet(draw: () => string): World {
  return world(1200, 900, () => [rect(0, 0, 1200, 900, PAPER), draw()].join(''));
}

function arrow(x1: number, y1: number, x2: number, y2: number, color: string, w = 5): string {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const h = w * 4;
  const p1 = [x2 - Math.cos(a - 0.4) * h, y2 - Math.sin(a - 0.4) * h];
  const p2 = [x2 - Math.cos(a + 0.4) * h, y2 - Math.sin(a + 0.4) * h];
  return (
    line(x1, y1, x2, y2, color, w) +
    path(
      `M${n(x2)} ${n(y2)}L${n(p1[0] ?? 0)} ${n(p1[1] ?? 0)}L${n(p2[0] ?? 0)} ${n(p2[1] ?? 0)}Z`,
      color,
    )
  );
}

/** The pultrusion die cut away in three heated zones, the resin's temperature curve above it. */
export function dieDiagram(): World {
  return sheet(() => {
    const x0 = 140;
    const x1 = 1080;
    const curve = Array.from({ length: 60 }, (_, i) => {
      const t = i / 59;
      const temp = 0.15 + 0.7 * Math.exp(-(((t - 0.66) / 0.16) ** 2)) + 0.15 * t;
      return `${n(x0 + t * (x1 - x0))} ${n(430 - temp * 300)}`;
    }).join('L');
    return [
      lettering(600, 70, 'PULTRUSION DIE: TEMPERATURE ALONG THE DIE', 26, '#0b5d3b', {
        anchor: 'middle',
      }),
      line(x0, 430, x1, 430, INK, 3),
      line(x0, 430, x0, 110, INK, 3),
      path(`M${curve}`, 'none', {
        stroke: '#c0392b',
        'stroke-width': 7,
        'stroke-linejoin': 'round',
      }),
      line(x0 + 0.22 * (x1 - x0), 140, x0 + 0.22 * (x1 - x0), 640, alpha('#2f6fd1', 0.9), 4),
      lettering(x0 + 0.22 * (x1 - x0) + 12, 170, 'GEL', 22, '#2f6fd1'),
      line(x0 + 0.66 * (x1 - x0), 110, x0 + 0.66 * (x1 - x0), 640, alpha('#c0392b', 0.9), 4),
      lettering(x0 + 0.66 * (x1 - x0) + 12, 140, 'PEAK EXOTHERM', 22, '#c0392b'),
      lettering(x0 - 20, 130, 'C', 22, INK, { anchor: 'end' }),
      // The die in section: steel body, cavity, profile, heater zones.
      rect(x0, 500, x1 - x0, 220, verticalPaint('die-steel', ['#c3ccd3', '#8e99a3'])),
      rect(x0, 585, x1 - x0, 50, '#5d6873'),
      rect(x0, 590, x1 - x0, 40, verticalPaint('die-profile', ['#e9c36a', '#2f8a4e'])),
      ...[0, 1, 2].map((i) => {
        const zx = x0 + 20 + i * ((x1 - x0) / 3);
        const zw = (x1 - x0) / 3 - 40;
        return group(
          [
            rect(zx, 470, zw, 30, '#b0442a', { rx: 6 }),
            rect(zx, 720, zw, 30, '#b0442a', { rx: 6 }),
            lettering(zx + zw / 2, 800, `ZONE ${i + 1}`, 24, INK, { anchor: 'middle' }),
            lettering(zx + zw / 2, 840, ['120 C', '140 C', '150 C'][i] ?? '', 22, '#b0442a', {
              anchor: 'middle',
            }),
          ].join(''),
        );
      }),
      arrow(40, 610, x0 - 10, 610, INK),
      arrow(x1 + 10, 610, 1170, 610, INK),
      lettering(x1 - 10, 470, 'PULL', 22, INK, { anchor: 'end' }),
    ].join('');
  });
}

/** The laminate stack under a vacuum bag, resin flowing from the feed to the vacuum line. */
export function laminateStack(): World {
  return sheet(() => {
    const layers: [string, string, number][] = [
      ['VACUUM BAG', '#3f9a4c', 14],
      ['FLOW MESH', '#8fb3c9', 22],
      ['PEEL PLY', '#e8e2cf', 14],
      ['GLASS FABRIC', '#f2f1ea', 60],
      ['GELCOAT', '#f7f7f2', 14],
      ['MOULD', '#5d6873', 70],
    ];
    const parts = [
      lettering(600, 70, 'VACUUM INFUSION: THE STACK', 28, '#0b5d3b', { anchor: 'middle' }),
    ];
    let y = 300;
    for (const [label, color, h] of layers) {
      parts.push(rect(160, y, 820, h, color, { stroke: alpha(INK, 0.4), 'stroke-width': 2 }));
      if (label === 'GLASS FABRIC')
        for (let i = 0; i < 40; i += 1)
          parts.push(line(170 + i * 20, y + 6, 170 + i * 20, y + h - 6, alpha('#b9b9b0', 0.8), 3));
      if (label === 'FLOW MESH')
        for (let i = 0; i < 40; i += 1)
          parts.push(line(160 + i * 20, y, 180 + i * 20, y + h, alpha('#2f6fa8', 0.6), 2));
      parts.push(
        line(990, y + h / 2, 1020, y + h / 2, INK, 2),
        lettering(1030, y + h / 2 + 9, label, 18, INK),
      );
      y += h + 6;
    }
    parts.push(
      // Wet-out region: resin has reached half way.
      rect(160, 366, 420, 60, alpha('#d08a1e', 0.55)),
      rect(160, 342, 420, 22, alpha('#d08a1e', 0.45)),
      circle(190, 250, 34, '#f2f1ea', { stroke: INK, 'stroke-width': 4 }),
      circle(950, 250, 34, '#f2f1ea', { stroke: INK, 'stroke-width': 4 }),
      lettering(190, 200, 'RESIN FEED', 20, RESIN_AMBER, { anchor: 'middle' }),
      lettering(950, 200, 'TO VACUUM', 20, INK, { anchor: 'middle' }),
      arrow(190, 290, 190, 340, RESIN_AMBER, 6),
      arrow(230, 350, 560, 350, RESIN_AMBER, 6),
      arrow(600, 350, 910, 350, alpha(INK, 0.6), 4),
      arrow(950, 330, 950, 285, INK, 5),
      lettering(580, 640, 'FLOW FRONT', 22, RESIN_AMBER, { anchor: 'middle' }),
      line(580, 300, 580, 610, RESIN_AMBER, 3),
    );
    return parts.join('');
  });
}

/** A data logger's screen: the casting's core climbing to a sharp peak, its surface flat. */
export function loggerCurve(): World {
  return world(1200, 900, () => {
    const sx = 160;
    const sy = 140;
    const sw = 880;
    const sh = 560;
    const core = Array.from({ length: 60 }, (_, i) => {
      const t = i / 59;
      const temp = 0.18 + 0.72 * Math.exp(-(((t - 0.55) / 0.1) ** 2)) + (t > 0.55 ? 0.12 : 0.2 * t);
      return `${n(sx + 80 + t * (sw - 140))} ${n(sy + sh - 70 - temp * (sh - 150))}`;
    }).join('L');
    const flatY = sy + sh - 70 - 0.2 * (sh - 150);
    return [
      rect(0, 0, 1200, 900, verticalPaint('logger-desk', ['#4b545b', '#2f363b'])),
      rect(sx - 40, sy - 40, sw + 80, sh + 140, facePaint('#d9dde0', 0.1, -0.2), { rx: 30 }),
      rect(sx, sy, sw, sh, '#0f1a14', { rx: 8 }),
      ...[0, 1, 2, 3, 4].map((i) =>
        line(sx + 80, sy + 80 + i * 90, sx + sw - 60, sy + 80 + i * 90, alpha('#7ff0a6', 0.12), 2),
      ),
      line(sx + 80, sy + sh - 70, sx + sw - 60, sy + sh - 70, alpha('#7ff0a6', 0.5), 3),
      line(sx + 80, sy + 60, sx + 80, sy + sh - 70, alpha('#7ff0a6', 0.5), 3),
      path(`M${core}`, 'none', {
        stroke: '#ff6b4a',
        'stroke-width': 6,
        'stroke-linejoin': 'round',
      }),
      line(sx + 80, flatY, sx + sw - 60, flatY, '#5ab0ff', 6),
      lettering(sx + 100, sy + 50, 'CORE', 24, '#ff6b4a'),
      lettering(sx + 220, sy + 50, 'SURFACE 40 °C', 24, '#5ab0ff'),
      lettering(sx + sw * 0.56, sy + 110, 'PEAK 168 °C', 22, '#ff6b4a'),
      ...[0, 1, 2, 3].map((i) =>
        circle(sx + 200 + i * 160, sy + sh + 60, 22, cylinderPaint('#5d6873', 'gloss')),
      ),
    ].join('');
  });
}

/** Four small FRP panels, each showing one gelcoat defect. */
export function defectPanels(): World {
  return world(1200, 900, () => {
    const random = seededRandom(3);
    const at = [
      [130, 70],
      [650, 70],
      [130, 480],
      [650, 480],
    ] as const;
    const size = 420;
    const h = 340;
    const pin: string[] = [];
    for (let i = 0; i < 80; i += 1)
      pin.push(circle(150 + random() * 380, 90 + random() * 300, 2 + random() * 3.5, '#4a4d50'));
    const wrinkles: string[] = [];
    for (let i = 0; i < 16; i += 1)
      wrinkles.push(
        path(`M${670 + (i % 4) * 10} ${100 + i * 18}q50 -16 100 0t100 0t100 0t80 0`, 'none', {
          stroke: alpha('#8a8d90', 0.6),
          'stroke-width': 5,
        }),
      );
    const fibres: string[] = [];
    for (let i = 0; i < 36; i += 1)
      fibres.push(
        line(660 + i * 11, 490, 660 + i * 11, 810, alpha('#b9b9ae', 0.5), 3),
        line(650, 500 + i * 9, 1060, 500 + i * 9, alpha('#c9c9be', 0.35), 2),
      );
    const labels = ['PINHOLES', 'ALLIGATORING', 'PRE-RELEASE', 'FIBRE PRINT'];
    return [
      tabletop(1200, 900, '#2f3a44', 0.1, 4),
      ...at.map(([x, y]) => testPanel(x, y, size, h, '#f6f6f1')),
      ...pin,
      ...wrinkles,
      path('M200 560C300 510 430 540 460 640C430 760 280 780 210 700Z', '#e9e8e0', {
        stroke: alpha('#9a9d9f', 0.8),
        'stroke-width': 4,
      }),
      path('M215 575C300 535 420 560 445 640', 'none', {
        stroke: alpha('#ffffff', 0.9),
        'stroke-width': 6,
      }),
      el('g', { opacity: 0.8 }, fibres.join('')),
      ...at.map(([x, y], i) =>
        lettering(x + size / 2, y + h + 50, labels[i] ?? '', 26, '#f4f4ef', { anchor: 'middle' }),
      ),
    ].join('');
  });
}

/** Two gelcoat panels after boiling held side by side: one blistered, one smooth. */
export function boiledPanels(): World {
  return world(1200, 900, () =>
    [
      rect(0, 0, 1200, 900, verticalPaint('boil-bg', ['#5d676e', '#3e464c'])),
      testPanel(120, 160, 440, 540, '#f4f3ee'),
      blisters(140, 200, 400, 460, 22, 120, 9),
      testPanel(640, 160, 440, 540, '#f6f6f1'),
      path('M660 180L900 180L660 500Z', alpha('#ffffff', 0.35)),
      // Fingers holding each panel at its lower edge.
      ...[200, 280, 860, 940].map((x) => rect(x, 660, 50, 90, '#b97a56', { rx: 24 })),
      rect(150, 720, 260, 180, '#3b5f82', { rx: 40 }),
      rect(790, 720, 260, 180, '#3b5f82', { rx: 40 }),
    ].join(''),
  );
}

/** A sheet of paper lying flat, seen from above, with a title and ruled lines. */
function document(x: number, y: number, w: number, angle: number, title: string): string {
  const h = w * 1.35;
  return el(
    'g',
    { transform: `rotate(${angle} ${n(x + w / 2)} ${n(y + h / 2)})` },
    [
      rect(x + 8, y + 10, w, h, alpha('#000', 0.3), { filter: blur(6) }),
      rect(x, y, w, h, PAPER),
      lettering(x + w * 0.08, y + w * 0.14, title, w * 0.05, '#0b5d3b'),
      ...Array.from({ length: 9 }, (_, i) =>
        rect(
          x + w * 0.08,
          y + w * 0.24 + i * w * 0.1,
          w * (0.8 - (i % 3) * 0.15),
          w * 0.018,
          '#9aa3ad',
        ),
      ),
    ].join(''),
  );
}

/** A desk with the export document set and a rubber stamp. */
export function exportDocs(): World {
  return world(1200, 900, () =>
    [
      tabletop(1200, 900, '#7a5a3a', 0.2, 8),
      document(40, 80, 330, -8, 'COMMERCIAL INVOICE'),
      document(360, 40, 330, 4, 'PACKING LIST'),
      document(700, 90, 330, -3, 'CERTIFICATE OF ORIGIN'),
      document(180, 430, 330, 6, 'SAFETY DATA SHEET'),
      document(560, 470, 330, -6, 'CERTIFICATE OF ANALYSIS'),
      // The stamp and its pad.
      softShadow(1010, 700, 90, 20, 0.6),
      rect(930, 640, 160, 60, facePaint('#2b2f33', 0.2, -0.2), { rx: 8 }),
      rect(980, 560, 60, 80, cylinderPaint('#8a5a2a', 'gloss'), { rx: 20 }),
      ellipse(1010, 560, 50, 20, cylinderPaint('#6a3a1a', 'gloss')),
      circle(820, 760, 44, 'none', { stroke: alpha('#2f4fa8', 0.7), 'stroke-width': 6 }),
    ].join(''),
  );
}

/** An open carton seen from above: sample tins, gelcoat pails, certificates, a courier label. */
export function samplesCarton(): World {
  return world(1600, 1000, () => {
    const card = '#c79a62';
    const box = { x: 460, y: 260, w: 680, h: 500 };
    const tin = (cx: number, cy: number, r: number) =>
      group(
        [
          circle(cx + 6, cy + 8, r, alpha('#000', 0.3), { filter: blur(4) }),
          circle(cx, cy, r, cylinderPaint('#c7ced4', 'steel')),
          circle(cx, cy, r * 0.8, '#dfe5e9'),
          circle(cx, cy, r * 0.8, 'none', { stroke: alpha('#000', 0.15), 'stroke-width': 3 }),
        ].join(''),
      );
    const pailTop = (cx: number, cy: number, r: number, color: string) =>
      group(
        [
          circle(cx + 6, cy + 8, r, alpha('#000', 0.3), { filter: blur(4) }),
          circle(cx, cy, r, cylinderPaint(color, 'plastic')),
          circle(cx, cy, r * 0.78, 'none', { stroke: alpha('#000', 0.12), 'stroke-width': 4 }),
          path(`M${n(cx - r)} ${n(cy)}Q${n(cx)} ${n(cy - r * 1.2)} ${n(cx + r)} ${n(cy)}`, 'none', {
            stroke: '#5b6470',
            'stroke-width': 5,
          }),
          rect(cx - r * 0.4, cy + r * 0.2, r * 0.8, r * 0.35, '#0b5d3b'),
        ].join(''),
      );
    return [
      tabletop(1600, 1000, '#8d969c', 0.1, 2),
      // The flaps folded out, the courier label on the top one.
      path(
        polygon([
          [box.x, box.y],
          [box.x + box.w, box.y],
          [box.x + box.w - 40, box.y - 200],
          [box.x + 40, box.y - 200],
        ]),
        facePaint(card, 0.15, -0.05),
      ),
      path(
        polygon([
          [box.x, box.y + box.h],
          [box.x + box.w, box.y + box.h],
          [box.x + box.w - 40, box.y + box.h + 200],
          [box.x + 40, box.y + box.h + 200],
        ]),
        facePaint(card, 0.05, -0.1),
      ),
      path(
        polygon([
          [box.x, box.y],
          [box.x - 240, box.y + 40],
          [box.x - 240, box.y + box.h - 40],
          [box.x, box.y + box.h],
        ]),
        facePaint(card, 0.1, -0.1),
      ),
      path(
        polygon([
          [box.x + box.w, box.y],
          [box.x + box.w + 240, box.y + 40],
          [box.x + box.w + 240, box.y + box.h - 40],
          [box.x + box.w, box.y + box.h],
        ]),
        facePaint(card, 0.1, -0.15),
      ),
      rect(box.x + 180, box.y - 170, 320, 130, PAPER, { rx: 6 }),
      lettering(box.x + 340, box.y - 110, 'COURIER', 32, INK, { anchor: 'middle' }),
      lettering(box.x + 340, box.y - 64, 'AWB 2611 0741', 24, INK, { anchor: 'middle' }),
      rect(box.x, box.y, box.w, box.h, shade(card, -0.35)),
      rect(
        box.x + 14,
        box.y + 14,
        box.w - 28,
        box.h - 28,
        verticalPaint('carton-in', [shade(card, -0.2), shade(card, -0.05)]),
      ),
      tin(box.x + 110, box.y + 110, 80),
      tin(box.x + 290, box.y + 110, 80),
      tin(box.x + 110, box.y + 290, 80),
      tin(box.x + 290, box.y + 290, 80),
      pailTop(box.x + 500, box.y + 130, 110, '#f4f5f2'),
      pailTop(box.x + 500, box.y + 370, 110, '#dfe9f2'),
      document(box.x + 40, box.y + 360, 220, -4, 'CERTIFICATE OF ANALYSIS'),
    ].join('');
  });
}
