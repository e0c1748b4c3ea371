// Things made with the resins: fibreglass boat hulls, corrugated roofing sheets,
// filament-wound pipes, FRP water tanks, pultruded profiles, reels of FRP rod, optical cable
// cross-sections and stone or quartz slabs. Gelcoat surfaces get a long specular streak.
import { cylinderSide, polygon } from './forms';
import {
  alpha,
  cylinderPaint,
  facePaint,
  pipePaint,
  shade,
  softShadow,
  verticalPaint,
} from './materials';
import {
  circle,
  el,
  ellipse,
  group,
  idOf,
  line,
  n,
  path,
  rect,
  seededRandom,
  defineOnce,
} from './svg';

export interface HullOptions {
  hull?: string;
  stripe?: string;
  /** Antifouling below the waterline; none for a hull fresh out of the mould. */
  bottom?: string;
  /** Draw a small wheelhouse (multi-day boat). */
  cabin?: boolean;
}

/**
 * A fibreglass fishing-boat hull in side view from a little above, bow to the right. (x, y) is
 * the stern's bottom; L the length. The inside of the far gunwale shows over the sheer.
 */
export function boatHull(x: number, y: number, L: number, options: HullOptions = {}): string {
  const { hull = '#f3f4f1', stripe = '#1f5fa8', bottom, cabin = false } = options;
  const H = L * 0.2;
  const sternTop = y - H;
  const bowX = x + L;
  const bowTop = y - H * 1.45;
  const sheer = `M${n(x)} ${n(sternTop)}Q${n(x + L * 0.6)} ${n(sternTop + H * 0.12)} ${n(bowX)} ${n(bowTop)}`;
  const body = `${sheer}C${n(bowX - L * 0.02)} ${n(y - H * 0.7)} ${n(bowX - L * 0.1)} ${n(y - H * 0.05)} ${n(bowX - L * 0.25)} ${n(y)}L${n(x + L * 0.05)} ${n(y + H * 0.02)}Q${n(x)} ${n(y)} ${n(x)} ${n(sternTop)}Z`;
  const inner = `M${n(x + L * 0.02)} ${n(sternTop)}Q${n(x + L * 0.6)} ${n(sternTop - H * 0.22)} ${n(bowX - L * 0.01)} ${n(bowTop + 2)}Q${n(x + L * 0.6)} ${n(sternTop + H * 0.08)} ${n(x + L * 0.02)} ${n(sternTop)}Z`;
  const clipId = idOf('hull', x, y, L);
  const clip = defineOnce(clipId, () => el('clipPath', { id: clipId }, path(body, '#000')));
  const parts = [
    softShadow(x + L * 0.5, y + H * 0.15, L * 0.55, H * 0.18, 0.5),
    path(inner, facePaint(shade(hull, -0.35), 0, -0.1)),
    path(
      body,
      verticalPaint(`hull-${hull}`, [
        shade(hull, 0.15),
        hull,
        shade(hull, -0.18),
        shade(hull, -0.4),
      ]),
    ),
    el(
      'g',
      { 'clip-path': clip },
      [
        bottom
          ? path(
              `M${n(x - 5)} ${n(y - H * 0.32)}Q${n(x + L * 0.6)} ${n(y - H * 0.3)} ${n(bowX)} ${n(y - H * 0.62)}V${n(y + H)}H${n(x - 5)}Z`,
              verticalPaint(`anti-${bottom}`, [bottom, shade(bottom, -0.35)]),
            )
          : '',
        path(
          `M${n(x - 5)} ${n(sternTop + H * 0.12)}Q${n(x + L * 0.6)} ${n(sternTop + H * 0.24)} ${n(bowX + 5)} ${n(bowTop + H * 0.12)}`,
          'none',
          { stroke: stripe, 'stroke-width': H * 0.09 },
        ),
        path(
          `M${n(x + L * 0.1)} ${n(sternTop + H * 0.38)}Q${n(x + L * 0.55)} ${n(sternTop + H * 0.46)} ${n(bowX - L * 0.12)} ${n(bowTop + H * 0.42)}`,
          'none',
          { stroke: alpha('#ffffff', 0.7), 'stroke-width': H * 0.05, 'stroke-linecap': 'round' },
        ),
        path(
          `M${n(x + L * 0.2)} ${n(sternTop + H * 0.5)}Q${n(x + L * 0.55)} ${n(sternTop + H * 0.56)} ${n(bowX - L * 0.2)} ${n(bowTop + H * 0.56)}`,
          'none',
          { stroke: alpha('#ffffff', 0.3), 'stroke-width': H * 0.1, 'stroke-linecap': 'round' },
        ),
      ].join(''),
    ),
    path(sheer, 'none', { stroke: shade(hull, -0.3), 'stroke-width': Math.max(1.5, H * 0.04) }),
    path(`M${n(x)} ${n(sternTop)}V${n(y)}`, 'none', {
      stroke: shade(hull, -0.45),
      'stroke-width': Math.max(1, H * 0.03),
    }),
  ];
  if (cabin) {
    const cx = x + L * 0.18;
    const cy = sternTop + H * 0.05;
    parts.push(
      path(
        polygon([
          [cx, cy],
          [cx, cy - H * 0.85],
          [cx + L * 0.05, cy - H * 0.95],
          [cx + L * 0.24, cy - H * 0.95],
          [cx + L * 0.27, cy - H * 0.1],
        ]),
        facePaint('#f7f7f3', 0.05, -0.18),
      ),
      rect(cx + L * 0.04, cy - H * 0.78, L * 0.07, H * 0.3, '#3d6f8f'),
      rect(cx + L * 0.13, cy - H * 0.78, L * 0.08, H * 0.3, '#3d6f8f'),
      rect(cx + L * 0.04, cy - H * 0.78, L * 0.02, H * 0.3, alpha('#fff', 0.3)),
    );
  }
  return group(parts.join(''));
}

/** A V-shaped wooden boat stand under a hull's keel at x. */
export function hullStand(x: number, y: number, s: number): string {
  return group(
    [
      path(
        polygon([
          [x - s * 0.5, y],
          [x - s * 0.4, y - s * 0.9],
          [x - s * 0.3, y - s * 0.9],
          [x - s * 0.2, y],
        ]),
        facePaint('#8a6a45', 0.1, -0.2),
      ),
      path(
        polygon([
          [x + s * 0.2, y],
          [x + s * 0.3, y - s * 0.9],
          [x + s * 0.4, y - s * 0.9],
          [x + s * 0.5, y],
        ]),
        facePaint('#7a5c3a', 0.1, -0.2),
      ),
      rect(x - s * 0.55, y - s * 0.1, s * 1.1, s * 0.1, '#5e4730'),
    ].join(''),
  );
}

/**
 * A stack of translucent corrugated roofing sheets in oblique view. (x, y): front-left of the
 * bottom sheet; w the sheet width across the corrugations, depth its length going back.
 */
export function corrugatedStack(
  x: number,
  y: number,
  w: number,
  depth: number,
  count: number,
  color = '#e9d9a0',
): string {
  const waves = 8;
  const amp = w / waves / 3.2;
  const dx = depth * 0.55;
  const dy = -depth * 0.35;
  const parts = [softShadow(x + w / 2 + dx / 2, y + 4, w * 0.7, w * 0.08, 0.45)];
  for (let i = 0; i < count; i += 1) {
    const by = y - i * amp * 0.9;
    const step = w / waves;
    let front = `M${n(x)} ${n(by)}`;
    for (let k = 0; k < waves; k += 1)
      front += `q${n(step / 4)} ${n(-amp * 2)} ${n(step / 2)} 0t${n(step / 2)} 0`;
    parts.push(
      path(
        `${front}L${n(x + w + dx)} ${n(by + dy)}L${n(x + dx)} ${n(by + dy)}Z`,
        facePaint(color, 0.15, -0.1),
        { opacity: 0.9 },
      ),
      path(front, 'none', { stroke: shade(color, -0.35), 'stroke-width': Math.max(1, w * 0.004) }),
      path(`M${n(x + w)} ${n(by)}L${n(x + w + dx)} ${n(by + dy)}`, 'none', {
        stroke: shade(color, -0.3),
        'stroke-width': 1,
      }),
    );
    for (let k = 0; k < waves; k += 1) {
      const cx = x + step * (k + 0.25);
      parts.push(
        line(
          cx,
          by - amp * 1.5,
          cx + dx,
          by + dy - amp * 1.5,
          alpha('#ffffff', 0.35),
          Math.max(1, w * 0.006),
        ),
      );
    }
  }
  return group(parts.join(''));
}

/** A filament-wound FRP pipe lying along x from (x, y) to (x + L, y), with its open end on the left. */
export function frpPipe(x: number, y: number, L: number, d: number, color = '#c9a24a'): string {
  const parts = [
    softShadow(x + L / 2, y + d * 0.48, L * 0.5, d * 0.12, 0.45),
    rect(x, y - d / 2, L, d, pipePaint(color, 'gloss')),
  ];
  // Helical winding pattern as faint diagonal strokes.
  for (let px = x; px < x + L; px += d * 0.25) {
    parts.push(
      line(
        px,
        y - d / 2,
        px + d * 0.35,
        y + d / 2,
        alpha(shade(color, -0.4), 0.18),
        Math.max(1, d * 0.02),
      ),
    );
  }
  parts.push(
    ellipse(x, y, d * 0.18, d / 2, shade(color, -0.1)),
    ellipse(x, y, d * 0.14, d * 0.42, shade(color, -0.5)),
  );
  return group(parts.join(''));
}

/** An FRP vertical water tank with a domed lid, ribs and a manway; stands at (cx, y). */
export function frpTank(cx: number, y: number, w: number, h: number, color = '#d8c27a'): string {
  const rx = w / 2;
  const ry = rx * 0.16;
  const top = y - ry - h;
  const parts = [
    softShadow(cx + w * 0.2, y, w * 0.75, w * 0.1, 0.45),
    path(cylinderSide(cx, top, y - ry, rx, ry), cylinderPaint(color, 'gloss')),
  ];
  for (let i = 1; i < 5; i += 1) {
    parts.push(
      path(
        `M${n(cx - rx)} ${n(top + (h * i) / 5)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(top + (h * i) / 5)}`,
        'none',
        { stroke: shade(color, -0.25), 'stroke-width': Math.max(2, w * 0.02) },
      ),
    );
  }
  parts.push(
    path(
      `M${n(cx - rx)} ${n(top)}C${n(cx - rx)} ${n(top - w * 0.3)} ${n(cx + rx)} ${n(top - w * 0.3)} ${n(cx + rx)} ${n(top)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)} ${n(top)}Z`,
      cylinderPaint(shade(color, 0.05), 'gloss'),
    ),
    ellipse(cx, top - w * 0.2, w * 0.14, w * 0.04, shade(color, -0.2)),
    rect(
      cx - w * 0.1,
      top - w * 0.26,
      w * 0.2,
      w * 0.06,
      cylinderPaint(shade(color, -0.05), 'gloss'),
    ),
  );
  return group(parts.join(''));
}

export type Profile = 'i-beam' | 'channel' | 'angle' | 'rod' | 'tube';

function profileSection(profile: Profile, s: number): string {
  const t = s * 0.14;
  switch (profile) {
    case 'i-beam':
      return `M0 0H${s}V${t}H${s / 2 + t / 2}V${s - t}H${s}V${s}H0V${s - t}H${s / 2 - t / 2}V${t}H0Z`;
    case 'channel':
      return `M0 0H${s}V${t}H${t}V${s - t}H${s}V${s}H0Z`;
    case 'angle':
      return `M0 0H${t}V${s - t}H${s}V${s}H0Z`;
    default:
      return '';
  }
}

/**
 * A pultruded profile lying along the view, its end section facing us at (x, y) (top-left of
 * the section's box, size s), the length receding by (dx, dy).
 */
export function pultrudedProfile(
  x: number,
  y: number,
  s: number,
  dx: number,
  dy: number,
  profile: Profile,
  color = '#e2b93b',
): string {
  if (profile === 'rod' || profile === 'tube') {
    const r = s / 2;
    const len = Math.hypot(dx, dy);
    const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
    return group(
      [
        el(
          'g',
          { transform: `translate(${n(x + r)} ${n(y + r)}) rotate(${n(angle)})` },
          rect(0, -r, len, s, pipePaint(color, 'gloss')),
        ),
        circle(x + r, y + r, r, shade(color, -0.05)),
        profile === 'tube'
          ? circle(x + r, y + r, r * 0.6, shade(color, -0.55))
          : circle(x + r, y + r, r * 0.8, 'none', {
              stroke: alpha('#fff', 0.2),
              'stroke-width': r * 0.1,
            }),
      ].join(''),
    );
  }
  const section = profileSection(profile, s);
  const shifted = section.replace(/([MHVL])([^MHVLZ]+)/g, (_, c: string, v: string) => {
    const nums = v.trim().split(/\s+/).map(Number);
    if (c === 'H') return `H${n((nums[0] ?? 0) + x)}`;
    if (c === 'V') return `V${n((nums[0] ?? 0) + y)}`;
    return `${c}${n((nums[0] ?? 0) + x)} ${n((nums[1] ?? 0) + y)}`;
  });
  const back = section.replace(/([MHVL])([^MHVLZ]+)/g, (_, c: string, v: string) => {
    const nums = v.trim().split(/\s+/).map(Number);
    if (c === 'H') return `H${n((nums[0] ?? 0) + x + dx)}`;
    if (c === 'V') return `V${n((nums[0] ?? 0) + y + dy)}`;
    return `${c}${n((nums[0] ?? 0) + x + dx)} ${n((nums[1] ?? 0) + y + dy)}`;
  });
  // The length: the section's outline box swept back, shaded top and side.
  const topFace = polygon([
    [x, y],
    [x + s, y],
    [x + s + dx, y + dy],
    [x + dx, y + dy],
  ]);
  const sideFace = polygon([
    [x + s, y],
    [x + s + dx, y + dy],
    [x + s + dx, y + s + dy],
    [x + s, y + s],
  ]);
  return group(
    [
      path(back, shade(color, -0.3)),
      path(sideFace, facePaint(shade(color, -0.25), 0.05, -0.1)),
      path(topFace, facePaint(shade(color, 0.15), 0.1, -0.05)),
      path(shifted, facePaint(color, 0.1, -0.15), {
        stroke: shade(color, -0.3),
        'stroke-width': 1,
      }),
    ].join(''),
  );
}

/** A wooden cable reel wound with FRP rod, seen three-quarter; centre (cx, cy), flange radius r. */
export function rodReel(cx: number, cy: number, r: number, rod = '#e9c36a'): string {
  const depth = r * 0.7;
  const parts = [
    softShadow(cx + depth * 0.4, cy + r, r * 1.2, r * 0.12, 0.5),
    ellipse(cx + depth, cy, r * 0.38, r, facePaint('#a57a48', 0.1, -0.25)),
    rect(cx, cy - r * 0.78, depth, r * 1.56, pipePaint(rod, 'gloss')),
  ];
  for (let i = 1; i < 14; i += 1) {
    const px = cx + (depth * i) / 14;
    parts.push(
      line(
        px,
        cy - r * 0.78,
        px,
        cy + r * 0.78,
        alpha(shade(rod, -0.4), 0.4),
        Math.max(1, r * 0.02),
      ),
    );
  }
  parts.push(
    ellipse(cx, cy, r * 0.38, r, facePaint('#c4955e', 0.15, -0.2)),
    ellipse(cx, cy, r * 0.3, r * 0.8, 'none', {
      stroke: alpha('#000', 0.15),
      'stroke-width': r * 0.02,
    }),
    ellipse(cx, cy, r * 0.1, r * 0.26, '#4a3522'),
  );
  for (const a of [0.5, 1.6, 2.7, 3.8, 4.9, 6]) {
    parts.push(
      circle(cx + Math.cos(a) * r * 0.2, cy + Math.sin(a) * r * 0.55, r * 0.03, '#5a4330'),
    );
  }
  return group(parts.join(''));
}

/**
 * An optical fibre cable seen end-on with a short length behind: black sheath, aramid layer,
 * loose tubes around the FRP central strength member.
 */
export function cableSection(cx: number, cy: number, r: number): string {
  const colours = ['#2f6fd1', '#e67e22', '#27ae60', '#8e5a2b', '#95a5a6', '#ecf0f1'];
  const parts = [
    softShadow(cx + r * 0.6, cy + r * 1.05, r * 1.6, r * 0.15, 0.5),
    el(
      'g',
      { transform: `translate(${n(cx)} ${n(cy)}) rotate(-18)` },
      rect(0, -r, r * 2.4, r * 2, pipePaint('#1b1e22', 'gloss')),
    ),
    circle(cx, cy, r, '#1d2024'),
    circle(cx, cy, r * 0.9, '#d8c89a'),
    circle(cx, cy, r * 0.84, '#2a2d31'),
  ];
  colours.forEach((c, i) => {
    const a = (i / colours.length) * Math.PI * 2;
    const tx = cx + Math.cos(a) * r * 0.52;
    const ty = cy + Math.sin(a) * r * 0.52;
    parts.push(circle(tx, ty, r * 0.24, c), circle(tx, ty, r * 0.17, shade(c, -0.2)));
    for (let k = 0; k < 4; k += 1)
      parts.push(
        circle(
          tx + Math.cos(k * 1.6) * r * 0.08,
          ty + Math.sin(k * 1.6) * r * 0.08,
          r * 0.035,
          '#f5f5f5',
        ),
      );
  });
  parts.push(
    circle(cx, cy, r * 0.2, '#e9c36a', {
      stroke: shade('#e9c36a', -0.4),
      'stroke-width': r * 0.02,
    }),
    circle(cx - r * 0.05, cy - r * 0.05, r * 0.07, alpha('#fff', 0.5)),
  );
  return group(parts.join(''));
}

/** Marble veins as a turbulence filter tinted to the vein colour, for slabs. */
export function marbleFilter(seed: number, vein: string): string {
  const id = idOf('marble', seed, vein);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(vein.slice(i, i + 2), 16) / 255);
  return defineOnce(id, () =>
    el(
      'filter',
      { id, x: 0, y: 0, width: '100%', height: '100%', 'color-interpolation-filters': 'sRGB' },
      el('feTurbulence', {
        type: 'turbulence',
        baseFrequency: '0.004 0.018',
        numOctaves: 4,
        seed,
      }) +
        el('feColorMatrix', {
          type: 'matrix',
          values: `0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} -3.2 0 0 0 1.05`,
        }) +
        el('feComposite', { in2: 'SourceAlpha', operator: 'in' }),
    ),
  );
}

/** A polished slab seen in perspective (a quadrilateral), with veins or speckles and a sheen. */
export function slab(
  corners: [number, number][],
  base: string,
  finish: { veins?: string; speckles?: string[]; seed: number },
  thickness = 12,
): string {
  const d = polygon(corners);
  const [a, b, c, e] = corners;
  const parts: string[] = [];
  if (a && b && c && e) {
    parts.push(
      path(polygon([e, c, [c[0], c[1] + thickness], [e[0], e[1] + thickness]]), shade(base, -0.3)),
    );
  }
  parts.push(path(d, verticalPaint(`slab-${base}`, [shade(base, 0.08), base, shade(base, -0.08)])));
  if (finish.veins)
    parts.push(path(d, '#000', { filter: marbleFilter(finish.seed, finish.veins), opacity: 0.8 }));
  if (finish.speckles) {
    const random = seededRandom(finish.seed);
    const xs = corners.map((p) => p[0]);
    const ys = corners.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const clipId = idOf('slabclip', finish.seed, x0, y0);
    const clip = defineOnce(clipId, () => el('clipPath', { id: clipId }, path(d, '#000')));
    let dots = '';
    const count = Math.round(((x1 - x0) * (y1 - y0)) / 40);
    for (let i = 0; i < count; i += 1) {
      dots += circle(
        x0 + random() * (x1 - x0),
        y0 + random() * (y1 - y0),
        0.4 + random() * 1.1,
        finish.speckles[Math.floor(random() * finish.speckles.length)] ?? base,
      );
    }
    parts.push(el('g', { 'clip-path': clip, opacity: 0.7 }, dots));
  }
  parts.push(
    path(
      d,
      verticalPaint('slab-sheen', [
        alpha('#ffffff', 0.28),
        alpha('#ffffff', 0),
        alpha('#ffffff', 0.12),
      ]),
    ),
  );
  return group(parts.join(''));
}
