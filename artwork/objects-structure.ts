// The plant around the vessels: skies and land, clad sheds, pipes with flanges and valves,
// mezzanine platforms with handrails, stairs, columns, lamps, pipe racks and trees.
import { Box, polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  glow,
  pipePaint,
  shade,
  verticalPaint,
} from './materials';
import { circle, el, ellipse, group, line, n, path, rect, seededRandom } from './svg';

export const SAFETY_YELLOW = '#e3b12b';

/** A sky from zenith to horizon, with an optional low sun glowing on the horizon. */
export function sky(
  w: number,
  horizon: number,
  colors: string[],
  sun?: { x: number; y: number; r: number; color: string },
): string {
  const parts = [rect(0, 0, w, horizon + 2, verticalPaint(`sky-${colors.join('')}`, colors))];
  if (sun) {
    parts.push(
      glow(sun.x, sun.y, sun.r * 9, sun.color, 0.55),
      glow(sun.x, sun.y, sun.r * 2.5, sun.color, 0.9),
      circle(sun.x, sun.y, sun.r, shade(sun.color, 0.6)),
    );
  }
  return group(parts.join(''));
}

/** Soft clouds: blurred clusters of ellipses along a band of the sky. */
export function clouds(
  w: number,
  y: number,
  color: string,
  seed: number,
  count = 6,
  opacity = 0.5,
): string {
  const random = seededRandom(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = random() * w;
    const cy = y + (random() - 0.5) * y * 0.5;
    const rw = w * (0.08 + random() * 0.12);
    for (let j = 0; j < 4; j += 1) {
      out += ellipse(
        cx + (random() - 0.5) * rw,
        cy + (random() - 0.5) * rw * 0.15,
        rw * (0.4 + random() * 0.5),
        rw * (0.1 + random() * 0.08),
        color,
      );
    }
  }
  return el('g', { filter: blur(w * 0.008), opacity }, out);
}

/** A distant ridge line, filled down to `bottom`. */
export function ridge(
  w: number,
  y: number,
  amplitude: number,
  color: string,
  seed: number,
  bottom: number,
): string {
  const random = seededRandom(seed);
  const steps = 14;
  let d = `M0 ${n(bottom)}L0 ${n(y)}`;
  let prev = y;
  for (let i = 1; i <= steps; i += 1) {
    const next = y - random() * amplitude;
    const x = (w * i) / steps;
    d += `Q${n(x - w / steps / 2)} ${n((prev + next) / 2 - amplitude * 0.3 * random())} ${n(x)} ${n(next)}`;
    prev = next;
  }
  d += `L${n(w)} ${n(bottom)}Z`;
  return path(d, color);
}

/** A broadleaf tree: trunk and a cluster of shaded canopy blobs. */
export function tree(cx: number, y: number, s: number, color: string, seed: number): string {
  const random = seededRandom(seed);
  const parts = [rect(cx - s * 0.04, y - s * 0.45, s * 0.08, s * 0.45, shade(color, -0.6))];
  for (let i = 0; i < 7; i += 1) {
    const bx = cx + (random() - 0.5) * s * 0.7;
    const by = y - s * (0.55 + random() * 0.4);
    const r = s * (0.18 + random() * 0.14);
    parts.push(circle(bx, by, r, shade(color, -0.25 + (by - (y - s)) / s / 3 - 0.1)));
    parts.push(circle(bx - r * 0.25, by - r * 0.3, r * 0.6, shade(color, 0.08), { opacity: 0.6 }));
  }
  return group(parts.join(''));
}

/** A coconut palm: a leaning, slightly curved trunk and drooping fronds. */
export function palm(cx: number, y: number, s: number, color: string, lean: number): string {
  const topX = cx + lean * s * 0.35;
  const topY = y - s;
  const parts = [
    path(
      `M${n(cx - s * 0.025)} ${n(y)}Q${n(cx + lean * s * 0.05)} ${n(y - s * 0.5)} ${n(topX - s * 0.015)} ${n(topY)}L${n(topX + s * 0.015)} ${n(topY)}Q${n(cx + lean * s * 0.08)} ${n(y - s * 0.5)} ${n(cx + s * 0.025)} ${n(y)}Z`,
      shade('#7a6a55', -0.2),
    ),
  ];
  for (let i = 0; i < 9; i += 1) {
    const angle = -Math.PI + (i / 8) * Math.PI;
    const len = s * (0.32 + (i % 3) * 0.05);
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.abs(Math.sin(angle)) * -len * 0.25 + len * 0.35;
    const mx = topX + Math.cos(angle) * len * 0.5;
    const my = topY - len * 0.25;
    parts.push(
      path(`M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}`, 'none', {
        stroke: shade(color, i % 2 ? -0.15 : 0.05),
        'stroke-width': s * 0.035,
        'stroke-linecap': 'round',
      }),
    );
  }
  return group(parts.join(''));
}

export interface ShedOptions {
  cladding?: string;
  roof?: string;
  sign?: string;
  /** Window colour: daylight reflections, or warm when lit at dusk. */
  windows?: string;
  turn?: number;
  doors?: number;
}

/**
 * A steel-framed industrial shed with profiled wall cladding, ribbon windows, roller doors and
 * a sign band. (x, y): front face bottom-left; w, h: front face; depth recedes to the side.
 */
export function shed(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  options: ShedOptions = {},
): string {
  const {
    cladding = '#d9dde0',
    roof = '#8f9aa3',
    sign,
    windows = '#9fb8c8',
    turn = 1,
    doors = 2,
  } = options;
  const box = new Box(x, y, w, h, depth * 0.55 * turn, -depth * 0.3);
  const parts = [
    path(box.sidePath(), facePaint(shade(cladding, -0.25), 0.05, -0.1)),
    path(box.topPath(), facePaint(roof, 0.15, -0.05)),
    path(box.frontPath(), facePaint(cladding, 0.08, -0.14)),
  ];
  // Vertical ribs of the profiled sheet.
  const rib = Math.max(3, w / 90);
  for (let rx = x + rib; rx < x + w; rx += rib * 2) {
    parts.push(rect(rx, y - h, rib * 0.5, h, alpha('#000', 0.06)));
  }
  // Ribbon windows.
  const winY = y - h * 0.62;
  parts.push(rect(x + w * 0.04, winY, w * 0.92, h * 0.14, windows));
  for (let wx = x + w * 0.04; wx < x + w * 0.96; wx += w * 0.08) {
    parts.push(rect(wx, winY, Math.max(1, w * 0.004), h * 0.14, shade(cladding, -0.45)));
  }
  parts.push(rect(x + w * 0.04, winY, w * 0.92, h * 0.03, alpha('#fff', 0.25)));
  // Roller doors.
  for (let i = 0; i < doors; i += 1) {
    const dx = x + w * (0.12 + i * 0.45);
    const dw = w * 0.22;
    parts.push(rect(dx, y - h * 0.4, dw, h * 0.4, facePaint('#8c969e', 0.05, -0.15)));
    for (let dy = y - h * 0.4; dy < y; dy += h * 0.025) {
      parts.push(rect(dx, dy, dw, Math.max(0.8, h * 0.004), alpha('#000', 0.15)));
    }
  }
  if (sign) {
    parts.push(rect(x + w * 0.3, y - h * 0.9, w * 0.4, h * 0.13, '#0b5d3b'));
    parts.push(
      lettering(x + w * 0.5, y - h * 0.8, sign, h * 0.065, '#fff', {
        anchor: 'middle',
        weight: 0.15,
      }),
    );
  }
  // Roof edge flashing.
  parts.push(rect(x - 2, y - h - 3, w + 4, Math.max(3, h * 0.025), shade(roof, -0.15)));
  return group(parts.join(''));
}

/** A straight pipe between two points along one axis, with flanges and an optional band. */
export function pipe(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  d: number,
  color: string,
  options: { flanges?: number; bandColor?: string } = {},
): string {
  const horizontal = Math.abs(y2 - y1) < Math.abs(x2 - x1);
  const parts: string[] = [];
  if (horizontal) {
    const [a, b] = x1 < x2 ? [x1, x2] : [x2, x1];
    parts.push(rect(a, y1 - d / 2, b - a, d, pipePaint(color, 'gloss')));
    const flanges = options.flanges ?? Math.floor((b - a) / (d * 14));
    for (let i = 1; i <= flanges; i += 1) {
      const fx = a + ((b - a) * i) / (flanges + 1);
      parts.push(
        rect(
          fx - d * 0.18,
          y1 - d * 0.75,
          d * 0.36,
          d * 1.5,
          pipePaint(shade(color, -0.1), 'gloss'),
        ),
      );
    }
    if (options.bandColor)
      parts.push(
        rect(a + (b - a) * 0.3, y1 - d / 2, d * 1.6, d, options.bandColor, { opacity: 0.9 }),
      );
  } else {
    const [a, b] = y1 < y2 ? [y1, y2] : [y2, y1];
    parts.push(rect(x1 - d / 2, a, d, b - a, cylinderPaint(color, 'gloss')));
    const flanges = options.flanges ?? Math.floor((b - a) / (d * 14));
    for (let i = 1; i <= flanges; i += 1) {
      const fy = a + ((b - a) * i) / (flanges + 1);
      parts.push(
        rect(
          x1 - d * 0.75,
          fy - d * 0.18,
          d * 1.5,
          d * 0.36,
          cylinderPaint(shade(color, -0.1), 'gloss'),
        ),
      );
    }
    if (options.bandColor)
      parts.push(
        rect(x1 - d / 2, a + (b - a) * 0.3, d, d * 1.6, options.bandColor, { opacity: 0.9 }),
      );
  }
  return group(parts.join(''));
}

/** An orthogonal pipe run through the points, with rounded elbows at the corners. */
export function pipeRun(
  points: [number, number][],
  d: number,
  color: string,
  bandColor?: string,
): string {
  let out = '';
  for (let i = 0; i < points.length - 1; i += 1) {
    const [x1, y1] = points[i] ?? [0, 0];
    const [x2, y2] = points[i + 1] ?? [0, 0];
    out += pipe(x1, y1, x2, y2, d, color, { bandColor: i === 0 ? bandColor : undefined });
  }
  for (const [x, y] of points.slice(1, -1)) {
    out +=
      circle(x, y, d * 0.62, shade(color, -0.12)) +
      circle(x - d * 0.15, y - d * 0.15, d * 0.3, alpha('#fff', 0.25));
  }
  return group(out);
}

/** A gate valve on a horizontal pipe at (x, y), with its bonnet and red handwheel above. */
export function valve(x: number, y: number, d: number, wheel = '#c8362b'): string {
  const s = d * 1.6;
  return group(
    [
      rect(x - s * 0.5, y - d * 0.85, s, d * 1.7, facePaint('#4f5b66', 0.15, -0.2), {
        rx: d * 0.2,
      }),
      rect(x - d * 0.18, y - d * 2.4, d * 0.36, d * 1.6, cylinderPaint('#7f8a94', 'steel')),
      ellipse(x, y - d * 2.5, s * 0.75, s * 0.2, 'none', {
        stroke: wheel,
        'stroke-width': d * 0.22,
      }),
      line(x - s * 0.7, y - d * 2.5, x + s * 0.7, y - d * 2.5, shade(wheel, -0.2), d * 0.12),
      circle(x, y - d * 2.5, d * 0.18, shade(wheel, -0.3)),
    ].join(''),
  );
}

/** A painted steel column (I-section seen face on) from y1 down to y2. */
export function column(x: number, y1: number, y2: number, w: number, color = '#5f6f7c'): string {
  return group(
    [
      rect(x - w / 2, y1, w, y2 - y1, cylinderPaint(color, 'matte')),
      rect(x - w / 2 - w * 0.15, y1, w * 0.15, y2 - y1, shade(color, -0.3)),
      rect(x + w / 2, y1, w * 0.15, y2 - y1, shade(color, -0.35)),
    ].join(''),
  );
}

/**
 * A mezzanine deck edge from x to x + w at floor level y: steel fascia beam, kick plate and a
 * yellow two-rail handrail with posts.
 */
export function platformEdge(
  x: number,
  y: number,
  w: number,
  s: number,
  rail = SAFETY_YELLOW,
): string {
  const parts = [
    rect(x, y, w, s * 0.22, facePaint('#46525d', 0.1, -0.2)),
    rect(x, y - s * 0.08, w, s * 0.08, rail),
  ];
  const railTop = y - s;
  for (let px = x; px <= x + w + 0.1; px += Math.max(s * 1.2, w / Math.ceil(w / (s * 1.6)))) {
    parts.push(rect(px - s * 0.03, railTop, s * 0.06, s, shade(rail, -0.15)));
  }
  parts.push(
    rect(x, railTop - s * 0.03, w, s * 0.07, pipePaint(rail, 'gloss')),
    rect(x, railTop + s * 0.45, w, s * 0.05, shade(rail, -0.1)),
    rect(x, railTop - s * 0.02, w, s * 0.02, alpha('#fff', 0.4)),
  );
  return group(parts.join(''));
}

/** A straight steel stair rising from (x, y) to (x + run, y - rise), with a handrail. */
export function stair(
  x: number,
  y: number,
  run: number,
  rise: number,
  s: number,
  rail = SAFETY_YELLOW,
): string {
  const steps = Math.max(4, Math.round(rise / (s * 0.22)));
  const parts = [
    path(
      polygon([
        [x, y],
        [x + run, y - rise],
        [x + run, y - rise + s * 0.2],
        [x + s * 0.1, y],
      ]),
      '#4a5560',
    ),
  ];
  for (let i = 1; i < steps; i += 1) {
    const sx = x + (run * i) / steps;
    const sy = y - (rise * i) / steps;
    parts.push(rect(sx - s * 0.12, sy, s * 0.3, s * 0.05, '#6b7783'));
  }
  parts.push(
    line(x, y - s, x + run, y - rise - s, rail, s * 0.06),
    line(x, y - s * 0.5, x + run, y - rise - s * 0.5, shade(rail, -0.1), s * 0.04),
    line(x, y, x, y - s, shade(rail, -0.15), s * 0.05),
    line(x + run, y - rise, x + run, y - rise - s, shade(rail, -0.15), s * 0.05),
  );
  return group(parts.join(''));
}

/** A high-bay lamp hanging at (x, y), lit, with its halo. */
export function bayLamp(x: number, y: number, s: number, lit = '#fff3d6'): string {
  return group(
    [
      line(x, y - s * 2, x, y, '#39424b', Math.max(1, s * 0.06)),
      path(
        `M${x - s * 0.5} ${y + s * 0.45}L${x - s * 0.25} ${y}H${x + s * 0.25}L${x + s * 0.5} ${y + s * 0.45}Z`,
        facePaint('#5a646e', 0.2, -0.2),
      ),
      ellipse(x, y + s * 0.45, s * 0.5, s * 0.1, lit),
      glow(x, y + s * 0.5, s * 2.2, lit, 0.55),
    ].join(''),
  );
}

/** A street or yard light pole with its lamp head and glow. */
export function lightPole(x: number, y: number, h: number, lit = '#ffd58a'): string {
  return group(
    [
      rect(x - h * 0.008, y - h, h * 0.016, h, cylinderPaint('#6f7a84', 'matte')),
      path(`M${x} ${y - h}h${h * 0.12}`, 'none', { stroke: '#6f7a84', 'stroke-width': h * 0.012 }),
      rect(x + h * 0.08, y - h - h * 0.01, h * 0.08, h * 0.03, '#4b545d', { rx: 2 }),
      glow(x + h * 0.12, y - h + h * 0.03, h * 0.2, lit, 0.8),
    ].join(''),
  );
}

/** An outdoor pipe rack: two portal frames joined by a bundle of pipes. */
export function pipeRack(x1: number, x2: number, y: number, h: number, colors: string[]): string {
  const parts = [column(x1, y - h, y, h * 0.05), column(x2, y - h, y, h * 0.05)];
  parts.push(rect(x1 - h * 0.05, y - h, x2 - x1 + h * 0.1, h * 0.05, '#55626e'));
  colors.forEach((color, i) => {
    parts.push(
      pipe(
        x1 - h * 0.4,
        y - h - h * 0.06 - i * h * 0.09,
        x2 + h * 0.4,
        y - h - h * 0.06 - i * h * 0.09,
        h * 0.07,
        color,
        { flanges: 1 },
      ),
    );
  });
  return group(parts.join(''));
}

/** A process stack: a tall steel chimney with red and white bands and platform ring. */
export function stack(cx: number, y: number, w: number, h: number): string {
  return group(
    [
      rect(cx - w / 2, y - h, w, h, cylinderPaint('#b9c2c9', 'gloss')),
      rect(cx - w / 2, y - h, w, h * 0.06, cylinderPaint('#c9372c', 'gloss')),
      rect(cx - w / 2, y - h + h * 0.12, w, h * 0.06, cylinderPaint('#c9372c', 'gloss')),
      rect(cx - w * 0.8, y - h * 0.7, w * 1.6, h * 0.012, SAFETY_YELLOW),
    ].join(''),
  );
}
