// Boatbuilding: an open female hull mould on its steel cradle, seen from the side and a little
// above so its waxed inside shows, with what lies in it (fresh gelcoat, glass mat being wetted,
// or a vacuum bag with spiral feed lines and the resin front); an outboard motor tilted up; a
// road boat trailer; gelcoat blisters on a hull side.
import { polygon } from './forms';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  pipePaint,
  shade,
  softShadow,
  textureFilter,
  verticalPaint,
} from './materials';
import {
  circle,
  defineOnce,
  el,
  ellipse,
  group,
  idOf,
  line,
  n,
  path,
  rect,
  seededRandom,
} from './svg';

export type MouldLining =
  | { kind: 'bare' }
  /** White gelcoat sprayed over the inside from the stern up to `extent` (0 to 1) of the length. */
  | { kind: 'gelcoat'; extent: number }
  /** Glass mat laid in, wetted amber up to `extent`. */
  | { kind: 'mat'; extent: number }
  /** A green vacuum bag over the laminate, resin drawn down the side to `front` (0 to 1). */
  | { kind: 'bag'; front: number };

export interface MouldOptions {
  /** The mould's tooling colour (outside and the waxed face inside). */
  tooling?: string;
  /** How far we look into it: 0.4 from near eye level, 1 from well above. */
  open?: number;
  lining?: MouldLining;
}

/**
 * An open hull mould, stern on the left, bow on the right. (x, y) is the cradle's foot at the
 * stern; L the length.
 */
export function hullMould(x: number, y: number, L: number, options: MouldOptions = {}): string {
  const { tooling = '#2a2e33', open = 0.6, lining = { kind: 'bare' } } = options;
  const cradle = L * 0.07;
  const depth = L * 0.17;
  const rimY = y - cradle - depth;
  const bowX = x + L;
  const bowY = rimY - L * 0.05;
  const lens = L * 0.11 * open;
  const far = `M${n(x)} ${n(rimY - lens)}Q${n(x + L * 0.55)} ${n(rimY - lens * 1.15)} ${n(bowX)} ${n(bowY)}`;
  const near = `Q${n(x + L * 0.6)} ${n(rimY + lens * 0.12)} ${n(x)} ${n(rimY)}Z`;
  const opening = `${far}${near}`;
  const keel = y - cradle;
  const outside = `M${n(x)} ${n(rimY)}Q${n(x + L * 0.6)} ${n(rimY + lens * 0.12)} ${n(bowX)} ${n(bowY)}C${n(bowX - L * 0.03)} ${n(keel - depth * 0.6)} ${n(bowX - L * 0.12)} ${n(keel)} ${n(bowX - L * 0.28)} ${n(keel)}L${n(x + L * 0.04)} ${n(keel)}Q${n(x)} ${n(keel)} ${n(x)} ${n(rimY)}Z`;
  const clipId = idOf('mould', x, y, L);
  const clip = defineOnce(clipId, () => el('clipPath', { id: clipId }, path(opening, '#000')));
  const parts: string[] = [softShadow(x + L * 0.5, y, L * 0.58, L * 0.03, 0.55)];
  // Cradle: posts and rails of square steel tube.
  for (let i = 0; i <= 5; i += 1) {
    const px = x + L * (0.06 + i * 0.16);
    parts.push(
      rect(
        px,
        keel - depth * 0.3,
        L * 0.012,
        cradle + depth * 0.3,
        facePaint('#5a646d', 0.15, -0.2),
      ),
    );
  }
  parts.push(rect(x + L * 0.03, y - L * 0.012, L * 0.85, L * 0.012, '#4a535b'));
  parts.push(
    path(
      outside,
      verticalPaint(`mould-out-${tooling}`, [shade(tooling, 0.12), tooling, shade(tooling, -0.3)]),
    ),
    path(outside, '#808080', {
      filter: textureFilter(0.35, 7),
      opacity: 0.12,
      style: 'mix-blend-mode:overlay',
    }),
    // Stiffening ribs on the outside of the shell.
    ...Array.from({ length: 8 }, (_, i) =>
      rect(
        x + L * (0.08 + i * 0.1),
        rimY + lens * 0.1,
        L * 0.014,
        keel - rimY - depth * 0.2,
        alpha('#000', 0.18),
      ),
    ),
    // The inside face, glossy from the wax.
    path(
      opening,
      verticalPaint(`mould-in-${tooling}`, [
        shade(tooling, 0.35),
        shade(tooling, 0.05),
        shade(tooling, -0.25),
      ]),
    ),
  );
  const inner: string[] = [
    path(
      `M${n(x + L * 0.05)} ${n(rimY - lens * 0.6)}Q${n(x + L * 0.5)} ${n(rimY - lens * 0.85)} ${n(bowX - L * 0.12)} ${n(bowY + lens * 0.1)}`,
      'none',
      {
        stroke: alpha('#ffffff', 0.35),
        'stroke-width': Math.max(2, lens * 0.08),
        'stroke-linecap': 'round',
      },
    ),
  ];
  if (lining.kind === 'gelcoat' || lining.kind === 'mat') {
    const end = x + L * lining.extent;
    const color = lining.kind === 'gelcoat' ? '#f4f4ef' : '#e9d9a8';
    inner.push(
      rect(
        x - 2,
        rimY - lens * 1.3,
        end - x,
        lens * 1.5,
        verticalPaint(`lining-${color}`, [shade(color, 0.1), color, shade(color, -0.25)]),
      ),
      // A ragged edge where the coat stops.
      path(
        `M${n(end)} ${n(rimY - lens * 1.3)}q${n(L * 0.015)} ${n(lens * 0.4)} 0 ${n(lens * 0.7)}t0 ${n(lens * 0.8)}`,
        'none',
        {
          stroke: alpha(color, 0.6),
          'stroke-width': L * 0.02,
          filter: blur(L * 0.004),
        },
      ),
    );
    if (lining.kind === 'mat') {
      inner.push(
        rect(x, rimY - lens * 1.3, end - x, lens * 1.5, '#808080', {
          filter: textureFilter(0.12, 11, 1),
          opacity: 0.45,
          style: 'mix-blend-mode:overlay',
        }),
        rect(x, rimY - lens * 1.3, (end - x) * 0.55, lens * 1.5, alpha('#c98a2a', 0.45)),
      );
    }
  }
  if (lining.kind === 'bag') {
    inner.push(
      path(opening, verticalPaint('bag-film', ['#6fbf73', '#3f9a4c', '#2f7d3c']), {
        opacity: 0.92,
      }),
    );
    // The resin front: amber from the keel line (the near, lower part of the view) up the side.
    const frontY = rimY - lens * (1.05 - lining.front);
    inner.push(
      rect(
        x,
        frontY,
        L,
        lens * 2,
        verticalPaint('bag-resin', [alpha('#d08a1e', 0.85), alpha('#b86e00', 0.9)]),
      ),
      path(`M${n(x)} ${n(frontY)}${wave(x, L, frontY, lens * 0.05, 9)}`, 'none', {
        stroke: alpha('#f2c14e', 0.9),
        'stroke-width': lens * 0.05,
      }),
    );
    const random = seededRandom(3);
    for (let i = 0; i < 24; i += 1) {
      const wx = x + random() * L;
      const wy = rimY - lens * (0.2 + random() * 0.8);
      inner.push(
        path(
          `M${n(wx)} ${n(wy)}q${n(L * 0.01)} ${n(-lens * 0.08)} ${n(L * 0.03)} ${n(-lens * 0.04)}`,
          'none',
          {
            stroke: alpha('#ffffff', 0.35),
            'stroke-width': 2,
          },
        ),
      );
    }
    // Spiral feed lines across the bag, from the rim down towards the keel.
    for (let i = 1; i <= 5; i += 1) {
      const fx = x + (L * i) / 6;
      inner.push(spiral(fx, rimY - lens * 1.2, fx + L * 0.03, rimY + lens * 0.1, lens * 0.05));
    }
    inner.push(
      spiral(x + L * 0.02, rimY - lens * 0.95, bowX - L * 0.08, bowY + lens * 0.2, lens * 0.05),
    );
  }
  parts.push(el('g', { 'clip-path': clip }, inner.join('')));
  // Flanges along both rims.
  parts.push(
    path(far, 'none', { stroke: shade(tooling, 0.3), 'stroke-width': L * 0.012 }),
    path(`M${n(bowX)} ${n(bowY)}${near.replace('Z', '')}`, 'none', {
      stroke: shade(tooling, 0.45),
      'stroke-width': L * 0.02,
    }),
    path(
      `M${n(bowX)} ${n(bowY + L * 0.012)}Q${n(x + L * 0.6)} ${n(rimY + lens * 0.12 + L * 0.012)} ${n(x)} ${n(rimY + L * 0.012)}`,
      'none',
      { stroke: alpha('#000', 0.35), 'stroke-width': L * 0.006 },
    ),
  );
  return group(parts.join(''));
}

function wave(x: number, L: number, y: number, a: number, count: number): string {
  let d = '';
  const step = L / count;
  for (let i = 0; i < count; i += 1)
    d += `Q${n(x + step * (i + 0.5))} ${n(y + (i % 2 ? a : -a))} ${n(x + step * (i + 1))} ${n(y)}`;
  return d;
}

/** A spiral-wrap feed line: a white tube with a coil pattern, from (x1, y1) to (x2, y2). */
export function spiral(x1: number, y1: number, x2: number, y2: number, w: number): string {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const coils: string[] = [];
  for (let d = 0; d < len; d += w * 1.2)
    coils.push(line(d, -w / 2, d + w * 0.6, w / 2, alpha('#8a9299', 0.7), Math.max(1, w * 0.18)));
  return el(
    'g',
    { transform: `translate(${n(x1)} ${n(y1)}) rotate(${n(angle)})` },
    rect(0, -w / 2, len, w, pipePaint('#eef1f2', 'plastic')) + coils.join(''),
  );
}

/** An outboard motor tilted up on a transom at (x, y) (the clamp), s tall when upright. */
export function outboard(x: number, y: number, s: number, color = '#2c3136'): string {
  return el(
    'g',
    { transform: `rotate(-62 ${n(x)} ${n(y)})` },
    [
      rect(x - s * 0.05, y, s * 0.1, s * 0.62, cylinderPaint('#3a4046', 'gloss')),
      path(
        `M${n(x - s * 0.07)} ${n(y + s * 0.6)}h${n(s * 0.14)}l${n(s * 0.06)} ${n(s * 0.08)}h${n(-s * 0.26)}Z`,
        '#30363b',
      ),
      rect(x - s * 0.16, y - s * 0.3, s * 0.32, s * 0.34, cylinderPaint(color, 'gloss'), {
        rx: s * 0.08,
      }),
      rect(x - s * 0.12, y - s * 0.22, s * 0.24, s * 0.04, alpha('#ffffff', 0.5)),
    ].join(''),
  );
}

/** A single-axle road boat trailer under a hull, x to x + L along the ground y. */
export function boatTrailer(x: number, y: number, L: number): string {
  const r = L * 0.06;
  const wheel = (wx: number) =>
    circle(wx, y - r, r, '#1c1f23') +
    circle(wx, y - r, r * 0.55, cylinderPaint('#c9d0d6', 'steel'));
  return group(
    [
      softShadow(x + L * 0.5, y, L * 0.55, L * 0.03, 0.5),
      rect(x, y - r * 2.1, L, L * 0.025, facePaint('#8d969e', 0.2, -0.2)),
      line(x + L, y - r * 2, x + L * 1.18, y - r * 1.2, '#6f7880', L * 0.02),
      ...[0.2, 0.42, 0.64].map((f) => rect(x + L * f, y - r * 3.1, L * 0.02, r * 1.1, '#3b4249')),
      wheel(x + L * 0.5),
      wheel(x + L * 0.62),
    ].join(''),
  );
}

/**
 * Osmotic blisters on a gelcoat surface: small raised domes, lit from the upper left, scattered
 * over the rectangle (x, y, w, h). `size` is a blister's diameter.
 */
export function blisters(
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
  count: number,
  seed: number,
) {
  const random = seededRandom(seed);
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const bx = x + random() * w;
    const by = y + random() * h;
    const r = (size / 2) * (0.6 + random() * 0.7);
    parts.push(
      ellipse(bx + r * 0.35, by + r * 0.4, r * 1.05, r * 0.9, alpha('#5b6168', 0.35)),
      circle(bx, by, r, shade('#ecebe4', -0.04)),
      ellipse(bx - r * 0.3, by - r * 0.3, r * 0.45, r * 0.35, alpha('#ffffff', 0.9)),
    );
  }
  return group(parts.join(''));
}

/** A cut panel of FRP seen face on with a thin edge below, for test panels and samples. */
export function testPanel(x: number, y: number, w: number, h: number, color: string): string {
  return group(
    [
      rect(x + w * 0.03, y + h * 0.04, w, h, alpha('#000', 0.3), { filter: blur(w * 0.03) }),
      rect(x, y + h, w, h * 0.04, shade(color, -0.35)),
      rect(
        x,
        y,
        w,
        h,
        verticalPaint(`panel-${color}`, [shade(color, 0.12), color, shade(color, -0.1)]),
      ),
      path(
        polygon([
          [x, y],
          [x + w * 0.45, y],
          [x, y + h * 0.6],
        ]),
        alpha('#ffffff', 0.18),
      ),
    ].join(''),
  );
}
