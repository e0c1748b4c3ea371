// Laboratory furniture and instruments: benches with epoxy tops and reagent shelves, a fume
// hood, a rotational viscometer, a balance, a gel timer and glassware. Glass is drawn as a
// faint fill with bright edges and a highlight stripe; liquids show a meniscus.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  cylinderPaint,
  facePaint,
  glow,
  horizontalPaint,
  shade,
  softShadow,
  verticalPaint,
} from './materials';
import { circle, ellipse, group, line, n, path, rect, seededRandom } from './svg';

export const RESIN_AMBER = '#d8922a';

const GLASS_EDGE = alpha('#eef6fb', 0.9);

function glassHighlight(x: number, y: number, h: number, w: number): string {
  return rect(x, y, Math.max(1.5, w), h, alpha('#ffffff', 0.55), { rx: w / 2 });
}

/** An Erlenmeyer flask standing at (cx, y), s tall, filled to `level` (0 to 1) of its body. */
export function flask(
  cx: number,
  y: number,
  s: number,
  liquid = RESIN_AMBER,
  level = 0.45,
): string {
  const neck = s * 0.11;
  const base = s * 0.38;
  const shoulder = y - s * 0.62;
  const body = `M${n(cx - neck)} ${n(y - s)}V${n(shoulder)}L${n(cx - base)} ${n(y - s * 0.04)}Q${n(cx - base)} ${n(y)} ${n(cx - base + s * 0.05)} ${n(y)}H${n(cx + base - s * 0.05)}Q${n(cx + base)} ${n(y)} ${n(cx + base)} ${n(y - s * 0.04)}L${n(cx + neck)} ${n(shoulder)}V${n(y - s)}Z`;
  const ly = y - s * 0.62 * level;
  const half = neck + (base - neck) * (1 - level);
  return group(
    [
      softShadow(cx + s * 0.1, y, base * 1.3, s * 0.05, 0.35),
      path(
        `M${n(cx - half)} ${n(ly)}L${n(cx - base)} ${n(y - s * 0.04)}Q${n(cx - base)} ${n(y)} ${n(cx - base + s * 0.05)} ${n(y)}H${n(cx + base - s * 0.05)}Q${n(cx + base)} ${n(y)} ${n(cx + base)} ${n(y - s * 0.04)}L${n(cx + half)} ${n(ly)}Z`,
        horizontalPaint(`liq-${liquid}`, [
          shade(liquid, -0.25),
          shade(liquid, 0.25),
          liquid,
          shade(liquid, -0.3),
        ]),
      ),
      ellipse(cx, ly, half, s * 0.025, shade(liquid, 0.35)),
      path(body, alpha('#dcecf5', 0.16), {
        stroke: GLASS_EDGE,
        'stroke-width': Math.max(1, s * 0.018),
      }),
      path(
        `M${n(cx - neck * 0.5)} ${n(y - s * 0.95)}V${n(shoulder)}L${n(cx - base * 0.7)} ${n(y - s * 0.1)}`,
        'none',
        {
          stroke: alpha('#fff', 0.6),
          'stroke-width': Math.max(1, s * 0.02),
          'stroke-linecap': 'round',
        },
      ),
      rect(cx - neck * 1.3, y - s - s * 0.02, neck * 2.6, s * 0.03, alpha('#eef6fb', 0.8), {
        rx: s * 0.01,
      }),
    ].join(''),
  );
}

/** A beaker with graduations, pouring lip and liquid. */
export function beaker(
  cx: number,
  y: number,
  w: number,
  h: number,
  liquid = RESIN_AMBER,
  level = 0.55,
): string {
  const x = cx - w / 2;
  const ly = y - h * level;
  const marks = [0.3, 0.5, 0.7]
    .map((f) =>
      line(
        x + w * 0.62,
        y - h * f,
        x + w * 0.9,
        y - h * f,
        alpha('#ffffff', 0.7),
        Math.max(0.8, w * 0.02),
      ),
    )
    .join('');
  return group(
    [
      softShadow(cx + w * 0.1, y, w * 0.7, w * 0.08, 0.35),
      rect(
        x,
        ly,
        w,
        y - ly,
        horizontalPaint(`liq-${liquid}`, [
          shade(liquid, -0.25),
          shade(liquid, 0.25),
          liquid,
          shade(liquid, -0.3),
        ]),
        { rx: w * 0.04 },
      ),
      ellipse(cx, ly, w / 2, w * 0.06, shade(liquid, 0.3)),
      rect(x, y - h, w, h, alpha('#dcecf5', 0.14), {
        rx: w * 0.04,
        stroke: GLASS_EDGE,
        'stroke-width': Math.max(1, w * 0.03),
      }),
      path(`M${n(x - w * 0.06)} ${n(y - h)}h${n(w * 0.12)}`, 'none', {
        stroke: GLASS_EDGE,
        'stroke-width': Math.max(1, w * 0.03),
      }),
      marks,
      glassHighlight(x + w * 0.12, y - h * 0.92, h * 0.8, w * 0.06),
    ].join(''),
  );
}

/** A tall graduated measuring cylinder on its foot. */
export function measuringCylinder(
  cx: number,
  y: number,
  h: number,
  liquid = RESIN_AMBER,
  level = 0.6,
): string {
  const w = h * 0.16;
  const x = cx - w / 2;
  const marks = Array.from({ length: 8 }, (_, i) =>
    line(
      x + w * 0.55,
      y - h * 0.12 - i * h * 0.1,
      x + w * 0.95,
      y - h * 0.12 - i * h * 0.1,
      alpha('#fff', 0.7),
      Math.max(0.7, w * 0.04),
    ),
  ).join('');
  return group(
    [
      ellipse(cx, y - h * 0.02, w * 1.1, w * 0.25, alpha('#dcecf5', 0.5), {
        stroke: GLASS_EDGE,
        'stroke-width': 1,
      }),
      rect(
        x,
        y - h * (0.05 + level * 0.9),
        w,
        h * level * 0.9,
        horizontalPaint(`liq-${liquid}`, [
          shade(liquid, -0.25),
          shade(liquid, 0.25),
          liquid,
          shade(liquid, -0.3),
        ]),
      ),
      rect(x, y - h, w, h * 0.96, alpha('#dcecf5', 0.14), {
        stroke: GLASS_EDGE,
        'stroke-width': Math.max(1, w * 0.05),
      }),
      marks,
      glassHighlight(x + w * 0.15, y - h * 0.95, h * 0.85, w * 0.1),
    ].join(''),
  );
}

/** A screw-cap sample bottle: clear glass showing the resin, or amber glass. */
export function sampleBottle(
  cx: number,
  y: number,
  h: number,
  liquid = RESIN_AMBER,
  cap = '#1f2a36',
  label = true,
): string {
  const w = h * 0.55;
  const x = cx - w / 2;
  return group(
    [
      softShadow(cx + w * 0.15, y, w * 0.7, w * 0.1, 0.35),
      rect(
        x,
        y - h * 0.8,
        w,
        h * 0.8,
        horizontalPaint(`bottle-${liquid}`, [
          shade(liquid, -0.35),
          shade(liquid, 0.2),
          shade(liquid, 0.05),
          shade(liquid, -0.4),
        ]),
        { rx: w * 0.12 },
      ),
      rect(x + w * 0.2, y - h, w * 0.6, h * 0.22, cylinderPaint(cap, 'gloss'), { rx: w * 0.05 }),
      label
        ? rect(x + w * 0.08, y - h * 0.55, w * 0.84, h * 0.3, facePaint('#f7f6f0', 0.05, -0.1))
        : '',
      label && h > 40 ? rect(x + w * 0.18, y - h * 0.47, w * 0.5, h * 0.04, '#0b5d3b') : '',
      glassHighlight(x + w * 0.12, y - h * 0.76, h * 0.66, w * 0.07),
    ].join(''),
  );
}

/**
 * A rotational (Brookfield-type) viscometer: heavy base, stand rod, head with a digital
 * display, spindle dipping into a beaker of resin. s is the overall height.
 */
export function viscometer(cx: number, y: number, s: number, reading = '4520 CP'): string {
  const baseW = s * 0.62;
  const rodX = cx - s * 0.2;
  const headW = s * 0.42;
  const headH = s * 0.24;
  const headX = cx - headW / 2 + s * 0.04;
  const headY = y - s * 0.92;
  return group(
    [
      softShadow(cx + s * 0.06, y, baseW * 0.75, s * 0.05, 0.5),
      path(
        polygon([
          [cx - baseW / 2, y],
          [cx - baseW * 0.44, y - s * 0.07],
          [cx + baseW * 0.44, y - s * 0.07],
          [cx + baseW / 2, y],
        ]),
        facePaint('#3b4149', 0.2, -0.2),
      ),
      rect(rodX - s * 0.018, y - s * 1.02, s * 0.036, s * 0.96, cylinderPaint('#c7ced4', 'steel')),
      rect(
        rodX - s * 0.05,
        headY + headH * 0.3,
        s * 0.1,
        s * 0.06,
        facePaint('#2c3138', 0.2, -0.2),
      ),
      rect(headX, headY, headW, headH, facePaint('#e8eaec', 0.1, -0.22), { rx: s * 0.03 }),
      rect(headX + headW * 0.1, headY + headH * 0.16, headW * 0.58, headH * 0.34, '#1d2a22', {
        rx: 3,
      }),
      lettering(headX + headW * 0.14, headY + headH * 0.42, reading, headH * 0.14, '#7ff0a6', {
        weight: 0.14,
      }),
      circle(
        headX + headW * 0.84,
        headY + headH * 0.35,
        headH * 0.14,
        cylinderPaint('#4a5058', 'gloss'),
      ),
      rect(headX + headW * 0.1, headY + headH * 0.64, headW * 0.8, headH * 0.16, '#cfd4d8', {
        rx: 2,
      }),
      ...[0, 1, 2, 3].map((i) =>
        rect(
          headX + headW * (0.14 + i * 0.19),
          headY + headH * 0.67,
          headW * 0.12,
          headH * 0.1,
          '#7a838c',
          { rx: 1 },
        ),
      ),
      rect(cx + s * 0.035, headY + headH, s * 0.03, s * 0.1, cylinderPaint('#9da7b0', 'steel')),
      rect(
        cx + s * 0.044,
        headY + headH + s * 0.1,
        s * 0.012,
        s * 0.3,
        cylinderPaint('#b9c2ca', 'steel'),
      ),
      beaker(cx + s * 0.05, y - s * 0.07, s * 0.3, s * 0.3, RESIN_AMBER, 0.7),
      rect(cx + s * 0.025, y - s * 0.2, s * 0.05, s * 0.08, cylinderPaint('#c7ced4', 'steel'), {
        rx: s * 0.01,
        opacity: 0.65,
      }),
    ].join(''),
  );
}

/** An analytical balance with its glass draft shield and a weighing pan. */
export function balance(cx: number, y: number, w: number, reading = '25.004 G'): string {
  const h = w * 0.8;
  const x = cx - w / 2;
  return group(
    [
      softShadow(cx + w * 0.08, y, w * 0.6, w * 0.06, 0.45),
      rect(x, y - h * 0.22, w, h * 0.22, facePaint('#eef0f1', 0.1, -0.2), { rx: w * 0.03 }),
      rect(x + w * 0.08, y - h * 0.17, w * 0.45, h * 0.1, '#17201a', { rx: 2 }),
      lettering(x + w * 0.11, y - h * 0.095, reading, h * 0.05, '#8cf0b0', { weight: 0.14 }),
      rect(x + w * 0.05, y - h, w * 0.9, h * 0.78, alpha('#d8ecf6', 0.18), {
        stroke: GLASS_EDGE,
        'stroke-width': Math.max(1, w * 0.012),
      }),
      rect(x + w * 0.05, y - h * 1.04, w * 0.9, h * 0.05, facePaint('#e4e7ea', 0.1, -0.2)),
      ellipse(cx, y - h * 0.3, w * 0.22, w * 0.04, cylinderPaint('#c9d0d6', 'steel')),
      glassHighlight(x + w * 0.12, y - h * 0.95, h * 0.65, w * 0.02),
    ].join(''),
  );
}

/** A gel timer: a small box with a probe in a test tube of resin. */
export function gelTimer(cx: number, y: number, w: number): string {
  const h = w * 0.6;
  return group(
    [
      softShadow(cx, y, w * 0.6, w * 0.06, 0.4),
      rect(cx - w / 2, y - h, w, h, facePaint('#2f5d8a', 0.15, -0.25), { rx: w * 0.06 }),
      rect(cx - w * 0.38, y - h * 0.82, w * 0.5, h * 0.32, '#101a14', { rx: 2 }),
      lettering(cx - w * 0.34, y - h * 0.57, '06:45', h * 0.17, '#ff9d4a', { weight: 0.15 }),
      circle(cx + w * 0.3, y - h * 0.66, w * 0.07, '#d23a2f'),
      rect(cx + w * 0.22, y - h - w * 0.7, w * 0.04, w * 0.7, cylinderPaint('#c7ced4', 'steel')),
      rect(cx + w * 0.14, y - w * 0.62, w * 0.2, w * 0.62, alpha('#dcecf5', 0.3), {
        rx: w * 0.1,
        stroke: GLASS_EDGE,
        'stroke-width': 1,
      }),
      rect(cx + w * 0.15, y - w * 0.34, w * 0.18, w * 0.33, RESIN_AMBER, {
        rx: w * 0.09,
        opacity: 0.9,
      }),
    ].join(''),
  );
}

/** A retort stand with a burette over a small flask, as used for acid-value titration. */
export function buretteStand(cx: number, y: number, h: number): string {
  return group(
    [
      rect(cx - h * 0.2, y - h * 0.03, h * 0.4, h * 0.03, facePaint('#3b4149', 0.2, -0.2)),
      rect(cx - h * 0.15, y - h, h * 0.02, h * 0.97, cylinderPaint('#c7ced4', 'steel')),
      rect(cx - h * 0.15, y - h * 0.72, h * 0.17, h * 0.02, '#555d66'),
      rect(cx - h * 0.005, y - h * 0.95, h * 0.03, h * 0.62, alpha('#e6f2f8', 0.35), {
        stroke: GLASS_EDGE,
        'stroke-width': 1,
      }),
      rect(cx - h * 0.005, y - h * 0.7, h * 0.03, h * 0.35, alpha('#d35400', 0.35)),
      rect(cx - h * 0.02, y - h * 0.34, h * 0.06, h * 0.02, '#2c7be5'),
      flask(cx + h * 0.01, y - h * 0.03, h * 0.28, '#f3b7c9', 0.45),
    ].join(''),
  );
}

/** A reagent shelf: a plank on brackets with a row of bottles of different sizes. */
export function reagentShelf(x: number, y: number, w: number, s: number, seed: number): string {
  const random = seededRandom(seed);
  const parts = [
    softShadow(x + w / 2, y + s * 0.08, w * 0.5, s * 0.05, 0.4),
    rect(x, y, w, s * 0.07, facePaint('#c9ccce', 0.15, -0.2)),
  ];
  const liquids = ['#7a4a1a', '#e8e2cf', '#5a7f9c', RESIN_AMBER, '#b8c9a1', '#2d2d2d'];
  for (let bx = x + s * 0.15; bx < x + w - s * 0.3; bx += s * (0.35 + random() * 0.2)) {
    const bh = s * (0.45 + random() * 0.45);
    parts.push(
      sampleBottle(
        bx + s * 0.12,
        y,
        bh,
        liquids[Math.floor(random() * liquids.length)] ?? RESIN_AMBER,
        random() > 0.5 ? '#1f2a36' : '#b42d25',
        random() > 0.3,
      ),
    );
  }
  return group(parts.join(''));
}

/**
 * A lab bench: laminate base cabinets with handles and a black epoxy worktop, drawn from the
 * worktop's front-left corner (x, y) at width w; the cabinets hang below to `floor`.
 */
export function labBench(x: number, y: number, w: number, floor: number, depth: number): string {
  const top = depth;
  const parts = [
    path(
      polygon([
        [x, y],
        [x + depth * 0.5, y - top * 0.45],
        [x + w + depth * 0.5, y - top * 0.45],
        [x + w, y],
      ]),
      verticalPaint('epoxy-top', ['#2b2f33', '#15181b']),
    ),
    rect(x, y, w, w * 0.02, '#101214'),
    rect(x, y + w * 0.02, w, floor - y - w * 0.02, facePaint('#d7dadc', 0.05, -0.2)),
    rect(x, floor - w * 0.02, w, w * 0.02, '#3c4248'),
  ];
  const doors = Math.max(2, Math.round(w / 120));
  for (let i = 0; i < doors; i += 1) {
    const dx = x + (w * i) / doors;
    parts.push(
      rect(dx + 3, y + w * 0.03, w / doors - 6, floor - y - w * 0.06, 'none', {
        stroke: alpha('#000', 0.15),
        'stroke-width': 1.5,
      }),
      rect(dx + w / doors / 2 - w * 0.02, y + w * 0.06, w * 0.04, w * 0.008, '#8a9299', { rx: 1 }),
    );
  }
  parts.push(rect(x, y - 1, w, 2, alpha('#fff', 0.25)));
  return group(parts.join(''));
}

/**
 * A walk-up fume hood: steel cabinet, lit interior with a baffle, raised glass sash with a
 * reflection, airflow display, and a base cabinet. (x, y) is its bottom-left on the floor.
 */
export function fumeHood(x: number, y: number, w: number, h: number): string {
  const workY = y - h * 0.42;
  const openTop = y - h * 0.88;
  const parts = [
    softShadow(x + w / 2, y, w * 0.6, h * 0.03, 0.5),
    rect(x, y - h, w, h, facePaint('#e3e6e8', 0.12, -0.15)),
    rect(x, y - h, w, h * 0.08, facePaint('#cfd4d8', 0.1, -0.1)),
    rect(
      x + w * 0.06,
      openTop,
      w * 0.88,
      workY - openTop,
      verticalPaint('hood-inside', ['#f8f5ea', '#d9d6cc']),
    ),
    glow(x + w / 2, openTop + h * 0.04, w * 0.45, '#fffbe8', 0.5),
    rect(x + w * 0.06, workY - h * 0.015, w * 0.88, h * 0.015, '#2a2e33'),
    rect(x + w * 0.06, workY, w * 0.88, y - workY, facePaint('#d3d7da', 0.05, -0.2)),
    rect(x + w * 0.1, workY + h * 0.06, w * 0.37, y - workY - h * 0.1, 'none', {
      stroke: alpha('#000', 0.15),
      'stroke-width': 1.5,
    }),
    rect(x + w * 0.53, workY + h * 0.06, w * 0.37, y - workY - h * 0.1, 'none', {
      stroke: alpha('#000', 0.15),
      'stroke-width': 1.5,
    }),
    // Sash raised to half height, with a diagonal reflection.
    rect(
      x + w * 0.05,
      openTop - h * 0.02,
      w * 0.9,
      (workY - openTop) * 0.55,
      alpha('#cfe6f2', 0.22),
      { stroke: '#9aa4ad', 'stroke-width': Math.max(2, w * 0.012) },
    ),
    path(
      polygon([
        [x + w * 0.2, openTop],
        [x + w * 0.32, openTop],
        [x + w * 0.18, openTop + (workY - openTop) * 0.5],
        [x + w * 0.06, openTop + (workY - openTop) * 0.5],
      ]),
      alpha('#fff', 0.25),
    ),
    rect(x + w * 0.05, openTop + (workY - openTop) * 0.53 - h * 0.02, w * 0.9, h * 0.02, '#8b949c'),
    // Airflow monitor.
    rect(x + w * 0.78, y - h * 0.98, w * 0.14, h * 0.05, '#1b2420', { rx: 2 }),
    circle(x + w * 0.82, y - h * 0.955, h * 0.01, '#3ddc84'),
  ];
  return group(parts.join(''));
}
