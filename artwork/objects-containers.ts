// Packaging for resin: 220 kg drums (HDPE and steel), 20 kg gelcoat pails and 1,000 L IBC
// totes, with wrapped product labels and the flammable-liquid hazard diamond. Every object
// stands on the ground at (cx, y), its bottom centre (the IBC at its front-left corner), and is
// sized by its width, so scenes place them on a floor directly.
import {
  Box,
  band,
  cylinderSide,
  frontArc,
  frustumSide,
  polygon,
  polyline,
  wrappedPatch,
} from './forms';
import { lettering } from './lettering';
import {
  alpha,
  cylinderPaint,
  facePaint,
  horizontalPaint,
  shade,
  softShadow,
  type Finish,
} from './materials';
import { circle, ellipse, group, line, path, rect } from './svg';

export const DRUM_BLUE = '#1c5aa6';
export const BRAND_GREEN = '#0b5d3b';

export interface DrumLabel {
  /** Grade name in large letters ('GP ORTHO'). */
  grade: string;
  /** Colour of the label's header band. */
  band?: string;
  /** Net weight line; 220 kg (a drum) unless given. */
  net?: string;
}

export interface DrumOptions {
  color?: string;
  kind?: 'plastic' | 'steel';
  label?: DrumLabel;
  /** Ellipse height / width of the top: 0.12 seen from eye level, 0.35 from well above. */
  view?: number;
  shadow?: boolean;
}

/** A bung cap on a drum's top: a short ribbed cylinder. */
function bungCap(cx: number, y: number, w: number, color: string): string {
  const ry = w * 0.28;
  const h = w * 0.32;
  return group(
    [
      path(cylinderSide(cx, y - h, y, w / 2, ry), cylinderPaint(color, 'plastic')),
      ellipse(cx, y - h, w / 2, ry, shade(color, 0.25)),
      ellipse(cx, y - h, w * 0.3, ry * 0.6, shade(color, -0.1)),
    ].join(''),
  );
}

/** The hazard diamond for flammable liquids (class 3): red frame, flame, class number. */
export function flammableDiamond(cx: number, cy: number, s: number): string {
  const r = s / 2;
  const flame = `M${cx} ${cy - r * 0.55}C${cx + r * 0.3} ${cy - r * 0.2} ${cx + r * 0.25} ${cy + r * 0.05} ${cx} ${cy + r * 0.15}C${cx - r * 0.25} ${cy + r * 0.05} ${cx - r * 0.3} ${cy - r * 0.2} ${cx} ${cy - r * 0.55}Z`;
  return group(
    [
      path(
        polygon([
          [cx, cy - r],
          [cx + r, cy],
          [cx, cy + r],
          [cx - r, cy],
        ]),
        '#d7261e',
      ),
      path(
        polygon([
          [cx, cy - r * 0.86],
          [cx + r * 0.86, cy],
          [cx, cy + r * 0.86],
          [cx - r * 0.86, cy],
        ]),
        'none',
        { stroke: '#fff', 'stroke-width': s * 0.035 },
      ),
      path(flame, '#fff'),
      s > 28 ? lettering(cx, cy + r * 0.72, '3', r * 0.3, '#fff', { anchor: 'middle' }) : '',
    ].join(''),
  );
}

/** A product label wrapped on a drum or pail, between y1 and y2 on the centre line. */
function wrappedLabel(
  cx: number,
  y1: number,
  y2: number,
  w: number,
  rx: number,
  ry: number,
  label: DrumLabel,
): string {
  const lh = y2 - y1;
  const drop = ry * 0.9;
  const head = label.band ?? BRAND_GREEN;
  const parts = [
    path(wrappedPatch(cx, y1, y2, w, rx, ry), cylinderPaint('#f6f4ee', 'matte')),
    path(wrappedPatch(cx, y1, y1 + lh * 0.24, w, rx, ry), cylinderPaint(head, 'matte')),
  ];
  if (w >= 70) {
    const big = Math.min(lh * 0.22, (w * 0.62) / Math.max(4, label.grade.length * 0.85));
    parts.push(
      lettering(cx, y1 + drop + lh * 0.18, 'KALPA RESINS', lh * 0.1, '#fff', {
        anchor: 'middle',
        weight: 0.16,
      }),
      lettering(cx - w * 0.12, y1 + drop + lh * 0.58, label.grade, big, '#1b2430', {
        anchor: 'middle',
        weight: 0.15,
      }),
      flammableDiamond(cx + w * 0.33, y1 + drop + lh * 0.6, Math.min(w * 0.22, lh * 0.34)),
    );
    if (w >= 120) {
      parts.push(
        lettering(
          cx - w * 0.12,
          y1 + drop + lh * 0.76,
          'UN 1866 RESIN SOLUTION',
          lh * 0.055,
          '#4a5563',
          {
            anchor: 'middle',
            weight: 0.14,
          },
        ),
        lettering(
          cx - w * 0.12,
          y1 + drop + lh * 0.88,
          `NET ${label.net ?? '220 KG'}  BATCH 2611-07`,
          lh * 0.05,
          '#4a5563',
          {
            anchor: 'middle',
            weight: 0.14,
          },
        ),
      );
    } else {
      parts.push(rect(cx - w * 0.38, y1 + drop + lh * 0.74, w * 0.5, lh * 0.05, '#9aa3ad'));
    }
  }
  return group(parts.join(''));
}

/**
 * A 220 kg drum: tight-head HDPE with two rolling hoops and moulded bungs, or painted steel
 * with double-ridge hoops and a rolled chime.
 */
export function drum(cx: number, y: number, w: number, options: DrumOptions = {}): string {
  const { color = DRUM_BLUE, kind = 'plastic', label, view = 0.22, shadow = true } = options;
  const rx = w / 2;
  const ry = rx * view;
  const h = w * 1.52;
  const bottom = y - ry;
  const top = bottom - h;
  const finish: Finish = kind === 'plastic' ? 'plastic' : 'gloss';
  const parts: string[] = [];
  if (shadow) parts.push(softShadow(cx + w * 0.18, y - ry * 0.2, w * 0.78, ry * 1.5 + w * 0.06));
  parts.push(path(cylinderSide(cx, top, bottom, rx, ry), cylinderPaint(color, finish)));
  for (const f of [0.32, 0.66]) {
    const hy = bottom - h * f;
    if (kind === 'plastic') {
      parts.push(
        path(band(cx, hy + h * 0.035, h * 0.012, rx, ry), alpha('#000814', 0.28)),
        path(band(cx, hy, h * 0.035, rx * 1.015, ry), cylinderPaint(shade(color, 0.08), finish)),
      );
    } else {
      for (const o of [0, h * 0.03]) {
        parts.push(
          path(band(cx, hy + o + h * 0.012, h * 0.008, rx, ry), alpha('#000814', 0.3)),
          path(
            band(cx, hy + o, h * 0.012, rx * 1.01, ry),
            cylinderPaint(shade(color, 0.15), finish),
          ),
        );
      }
    }
  }
  // Bottom chime.
  parts.push(
    path(
      band(cx, bottom - h * 0.03, h * 0.03, rx * 1.01, ry),
      cylinderPaint(shade(color, -0.05), finish),
    ),
  );
  if (label)
    parts.push(wrappedLabel(cx, bottom - h * 0.6, bottom - h * 0.38, w * 0.66, rx, ry, label));
  // Top: chime ring, recessed head, bungs.
  const topColor = shade(color, kind === 'plastic' ? 0.1 : 0.18);
  parts.push(
    ellipse(cx, top, rx * 1.01, ry * 1.01, shade(color, -0.2)),
    ellipse(cx, top - h * 0.005, rx, ry, facePaint(topColor, 0.18, -0.12)),
    ellipse(cx, top + ry * 0.05, rx * 0.86, ry * 0.84, shade(topColor, -0.12)),
    path(frontArc(cx, top, rx * 0.99, ry), 'none', {
      stroke: alpha('#ffffff', 0.35),
      'stroke-width': Math.max(1, w * 0.012),
    }),
  );
  if (w >= 24) {
    const capColor = kind === 'plastic' ? shade(color, -0.1) : '#9aa4ae';
    parts.push(
      bungCap(cx - rx * 0.5, top - ry * 0.1, w * 0.17, capColor),
      bungCap(cx + rx * 0.52, top + ry * 0.05, w * 0.11, capColor),
    );
  }
  return group(parts.join(''));
}

/** A 20 kg gelcoat pail with a lever lid, wire handle and wrapped label. */
export function pail(
  cx: number,
  y: number,
  w: number,
  options: { color?: string; label?: DrumLabel; view?: number } = {},
): string {
  const { color = '#f4f5f2', label, view = 0.24 } = options;
  const rxTop = w / 2;
  const rxBottom = rxTop * 0.88;
  const h = w * 1.02;
  const ryB = rxBottom * view;
  const bottom = y - ryB;
  const top = bottom - h;
  const ryT = rxTop * view;
  const parts = [
    softShadow(cx + w * 0.15, y - ryB * 0.2, w * 0.72, ryB * 1.5 + w * 0.05),
    path(frustumSide(cx, top, bottom, rxTop, rxBottom, ryB), cylinderPaint(color, 'plastic')),
  ];
  for (const f of [0.1, 0.82]) {
    const yy = top + h * f;
    const rx = rxTop - (rxTop - rxBottom) * f;
    parts.push(
      path(band(cx, yy, h * 0.025, rx * 1.01, ryT), cylinderPaint(shade(color, -0.06), 'plastic')),
    );
  }
  if (label) {
    const rx = (rxTop + rxBottom) / 2;
    parts.push(
      wrappedLabel(cx, top + h * 0.24, top + h * 0.74, w * 0.74, rx, ryT, {
        net: '20 KG',
        ...label,
      }),
    );
  }
  parts.push(
    path(
      band(cx, top - h * 0.04, h * 0.06, rxTop * 1.04, ryT),
      cylinderPaint(shade(color, -0.03), 'plastic'),
    ),
    ellipse(
      cx,
      top - h * 0.04,
      rxTop * 1.04,
      ryT * 1.04,
      facePaint(shade(color, 0.05), 0.1, -0.15),
    ),
    ellipse(cx, top - h * 0.04, rxTop * 0.8, ryT * 0.8, 'none', {
      stroke: alpha('#000', 0.12),
      'stroke-width': w * 0.012,
    }),
    // Wire bail handle with its grip, resting on the lid.
    path(
      `M${cx - rxTop * 1.02} ${top + h * 0.04}C${cx - rxTop * 0.9} ${top - h * 0.24} ${cx + rxTop * 0.9} ${top - h * 0.24} ${cx + rxTop * 1.02} ${top + h * 0.04}`,
      'none',
      { stroke: '#5b6470', 'stroke-width': w * 0.018 },
    ),
    rect(cx - w * 0.14, top - h * 0.2, w * 0.28, w * 0.05, '#2c3440', { rx: w * 0.025 }),
  );
  return group(parts.join(''));
}

export interface IbcOptions {
  /** Resin level in the bottle, 0 to 1. */
  fill?: number;
  /** Liquid colour seen through the white bottle. */
  liquid?: string;
  /** Depth direction: positive shows the right side, negative the left. */
  turn?: number;
  label?: boolean;
}

/**
 * A 1,000 L IBC tote: a translucent white HDPE bottle in a galvanised tube cage on a pallet,
 * with its filler cap on top and a discharge valve at the front. (x, y) is the front face's
 * bottom-left corner on the ground; w is the front face's width.
 */
export function ibc(x: number, y: number, w: number, options: IbcOptions = {}): string {
  const { fill = 0.72, liquid = '#d9962b', turn = 1, label = true } = options;
  const palletH = w * 0.14;
  const cageH = w * 0.98;
  const dx = w * 0.4 * turn;
  const dy = -w * 0.24;
  const pallet = new Box(x, y, w, palletH, dx, dy);
  const cage = new Box(x, y - palletH, w, cageH, dx, dy);
  const inset = w * 0.035;
  const bottle = new Box(
    x + inset,
    y - palletH - inset * 0.6,
    w - inset * 2,
    cageH - inset * 1.6,
    dx * 0.94,
    dy * 0.94,
  );
  const tube = Math.max(1.2, w * 0.018);
  const galv = '#aab3b8';
  const parts: string[] = [
    softShadow(x + w * 0.5 + dx * 0.5, y + dy * 0.4, w * 0.85, w * 0.22, 0.55),
  ];

  // Pallet: black moulded base with fork openings.
  parts.push(pallet.draw(facePaint('#2a2f36', 0.08, -0.2), '#1b1f25', '#3a4048'));
  for (const u of [0.12, 0.62]) {
    parts.push(
      path(
        polygon([
          pallet.front(u, 0.1),
          pallet.front(u + 0.26, 0.1),
          pallet.front(u + 0.26, 0.72),
          pallet.front(u, 0.72),
        ]),
        '#0c0e12',
      ),
    );
  }

  // Bottle: translucent white, resin level showing as a honey tint.
  const white = '#eef0ec';
  const honey = shade(liquid, 0.35);
  const side = (v0: number, v1: number) =>
    polygon([bottle.side(0, v0), bottle.side(1, v0), bottle.side(1, v1), bottle.side(0, v1)]);
  const front = (v0: number, v1: number) =>
    polygon([bottle.front(0, v0), bottle.front(1, v0), bottle.front(1, v1), bottle.front(0, v1)]);
  parts.push(
    path(side(0, 1), facePaint(shade(white, -0.2), 0.02, -0.12)),
    path(side(0, fill), facePaint(shade(honey, -0.25), 0.05, -0.1), { opacity: 0.9 }),
    path(bottle.topPath(), facePaint(white, 0.1, -0.05)),
    path(
      front(0, 1),
      horizontalPaint('ibc-front', [shade(white, -0.08), white, shade(white, -0.1)]),
    ),
    path(
      front(0, fill),
      horizontalPaint(`ibc-honey-${liquid}`, [shade(honey, -0.12), honey, shade(honey, -0.15)]),
      { opacity: 0.88 },
    ),
    path(polyline([bottle.front(0, fill), bottle.front(1, fill), bottle.side(1, fill)]), 'none', {
      stroke: alpha(shade(liquid, -0.3), 0.6),
      'stroke-width': tube * 0.6,
    }),
  );
  // Filler cap on top, centred.
  const [capX, capY] = bottle.top(0.5, 0.5);
  parts.push(
    path(
      cylinderSide(capX, capY - w * 0.05, capY, w * 0.09, w * 0.035),
      cylinderPaint('#e9ebe6', 'plastic'),
    ),
    ellipse(capX, capY - w * 0.05, w * 0.09, w * 0.035, '#f7f7f3'),
  );
  if (label && w > 60) {
    const [lx, ly] = bottle.front(0.56, 0.86);
    parts.push(
      rect(lx, ly, w * 0.3, w * 0.2, '#fbfbf7', {
        stroke: alpha('#000', 0.15),
        'stroke-width': 0.8,
      }),
      rect(lx, ly, w * 0.3, w * 0.05, BRAND_GREEN),
      w > 110
        ? lettering(lx + w * 0.15, ly + w * 0.037, 'KALPA', w * 0.026, '#fff', { anchor: 'middle' })
        : '',
      flammableDiamond(lx + w * 0.22, ly + w * 0.125, w * 0.09),
      rect(lx + w * 0.02, ly + w * 0.09, w * 0.12, w * 0.015, '#8d96a0'),
      rect(lx + w * 0.02, ly + w * 0.125, w * 0.1, w * 0.015, '#8d96a0'),
    );
  }

  // Cage: galvanised tubes; each tube has a dark body and a highlight along its top.
  const tubeLine = (a: [number, number], b: [number, number], width = tube) =>
    line(a[0], a[1], b[0], b[1], shade(galv, -0.35), width) +
    line(
      a[0] - width * 0.15,
      a[1] - width * 0.2,
      b[0] - width * 0.15,
      b[1] - width * 0.2,
      shade(galv, 0.35),
      width * 0.4,
    );
  const grid = (face: 'front' | 'side', columns: number, rows: number) => {
    const at = (u: number, v: number) => (face === 'front' ? cage.front(u, v) : cage.side(u, v));
    let out = '';
    for (let i = 0; i <= columns; i += 1) out += tubeLine(at(i / columns, 0), at(i / columns, 1));
    for (let j = 1; j <= rows; j += 1) out += tubeLine(at(0, j / rows), at(1, j / rows));
    return out;
  };
  parts.push(grid('side', 4, 4));
  parts.push(
    tubeLine(cage.top(0, 1), cage.top(1, 1), tube * 1.3),
    tubeLine(cage.top(0, 0), cage.top(0, 1), tube * 1.3),
    tubeLine(cage.top(0.5, 0), cage.top(0.5, 1)),
    tubeLine(cage.top(0, 0.5), cage.top(1, 0.5)),
  );
  parts.push(grid('front', 6, 4));
  parts.push(
    tubeLine(cage.front(0, 1), cage.front(1, 1), tube * 1.5),
    tubeLine(cage.front(1, 1), cage.top(1, 1), tube * 1.5),
  );
  // Discharge valve in the recess at the bottom of the front face.
  const [vx, vy] = bottle.front(0.5, 0.02);
  parts.push(
    rect(vx - w * 0.06, vy - w * 0.06, w * 0.12, w * 0.08, facePaint('#3a3f46', 0.15, -0.2), {
      rx: w * 0.012,
    }),
    circle(vx, vy - w * 0.02, w * 0.035, '#22262b'),
    rect(vx - w * 0.015, vy - w * 0.12, w * 0.03, w * 0.07, '#d6a11c', { rx: w * 0.01 }),
    rect(vx + w * 0.03, vy - w * 0.035, w * 0.06, w * 0.03, '#43484f'),
  );
  return group(parts.join(''));
}
