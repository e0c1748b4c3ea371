// Small things people hold or set down in the work scenes: stopwatches, thermometers (wall,
// probe and infrared), a Barcol hardness tester, paint rollers, buckets and paper cups, a MEKP
// dispenser bottle, a laptop, a flood lamp on a tripod, and what a figure wears over its face
// (a respirator, safety glasses). Figures come from objects-people.ts; `handAt` finds where a
// figure's hand is, so a scene can put a prop in it.
import { lettering } from './lettering';
import {
  alpha,
  cylinderPaint,
  facePaint,
  glow,
  horizontalPaint,
  pipePaint,
  shade,
  softShadow,
  verticalPaint,
} from './materials';
import type { P2 } from './objects-people';
import { circle, el, ellipse, group, line, n, path, rect } from './svg';

/** World position of a point given in figure units (as in a figure's `arms`). */
export function handAt(cx: number, y: number, s: number, [u, v]: P2, facing: 1 | -1 = 1): P2 {
  return [cx + u * facing * s, y - v * s];
}

/** Where a standing figure's head is: its centre and radius (see figure()). */
export function headOf(cx: number, y: number, s: number, facing: 1 | -1 = 1) {
  return { x: cx + facing * s * 0.005, y: y - s * 0.925, r: s * 0.062 };
}

/** A half-face respirator with two filter cartridges, over a figure's nose and mouth. */
export function respirator(cx: number, y: number, s: number, facing: 1 | -1 = 1): string {
  const h = headOf(cx, y, s, facing);
  const r = h.r;
  const mx = h.x + facing * r * 0.2;
  return group(
    [
      path(
        `M${n(mx - r * 0.62)} ${n(h.y + r * 0.1)}Q${n(mx)} ${n(h.y - r * 0.05)} ${n(mx + r * 0.62)} ${n(h.y + r * 0.1)}L${n(mx + r * 0.5)} ${n(h.y + r * 0.78)}Q${n(mx)} ${n(h.y + r * 1.02)} ${n(mx - r * 0.5)} ${n(h.y + r * 0.78)}Z`,
        facePaint('#3a4048', 0.2, -0.2),
      ),
      circle(mx - r * 0.55, h.y + r * 0.55, r * 0.3, cylinderPaint('#c9a227', 'gloss')),
      circle(mx + r * 0.55, h.y + r * 0.55, r * 0.3, cylinderPaint('#c9a227', 'gloss')),
      line(h.x - r * 0.9, h.y + r * 0.1, mx - r * 0.6, h.y + r * 0.2, '#22272c', r * 0.1),
    ].join(''),
  );
}

/** Clear wrap-around safety glasses on a figure's face. */
export function safetyGlasses(cx: number, y: number, s: number, facing: 1 | -1 = 1): string {
  const h = headOf(cx, y, s, facing);
  const r = h.r;
  const ex = h.x + facing * r * 0.18;
  return group(
    [
      rect(ex - r * 0.62, h.y - r * 0.12, r * 1.24, r * 0.36, alpha('#d8eef8', 0.45), {
        rx: r * 0.12,
        stroke: '#3d4650',
        'stroke-width': r * 0.06,
      }),
      line(
        ex - r * 0.5,
        h.y - r * 0.06,
        ex - r * 0.1,
        h.y - r * 0.06,
        alpha('#fff', 0.7),
        r * 0.05,
      ),
    ].join(''),
  );
}

/** A stopwatch: steel case, crown and a face with a hand. */
export function stopwatch(cx: number, cy: number, r: number): string {
  return group(
    [
      rect(cx - r * 0.15, cy - r * 1.35, r * 0.3, r * 0.3, cylinderPaint('#b9c2ca', 'steel')),
      circle(cx, cy, r, cylinderPaint('#c9d0d6', 'steel')),
      circle(cx, cy, r * 0.82, '#f7f6f0'),
      ...Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return line(
          cx + Math.cos(a) * r * 0.66,
          cy + Math.sin(a) * r * 0.66,
          cx + Math.cos(a) * r * 0.76,
          cy + Math.sin(a) * r * 0.76,
          '#39414a',
          Math.max(0.8, r * 0.05),
        );
      }),
      line(cx, cy, cx + r * 0.45, cy - r * 0.45, '#c0392b', Math.max(1, r * 0.07)),
      circle(cx, cy, r * 0.08, '#20262d'),
      ellipse(cx - r * 0.35, cy - r * 0.45, r * 0.3, r * 0.14, alpha('#fff', 0.5)),
    ].join(''),
  );
}

/** A dial thermometer on a wall: a round face with a red needle pointing at `degrees`. */
export function wallThermometer(cx: number, cy: number, r: number, degrees: number): string {
  const a = Math.PI * (0.75 + (degrees / 50) * 1.5);
  return group(
    [
      circle(cx + r * 0.08, cy + r * 0.1, r * 1.05, alpha('#000', 0.25)),
      circle(cx, cy, r, cylinderPaint('#d9dde0', 'steel')),
      circle(cx, cy, r * 0.84, '#fbfaf4'),
      ...[0, 10, 20, 30, 40, 50].map((t) => {
        const ta = Math.PI * (0.75 + (t / 50) * 1.5);
        return line(
          cx + Math.cos(ta) * r * 0.62,
          cy + Math.sin(ta) * r * 0.62,
          cx + Math.cos(ta) * r * 0.78,
          cy + Math.sin(ta) * r * 0.78,
          '#2b333b',
          r * 0.05,
        );
      }),
      path(
        `M${n(cx - Math.cos(a) * r * 0.12)} ${n(cy - Math.sin(a) * r * 0.12)}L${n(cx + Math.cos(a) * r * 0.7)} ${n(cy + Math.sin(a) * r * 0.7)}`,
        'none',
        { stroke: '#d0312d', 'stroke-width': r * 0.07, 'stroke-linecap': 'round' },
      ),
      circle(cx, cy, r * 0.08, '#2b333b'),
      lettering(cx, cy + r * 0.5, `${degrees} °C`, r * 0.18, '#2b333b', { anchor: 'middle' }),
    ].join(''),
  );
}

/** An infrared thermometer gun pointing left (-1) or right (1), its display showing `reading`. */
export function irThermometer(x: number, y: number, s: number, facing: 1 | -1, reading: string) {
  const f = facing;
  const d = `M${n(x)} ${n(y)}l${n(f * s * 0.7)} ${n(-s * 0.05)}l${n(f * s * 0.05)} ${n(s * 0.25)}l${n(-f * s * 0.35)} ${n(s * 0.05)}l${n(-f * s * 0.05)} ${n(s * 0.45)}l${n(-f * s * 0.18)} 0l${n(-f * s * 0.02)} ${n(-s * 0.45)}l${n(-f * s * 0.15)} 0Z`;
  const screenX = f === 1 ? x + s * 0.2 : x - s * 0.55;
  return group(
    [
      path(d, facePaint('#d44a22', 0.2, -0.25)),
      rect(screenX, y + s * 0.02, s * 0.35, s * 0.14, '#12201a', { rx: s * 0.02 }),
      lettering(screenX + s * 0.03, y + s * 0.13, reading, s * 0.08, '#9ff0b8', { weight: 0.16 }),
      circle(x + f * s * 0.74, y + s * 0.07, s * 0.05, '#1b1f24'),
    ].join(''),
  );
}

/** A probe thermometer: a thin steel stem with a round head, from (x1, y1) to the tip (x2, y2). */
export function probeThermometer(x1: number, y1: number, x2: number, y2: number, s: number) {
  return group(
    [
      line(x1, y1, x2, y2, '#c7ced4', s * 0.06),
      circle(x1, y1, s * 0.22, cylinderPaint('#e8eaec', 'steel')),
      circle(x1, y1, s * 0.15, '#17201a'),
    ].join(''),
  );
}

/** A Barcol impressor: a grey body with a round dial, pressed down at (x, y). */
export function barcolTester(x: number, y: number, s: number): string {
  return group(
    [
      rect(x - s * 0.08, y - s * 0.25, s * 0.16, s * 0.25, cylinderPaint('#9aa4ad', 'steel')),
      rect(x - s * 0.3, y - s * 0.9, s * 0.6, s * 0.65, facePaint('#5d6873', 0.2, -0.2), {
        rx: s * 0.08,
      }),
      circle(x, y - s * 0.6, s * 0.22, '#f5f4ee', { stroke: '#2b333b', 'stroke-width': s * 0.03 }),
      line(x, y - s * 0.6, x + s * 0.12, y - s * 0.72, '#c0392b', s * 0.025),
      rect(x - s * 0.4, y - s * 1.0, s * 0.8, s * 0.12, '#3b444d', { rx: s * 0.05 }),
    ].join(''),
  );
}

/** A paint roller on a handle, from the grip (x1, y1) to the roller's centre (x2, y2). */
export function roller(x1: number, y1: number, x2: number, y2: number, w: number): string {
  return group(
    [
      line(x1, y1, x2, y2 - w * 0.2, '#8a6a45', w * 0.09),
      rect(x2 - w / 2, y2 - w * 0.14, w, w * 0.28, pipePaint('#b7bec4', 'steel'), { rx: w * 0.1 }),
      ...[0.15, 0.35, 0.55, 0.75].map((f) =>
        line(x2 - w / 2 + w * f, y2 - w * 0.14, x2 - w / 2 + w * f, y2 + w * 0.14, '#7b848c', 1),
      ),
    ].join(''),
  );
}

/** An open-topped container (bucket, paper cup) standing at (cx, y), with liquid showing. */
export function bucket(
  cx: number,
  y: number,
  w: number,
  h: number,
  color: string,
  liquid?: string,
): string {
  const rx = w / 2;
  const ry = rx * 0.22;
  const bottom = rx * 0.82;
  return group(
    [
      softShadow(cx + w * 0.1, y, w * 0.6, w * 0.08, 0.4),
      path(
        `M${n(cx - rx)} ${n(y - h)}L${n(cx - bottom)} ${n(y)}A${n(bottom)} ${n(ry)} 0 0 0 ${n(cx + bottom)} ${n(y)}L${n(cx + rx)} ${n(y - h)}Z`,
        cylinderPaint(color, 'plastic'),
      ),
      ellipse(cx, y - h, rx, ry, shade(color, -0.35)),
      liquid ? ellipse(cx, y - h + ry * 0.3, rx * 0.92, ry * 0.8, shade(liquid, 0.1)) : '',
      liquid
        ? ellipse(cx - rx * 0.3, y - h + ry * 0.1, rx * 0.3, ry * 0.3, alpha('#fff', 0.35))
        : '',
      ellipse(cx, y - h, rx, ry, 'none', {
        stroke: shade(color, 0.2),
        'stroke-width': Math.max(1, w * 0.03),
      }),
    ].join(''),
  );
}

/** A graduated MEKP dispenser bottle: translucent white body, scale marks and a red cap. */
export function dispenserBottle(cx: number, y: number, h: number, tilt = 0): string {
  const w = h * 0.42;
  const body = [
    rect(
      cx - w / 2,
      y - h * 0.78,
      w,
      h * 0.78,
      horizontalPaint('mekp-bottle', ['#c9ccc8', '#f4f5f1', '#e2e4e0', '#a9ada9']),
      {
        rx: w * 0.15,
      },
    ),
    rect(cx - w / 2 + w * 0.05, y - h * 0.5, w * 0.9, h * 0.48, alpha('#f6f0d0', 0.6), {
      rx: w * 0.1,
    }),
    ...Array.from({ length: 7 }, (_, i) =>
      line(
        cx - w * 0.35,
        y - h * (0.12 + i * 0.085),
        cx - w * (i % 2 ? 0.15 : 0.05),
        y - h * (0.12 + i * 0.085),
        '#5b636b',
        Math.max(0.8, h * 0.012),
      ),
    ),
    rect(cx - w * 0.28, y - h * 0.98, w * 0.56, h * 0.22, cylinderPaint('#d0312d', 'gloss'), {
      rx: w * 0.06,
    }),
    rect(cx - w * 0.08, y - h * 1.08, w * 0.16, h * 0.12, cylinderPaint('#b3261f', 'gloss')),
  ].join('');
  return tilt ? el('g', { transform: `rotate(${tilt} ${n(cx)} ${n(y)})` }, body) : group(body);
}

/** A laptop open on a desk at (cx, y): keyboard base and a screen showing `screen` markup. */
export function laptop(cx: number, y: number, w: number, screen: string): string {
  const sh = w * 0.62;
  return group(
    [
      softShadow(cx, y, w * 0.6, w * 0.05, 0.4),
      path(
        `M${n(cx - w / 2)} ${n(y)}L${n(cx - w * 0.44)} ${n(y - w * 0.08)}H${n(cx + w * 0.44)}L${n(cx + w / 2)} ${n(y)}Z`,
        facePaint('#b8bec4', 0.15, -0.2),
      ),
      rect(cx - w * 0.44, y - w * 0.08 - sh, w * 0.88, sh, '#24292e', { rx: w * 0.02 }),
      el(
        'svg',
        {
          x: cx - w * 0.41,
          y: y - w * 0.08 - sh * 0.95,
          width: w * 0.82,
          height: sh * 0.88,
          viewBox: '0 0 400 260',
          preserveAspectRatio: 'none',
        },
        screen,
      ),
    ].join(''),
  );
}

/** A flood lamp on a tripod at (x, y), its lamp head aimed down and right, glowing. */
export function workLamp(x: number, y: number, h: number, facing: 1 | -1 = 1): string {
  const top = y - h;
  return group(
    [
      line(x, top, x - h * 0.25, y, '#30363c', h * 0.02),
      line(x, top, x + h * 0.25, y, '#30363c', h * 0.02),
      line(x, top, x, y, '#30363c', h * 0.02),
      rect(x - h * 0.12, top - h * 0.16, h * 0.24, h * 0.18, facePaint('#e2b12b', 0.2, -0.2), {
        rx: h * 0.02,
        transform: `rotate(${facing * 20} ${n(x)} ${n(top - h * 0.07)})`,
      }),
      glow(x + facing * h * 0.08, top - h * 0.04, h * 0.45, '#fff4d0', 0.7),
      ellipse(x + facing * h * 0.08, top - h * 0.04, h * 0.08, h * 0.06, '#fffbe8'),
    ].join(''),
  );
}

/** A clipboard with a sheet, centred at (cx, cy), tilted by `angle` degrees. */
export function clipboard(cx: number, cy: number, w: number, angle = 0): string {
  const h = w * 1.35;
  return el(
    'g',
    { transform: `rotate(${angle} ${n(cx)} ${n(cy)})` },
    [
      rect(cx - w / 2, cy - h / 2, w, h, '#7b5a35', { rx: w * 0.05 }),
      rect(cx - w * 0.42, cy - h * 0.42, w * 0.84, h * 0.86, '#f6f6f1'),
      rect(cx - w * 0.18, cy - h * 0.52, w * 0.36, h * 0.1, '#9aa3ab', { rx: w * 0.03 }),
      ...[0.25, 0.4, 0.55, 0.7].map((f) =>
        line(
          cx - w * 0.32,
          cy - h / 2 + h * f,
          cx + w * 0.3,
          cy - h / 2 + h * f,
          '#9aa3ad',
          Math.max(0.8, w * 0.025),
        ),
      ),
    ].join(''),
  );
}

/** A glossy vertical liquid stream, as resin poured from a jug. */
export function pourStream(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  w: number,
  color: string,
) {
  return path(
    `M${n(x1 - w / 2)} ${n(y1)}Q${n(x2 - w * 0.3)} ${n((y1 + y2) / 2)} ${n(x2 - w * 0.25)} ${n(y2)}H${n(x2 + w * 0.25)}Q${n(x2 + w * 0.3)} ${n((y1 + y2) / 2)} ${n(x1 + w / 2)} ${n(y1)}Z`,
    verticalPaint(`stream-${color}`, [shade(color, 0.2), color, shade(color, -0.1)]),
  );
}
