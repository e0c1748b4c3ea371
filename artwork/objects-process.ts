// Process vessels: the jacketed stainless reactor and the outdoor storage tank. Both stand
// on the ground at (cx, y), their bottom centre.
import { band, cylinderSide, frontArc } from './forms';
import { lettering } from './lettering';
import { alpha, cylinderPaint, shade, softShadow, type Finish } from './materials';
import { circle, group, line, path, rect, seededRandom } from './svg';

export interface ReactorOptions {
  /** A short stroke-lettered tag on the shell ('R-101'). */
  tag?: string;
  view?: number;
  /** Draw the agitator drive on top. */
  drive?: boolean;
  /** Draw legs down to the ground (off when a platform hides them). */
  legs?: boolean;
  seed?: number;
}

/**
 * A jacketed stainless reactor: dished head with agitator drive and nozzles, cylindrical
 * shell with weld seams and brushed reflections, conical bottom on legs, bottom valve.
 */
export function reactor(
  cx: number,
  y: number,
  w: number,
  h: number,
  options: ReactorOptions = {},
): string {
  const { tag, view = 0.2, drive = true, legs = true, seed = 1 } = options;
  const rx = w / 2;
  const ry = rx * view;
  const legH = h * 0.16;
  const coneH = h * 0.1;
  const shellBottom = y - legH - coneH;
  const headH = w * 0.22;
  const shellTop = y - h + headH + (drive ? h * 0.1 : 0);
  const steel = '#c9d2da';
  const random = seededRandom(seed);
  const parts: string[] = [softShadow(cx + w * 0.2, y, w * 0.8, w * 0.12, 0.5)];
  if (legs) {
    for (const f of [-0.78, -0.28, 0.32, 0.8]) {
      const lx = cx + rx * f;
      parts.push(
        rect(
          lx - w * 0.025,
          shellBottom - h * 0.05,
          w * 0.05,
          legH + coneH * 0.6 + h * 0.05,
          cylinderPaint('#8e99a3', 'steel'),
        ),
      );
      parts.push(rect(lx - w * 0.04, y - w * 0.015, w * 0.08, w * 0.015, '#5b646d'));
    }
  }
  // Bottom cone, outlet and valve.
  parts.push(
    path(
      `M${cx - rx} ${shellBottom}L${cx - w * 0.07} ${shellBottom + coneH}H${cx + w * 0.07}L${cx + rx} ${shellBottom}Z`,
      cylinderPaint(steel, 'steel'),
    ),
    rect(cx - w * 0.035, shellBottom + coneH, w * 0.07, legH * 0.45, cylinderPaint(steel, 'steel')),
    rect(cx - w * 0.07, shellBottom + coneH + legH * 0.2, w * 0.14, w * 0.05, '#3d5a80', { rx: 2 }),
    rect(cx - w * 0.01, shellBottom + coneH + legH * 0.2 - w * 0.06, w * 0.02, w * 0.06, '#2f3a46'),
    path(`M${cx - w * 0.06} ${shellBottom + coneH + legH * 0.2 - w * 0.07}h${w * 0.12}`, 'none', {
      stroke: '#d43c2f',
      'stroke-width': w * 0.018,
      'stroke-linecap': 'round',
    }),
  );
  // Shell with the jacket band, seams and brushed streaks.
  parts.push(path(cylinderSide(cx, shellTop, shellBottom, rx, ry), cylinderPaint(steel, 'steel')));
  for (let i = 0; i < 7; i += 1) {
    const sx = cx - rx + w * (0.05 + random() * 0.9);
    parts.push(
      rect(
        sx,
        shellTop + 4,
        w * (0.004 + random() * 0.012),
        shellBottom - shellTop,
        random() > 0.5 ? '#ffffff' : '#202a35',
        { opacity: 0.05 + random() * 0.08 },
      ),
    );
  }
  const jacketTop = shellTop + (shellBottom - shellTop) * 0.42;
  parts.push(
    path(band(cx, jacketTop, w * 0.02, rx * 1.02, ry), cylinderPaint(shade(steel, -0.05), 'steel')),
    path(frontArc(cx, shellTop + (shellBottom - shellTop) * 0.2, rx, ry), 'none', {
      stroke: alpha('#1b2633', 0.25),
      'stroke-width': 1.2,
    }),
    path(frontArc(cx, shellBottom - 2, rx, ry), 'none', {
      stroke: alpha('#1b2633', 0.3),
      'stroke-width': 1.5,
    }),
  );
  // Sight glass and a temperature gauge.
  const gy = shellTop + (shellBottom - shellTop) * 0.3;
  parts.push(
    circle(cx - rx * 0.35, gy, w * 0.06, shade(steel, -0.25)),
    circle(cx - rx * 0.35, gy, w * 0.042, '#e8a33a'),
    circle(cx - rx * 0.37, gy - w * 0.012, w * 0.014, alpha('#fff', 0.8)),
    circle(cx + rx * 0.45, jacketTop + w * 0.12, w * 0.05, '#f4f4f0', {
      stroke: '#59636d',
      'stroke-width': w * 0.01,
    }),
    line(
      cx + rx * 0.45,
      jacketTop + w * 0.12,
      cx + rx * 0.45 + w * 0.025,
      jacketTop + w * 0.1,
      '#c62d22',
      Math.max(1, w * 0.008),
    ),
  );
  if (tag) {
    parts.push(
      rect(cx - w * 0.14, jacketTop + w * 0.16, w * 0.28, w * 0.09, '#f2f2ee', {
        rx: 2,
        stroke: alpha('#000', 0.25),
        'stroke-width': 0.8,
      }),
      lettering(cx, jacketTop + w * 0.228, tag, w * 0.045, '#172130', { anchor: 'middle' }),
    );
  }
  // Dished head.
  const dome = `M${cx - rx} ${shellTop}C${cx - rx} ${shellTop - headH * 1.3} ${cx + rx} ${shellTop - headH * 1.3} ${cx + rx} ${shellTop}A${rx} ${ry} 0 0 1 ${cx - rx} ${shellTop}Z`;
  parts.push(
    path(dome, cylinderPaint(shade(steel, 0.05), 'steel')),
    path(frontArc(cx, shellTop, rx, ry), 'none', {
      stroke: alpha('#1b2633', 0.35),
      'stroke-width': 1.5,
    }),
  );
  const domeTop = shellTop - headH * 0.98;
  // Nozzles with flanges.
  for (const [f, nw] of [
    [-0.55, 0.1],
    [0.5, 0.08],
    [0.25, 0.06],
  ] as const) {
    const nx = cx + rx * f;
    const ny = shellTop - headH * (1 - Math.abs(f) * 0.9) * 0.95;
    parts.push(
      rect(nx - w * nw * 0.5, ny - w * 0.09, w * nw, w * 0.09, cylinderPaint(steel, 'steel')),
      rect(
        nx - w * nw * 0.75,
        ny - w * 0.1,
        w * nw * 1.5,
        w * 0.025,
        cylinderPaint(shade(steel, -0.1), 'steel'),
      ),
    );
  }
  if (drive) {
    const lanternH = h * 0.05;
    parts.push(
      rect(cx - w * 0.1, domeTop - lanternH, w * 0.2, lanternH, cylinderPaint('#6f7b86', 'gloss')),
      rect(
        cx - w * 0.16,
        domeTop - lanternH - h * 0.05,
        w * 0.32,
        h * 0.05,
        cylinderPaint('#2f6b4f', 'gloss'),
        { rx: 3 },
      ),
      rect(
        cx - w * 0.11,
        domeTop - lanternH - h * 0.12,
        w * 0.22,
        h * 0.07,
        cylinderPaint('#2f6b4f', 'gloss'),
        { rx: 4 },
      ),
      rect(cx - w * 0.13, domeTop - lanternH - h * 0.125, w * 0.26, h * 0.012, '#23493a'),
    );
    for (let i = 0; i < 4; i += 1) {
      parts.push(
        rect(
          cx - w * 0.09 + i * w * 0.05,
          domeTop - lanternH - h * 0.115,
          w * 0.012,
          h * 0.055,
          alpha('#000', 0.18),
        ),
      );
    }
  }
  return group(parts.join(''));
}

/**
 * An outdoor vertical storage tank with a cone roof, caged ladder, roof handrail and a
 * stencilled tag, painted in `color`.
 */
export function storageTank(
  cx: number,
  y: number,
  w: number,
  h: number,
  options: { color?: string; tag?: string; finish?: Finish; view?: number } = {},
): string {
  const { color = '#e7e9e6', tag, finish = 'gloss', view = 0.14 } = options;
  const rx = w / 2;
  const ry = rx * view;
  const bottom = y - ry;
  const top = bottom - h;
  const parts = [
    softShadow(cx + w * 0.3, y, w * 0.8, w * 0.1, 0.4),
    path(cylinderSide(cx, top, bottom, rx, ry), cylinderPaint(color, finish)),
  ];
  for (let i = 1; i < 6; i += 1) {
    parts.push(
      path(frontArc(cx, top + (h * i) / 6, rx, ry), 'none', {
        stroke: alpha('#000', 0.08),
        'stroke-width': 1.2,
      }),
    );
  }
  const roofH = w * 0.16;
  parts.push(
    path(
      `M${cx - rx * 1.02} ${top}L${cx} ${top - roofH}L${cx + rx * 1.02} ${top}A${rx * 1.02} ${ry} 0 0 1 ${cx - rx * 1.02} ${top}Z`,
      cylinderPaint(shade(color, -0.05), finish),
    ),
    path(frontArc(cx, top, rx * 1.02, ry), 'none', {
      stroke: alpha('#000', 0.2),
      'stroke-width': 1.5,
    }),
  );
  // Roof handrail.
  const railY = top - roofH * 0.15;
  parts.push(
    path(`M${cx - rx * 0.3} ${railY - roofH * 0.5}H${cx + rx * 0.95}`, 'none', {
      stroke: '#e1b12c',
      'stroke-width': Math.max(1.2, w * 0.012),
    }),
    ...[-0.3, 0.3, 0.95].map((f) =>
      line(
        cx + rx * f,
        railY - roofH * 0.5,
        cx + rx * f,
        top - roofH * (1 - Math.abs(f)) * 0.9,
        '#e1b12c',
        Math.max(1, w * 0.01),
      ),
    ),
  );
  // Caged ladder on the right of the front.
  const lx = cx + rx * 0.55;
  const ladderTop = top - roofH * 0.3;
  parts.push(
    line(lx, ladderTop, lx, bottom + ry * 0.3, '#57606a', Math.max(1, w * 0.012)),
    line(
      lx + w * 0.06,
      ladderTop,
      lx + w * 0.06,
      bottom + ry * 0.3,
      '#57606a',
      Math.max(1, w * 0.012),
    ),
  );
  for (let ly = ladderTop + w * 0.05; ly < bottom; ly += w * 0.045) {
    parts.push(line(lx, ly, lx + w * 0.06, ly, '#6c757f', Math.max(0.8, w * 0.008)));
  }
  for (let ly = ladderTop + h * 0.06; ly < bottom - h * 0.18; ly += h * 0.07) {
    parts.push(
      path(
        `M${lx - w * 0.02} ${ly}C${lx - w * 0.02} ${ly + w * 0.06} ${lx + w * 0.08} ${ly + w * 0.06} ${lx + w * 0.08} ${ly}`,
        'none',
        { stroke: '#6c757f', 'stroke-width': Math.max(0.8, w * 0.007) },
      ),
    );
  }
  if (tag) {
    parts.push(
      lettering(
        cx - rx * 0.15,
        top + h * 0.32,
        tag,
        Math.min(w * 0.11, h * 0.08),
        shade(color, -0.65),
        { anchor: 'middle', weight: 0.16 },
      ),
    );
  }
  // Level gauge and bottom nozzle with a valve.
  parts.push(
    rect(cx - rx * 0.7, top + h * 0.1, w * 0.02, h * 0.8, '#7d8790'),
    rect(cx - rx * 0.8, bottom - h * 0.06, w * 0.2, w * 0.04, cylinderPaint('#8e99a3', 'steel')),
    circle(cx - rx * 0.88, bottom - h * 0.06 + w * 0.02, w * 0.035, 'none', {
      stroke: '#c0392b',
      'stroke-width': Math.max(1, w * 0.012),
    }),
  );
  return group(parts.join(''));
}
