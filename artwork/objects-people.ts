// Standing figures for plant, lab and yard scenes: a shaded body in work clothes (coverall,
// hi-vis vest over a shirt, lab coat), a hard hat or hair, and a pose for the arms. A figure
// stands with its feet at (cx, y) and is s tall; at scene sizes the face is a few shaded
// features, not a portrait.
import { alpha, cylinderPaint, facePaint, shade } from './materials';
import { circle, ellipse, group, n, path, rect } from './svg';

export type Outfit = 'coverall' | 'vest' | 'labcoat' | 'shirt';
export type Pose = 'stand' | 'clipboard' | 'point' | 'tablet' | 'spray' | 'reach' | 'explain';

export interface FigureStyle {
  skin: string;
  outfit: Outfit;
  /** Shirt or coverall colour (the vest is always hi-vis). */
  cloth?: string;
  trousers?: string;
  hardHat?: string;
  hair?: string;
  /** Long hair tied back, shown below a hard hat or on its own. */
  longHair?: boolean;
  glasses?: boolean;
  pose?: Pose;
  /** 1 faces a little to the right, -1 to the left. */
  facing?: 1 | -1;
  /** Seen from behind: the hair covers the head and there is no face. */
  back?: boolean;
  /** Elbow and hand of each arm, overriding the pose's (for a prop drawn by the scene). */
  arms?: { left: [P2, P2]; right: [P2, P2] };
}

export type P2 = [number, number];

/** Elbow and hand positions (in figure units, y up from the feet) for each arm. */
const POSES: Record<
  Pose,
  { left: [P2, P2]; right: [P2, P2]; prop?: 'clipboard' | 'tablet' | 'gun' }
> = {
  stand: {
    left: [
      [-0.15, 0.62],
      [-0.15, 0.46],
    ],
    right: [
      [0.15, 0.62],
      [0.15, 0.46],
    ],
  },
  clipboard: {
    left: [
      [-0.13, 0.62],
      [-0.02, 0.66],
    ],
    right: [
      [0.14, 0.62],
      [0.04, 0.7],
    ],
    prop: 'clipboard',
  },
  tablet: {
    left: [
      [-0.13, 0.63],
      [-0.04, 0.68],
    ],
    right: [
      [0.13, 0.63],
      [0.06, 0.68],
    ],
    prop: 'tablet',
  },
  point: {
    left: [
      [-0.15, 0.62],
      [-0.14, 0.47],
    ],
    right: [
      [0.25, 0.8],
      [0.37, 0.92],
    ],
  },
  explain: {
    left: [
      [-0.15, 0.62],
      [-0.14, 0.47],
    ],
    right: [
      [0.2, 0.65],
      [0.3, 0.74],
    ],
  },
  spray: {
    left: [
      [-0.1, 0.64],
      [0.12, 0.7],
    ],
    right: [
      [0.17, 0.66],
      [0.22, 0.72],
    ],
    prop: 'gun',
  },
  reach: {
    left: [
      [-0.06, 0.64],
      [0.14, 0.55],
    ],
    right: [
      [0.2, 0.64],
      [0.28, 0.55],
    ],
  },
};

function arm(
  cx: number,
  y: number,
  s: number,
  shoulder: P2,
  elbow: P2,
  hand: P2,
  sleeve: string,
  skin: string,
) {
  const at = ([u, v]: P2) => `${n(cx + u * s)} ${n(y - v * s)}`;
  const width = s * 0.068;
  return (
    path(`M${at(shoulder)}L${at(elbow)}L${at(hand)}`, 'none', {
      stroke: shade(sleeve, -0.12),
      'stroke-width': width,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    path(`M${at(shoulder)}L${at(elbow)}`, 'none', {
      stroke: alpha('#ffffff', 0.12),
      'stroke-width': width * 0.35,
      'stroke-linecap': 'round',
    }) +
    circle(cx + hand[0] * s, y - hand[1] * s, s * 0.032, shade(skin, -0.05))
  );
}

/** The head: shaded skin, ears, hair or hard hat, and features when large enough. */
export function head(cx: number, cy: number, r: number, style: FigureStyle): string {
  const facing = style.facing ?? 1;
  const skinFill = cylinderPaint(style.skin, 'matte');
  const parts: string[] = [];
  parts.push(
    ellipse(cx - facing * r * 0.92, cy + r * 0.1, r * 0.18, r * 0.28, shade(style.skin, -0.15)),
    ellipse(cx, cy, r * 0.88, r, skinFill),
  );
  if (style.back) {
    parts.push(
      ellipse(
        cx,
        cy - r * 0.05,
        r * 0.92,
        r * 1.02,
        cylinderPaint(style.hair ?? '#1a120c', 'gloss'),
      ),
    );
    if (style.longHair)
      parts.push(
        ellipse(cx, cy + r * 0.9, r * 0.45, r * 0.5, shade(style.hair ?? '#1a120c', -0.1)),
      );
    return group(parts.join(''));
  }
  if (r >= 5) {
    const ex = cx + facing * r * 0.18;
    parts.push(
      circle(ex - r * 0.32, cy + r * 0.05, r * 0.09, '#1b1410'),
      circle(ex + r * 0.32, cy + r * 0.05, r * 0.09, '#1b1410'),
      path(
        `M${n(ex - r * 0.48)} ${n(cy - r * 0.18)}h${n(r * 0.3)}M${n(ex + r * 0.18)} ${n(cy - r * 0.18)}h${n(r * 0.3)}`,
        'none',
        {
          stroke: shade(style.hair ?? '#2a1d15', -0.2),
          'stroke-width': r * 0.09,
          'stroke-linecap': 'round',
        },
      ),
      path(
        `M${n(ex + facing * r * 0.05)} ${n(cy + r * 0.05)}l${n(facing * r * 0.1)} ${n(r * 0.3)}h${n(-facing * r * 0.12)}`,
        'none',
        {
          stroke: shade(style.skin, -0.3),
          'stroke-width': r * 0.07,
        },
      ),
      path(
        `M${n(ex - r * 0.22)} ${n(cy + r * 0.55)}q${n(r * 0.22)} ${n(r * 0.1)} ${n(r * 0.44)} 0`,
        'none',
        {
          stroke: shade(style.skin, -0.4),
          'stroke-width': r * 0.07,
          'stroke-linecap': 'round',
        },
      ),
    );
    if (style.glasses) {
      parts.push(
        path(
          `M${n(ex - r * 0.52)} ${n(cy + r * 0.05)}a${n(r * 0.2)} ${n(r * 0.17)} 0 1 0 ${n(r * 0.4)} 0a${n(r * 0.2)} ${n(r * 0.17)} 0 1 0 ${n(-r * 0.4)} 0M${n(ex + r * 0.12)} ${n(cy + r * 0.05)}a${n(r * 0.2)} ${n(r * 0.17)} 0 1 0 ${n(r * 0.4)} 0a${n(r * 0.2)} ${n(r * 0.17)} 0 1 0 ${n(-r * 0.4)} 0M${n(ex - r * 0.12)} ${n(cy + r * 0.03)}h${n(r * 0.24)}`,
          alpha('#dff3ff', 0.25),
          { stroke: '#20262d', 'stroke-width': r * 0.06 },
        ),
      );
    }
  }
  if (style.hardHat) {
    const hat = style.hardHat;
    parts.push(
      path(
        `M${n(cx - r * 1.02)} ${n(cy - r * 0.25)}C${n(cx - r * 1.02)} ${n(cy - r * 1.45)} ${n(cx + r * 1.02)} ${n(cy - r * 1.45)} ${n(cx + r * 1.02)} ${n(cy - r * 0.25)}Z`,
        cylinderPaint(hat, 'gloss'),
      ),
      ellipse(cx + facing * r * 0.15, cy - r * 0.25, r * 1.22, r * 0.16, shade(hat, -0.15)),
      path(`M${n(cx - r * 0.1)} ${n(cy - r * 1.1)}V${n(cy - r * 0.3)}`, 'none', {
        stroke: shade(hat, 0.2),
        'stroke-width': r * 0.14,
      }),
    );
  } else if (style.hair) {
    parts.push(
      path(
        `M${n(cx - r * 0.9)} ${n(cy - r * 0.05)}C${n(cx - r * 1.05)} ${n(cy - r * 1.3)} ${n(cx + r * 1.05)} ${n(cy - r * 1.3)} ${n(cx + r * 0.9)} ${n(cy - r * 0.05)}C${n(cx + r * 0.6)} ${n(cy - r * 0.55)} ${n(cx - r * 0.4)} ${n(cy - r * 0.7)} ${n(cx - r * 0.9)} ${n(cy - r * 0.05)}Z`,
        cylinderPaint(style.hair, 'gloss'),
      ),
    );
  }
  return group(parts.join(''));
}

/** A standing worker, chemist or visitor. */
export function figure(cx: number, y: number, s: number, style: FigureStyle): string {
  const pose: { left: [P2, P2]; right: [P2, P2]; prop?: string } =
    style.arms ?? POSES[style.pose ?? 'stand'];
  const facing = style.facing ?? 1;
  const cloth =
    style.cloth ??
    (style.outfit === 'coverall' ? '#1f3553' : style.outfit === 'labcoat' ? '#f3f5f6' : '#3f6e9a');
  const trousers = style.trousers ?? (style.outfit === 'coverall' ? cloth : '#2a3340');
  const at = (u: number, v: number) => `${n(cx + u * s)} ${n(y - v * s)}`;
  const hx = (u: number) => n(cx + u * s);
  const parts: string[] = [
    ellipse(cx + s * 0.04, y, s * 0.2, s * 0.03, alpha('#05080f', 0.35)),
    // Legs and safety shoes.
    path(
      `M${at(-0.11, 0.52)}L${at(-0.095, 0.27)}L${at(-0.088, 0.03)}H${hx(-0.018)}L${at(-0.01, 0.27)}L${at(0.002, 0.5)}Z`,
      cylinderPaint(trousers, 'matte'),
    ),
    path(
      `M${at(-0.002, 0.5)}L${at(0.012, 0.27)}L${at(0.02, 0.03)}H${hx(0.09)}L${at(0.098, 0.27)}L${at(0.11, 0.52)}Z`,
      cylinderPaint(shade(trousers, -0.08), 'matte'),
    ),
    path(
      `M${at(-0.1, 0.0)}Q${at(-0.1, 0.05)} ${at(-0.05, 0.05)}Q${at(-0.015, 0.05)} ${at(-0.012, 0.0)}Z`,
      '#15181c',
    ),
    path(
      `M${at(0.015, 0.0)}Q${at(0.015, 0.05)} ${at(0.06, 0.05)}Q${at(0.11, 0.05)} ${at(0.11, 0.0)}Z`,
      '#15181c',
    ),
  ];
  if (style.outfit === 'coverall') {
    parts.push(
      rect(cx - s * 0.09, y - s * 0.16, s * 0.18, s * 0.025, '#cfd6d9', { opacity: 0.85 }),
    );
  }
  // Long hair falls behind the shoulders, so it is drawn before the torso.
  if (style.longHair && style.hair && !style.hardHat && !style.back) {
    const r = s * 0.062;
    const hx0 = cx + facing * s * 0.005;
    parts.push(
      path(
        `M${n(hx0 - r * 1.05)} ${n(y - s * 0.93)}Q${n(hx0 - r * 1.2)} ${n(y - s * 0.78)} ${n(hx0 - r * 0.95)} ${n(y - s * 0.74)}H${n(hx0 + r * 0.95)}Q${n(hx0 + r * 1.2)} ${n(y - s * 0.78)} ${n(hx0 + r * 1.05)} ${n(y - s * 0.93)}Z`,
        shade(style.hair, -0.1),
      ),
    );
  }
  // Torso: shoulders to hips, a lab coat running on to the knees.
  const hem = style.outfit === 'labcoat' ? 0.3 : 0.49;
  parts.push(
    path(
      `M${at(-0.13, 0.79)}Q${at(-0.13, 0.84)} ${at(-0.06, 0.845)}H${hx(0.06)}Q${at(0.13, 0.84)} ${at(0.13, 0.79)}L${at(0.11, hem)}H${hx(-0.11)}Z`,
      cylinderPaint(cloth, 'matte'),
    ),
  );
  if (style.outfit === 'labcoat') {
    parts.push(
      path(`M${at(-0.04, 0.845)}L${at(0, 0.7)}L${at(0.04, 0.845)}Z`, '#7a8fa3'),
      path(`M${at(0, 0.7)}V${n(y - hem * s)}`, 'none', {
        stroke: alpha('#000', 0.15),
        'stroke-width': s * 0.006,
      }),
      rect(cx + s * 0.03, y - s * 0.76, s * 0.045, s * 0.008, '#2d63a8'),
    );
  } else {
    parts.push(
      path(`M${at(-0.035, 0.845)}L${at(0, 0.8)}L${at(0.035, 0.845)}Z`, shade(style.skin, -0.1)),
    );
  }
  if (style.outfit === 'vest') {
    const vest = '#f2a007';
    const tape = '#dfe3e6';
    parts.push(
      path(
        `M${at(-0.12, 0.8)}L${at(-0.04, 0.84)}L${at(-0.015, 0.6)}L${at(-0.02, 0.5)}H${hx(-0.105)}Z`,
        cylinderPaint(vest, 'matte'),
      ),
      path(
        `M${at(0.12, 0.8)}L${at(0.04, 0.84)}L${at(0.015, 0.6)}L${at(0.02, 0.5)}H${hx(0.105)}Z`,
        cylinderPaint(shade(vest, -0.05), 'matte'),
      ),
      rect(cx - s * 0.112, y - s * 0.62, s * 0.095, s * 0.022, tape),
      rect(cx + s * 0.018, y - s * 0.62, s * 0.095, s * 0.022, tape),
      rect(cx - s * 0.108, y - s * 0.555, s * 0.09, s * 0.022, tape),
      rect(cx + s * 0.018, y - s * 0.555, s * 0.09, s * 0.022, tape),
    );
  }
  // Arms and props.
  const sleeve = cloth;
  const leftShoulder: P2 = [-0.12, 0.8];
  const rightShoulder: P2 = [0.12, 0.8];
  const back = 'left';
  // Poses are written for a figure facing right; facing left mirrors them.
  const mirror = ([u, v]: P2): P2 => [u * facing, v];
  const drawArm = (side: 'left' | 'right') =>
    side === 'left'
      ? arm(
          cx,
          y,
          s,
          mirror(leftShoulder),
          mirror(pose.left[0]),
          mirror(pose.left[1]),
          sleeve,
          style.skin,
        )
      : arm(
          cx,
          y,
          s,
          mirror(rightShoulder),
          mirror(pose.right[0]),
          mirror(pose.right[1]),
          sleeve,
          style.skin,
        );
  parts.push(drawArm(back));
  if (pose.prop === 'clipboard') {
    parts.push(
      rect(cx - s * 0.06, y - s * 0.74, s * 0.12, s * 0.15, '#7b5a35', {
        rx: s * 0.008,
        transform: `rotate(${-12 * facing} ${cx} ${y - s * 0.66})`,
      }),
      rect(cx - s * 0.05, y - s * 0.725, s * 0.1, s * 0.125, '#f5f5f0', {
        transform: `rotate(${-12 * facing} ${cx} ${y - s * 0.66})`,
      }),
    );
  } else if (pose.prop === 'tablet') {
    parts.push(
      rect(cx - s * 0.075, y - s * 0.76, s * 0.15, s * 0.1, '#1b2026', {
        rx: s * 0.01,
        transform: `rotate(${-20 * facing} ${cx} ${y - s * 0.7})`,
      }),
    );
  } else if (pose.prop === 'gun') {
    parts.push(
      rect(
        cx + facing * s * 0.2 - s * 0.08,
        y - s * 0.75,
        s * 0.16,
        s * 0.035,
        facePaint('#5d6873', 0.2, -0.2),
        { rx: s * 0.01 },
      ),
      rect(cx + facing * s * 0.205 - s * 0.015, y - s * 0.72, s * 0.03, s * 0.07, '#3a424b'),
    );
  }
  parts.push(drawArm(back === 'left' ? 'right' : 'left'));
  // Neck and head.
  parts.push(
    rect(cx - s * 0.025, y - s * 0.875, s * 0.05, s * 0.05, shade(style.skin, -0.2)),
    head(cx + facing * s * 0.005, y - s * 0.925, s * 0.062, style),
  );
  return group(parts.join(''));
}
