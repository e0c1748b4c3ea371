// Head-and-shoulders portraits, stylised but shaded like a photograph: a blurred workplace
// behind, the key light from the upper left, a face whose shape, skin, eyes, brows, nose,
// mouth, hair, facial hair, glasses and clothes all come from one PortraitSpec. Drawn on a
// 400 by 400 world, framed to any square size.
import { polygon } from './forms';
import { alpha, blur, cylinderPaint, glow, mix, shade, textureFilter } from './materials';
import type { World } from './scene-kit';
import {
  circle,
  el,
  ellipse,
  group,
  idOf,
  line,
  n,
  path,
  radialGradient,
  rect,
  defineOnce,
} from './svg';

import {
  CX,
  CY,
  SHAPES,
  backdrop,
  body,
  hairShape,
  type Geometry,
  type PortraitSpec,
} from './portrait-parts';

export type { PortraitSpec } from './portrait-parts';

function facePath(g: Geometry): string {
  const top = CY - g.fl;
  const side = (s: 1 | -1) => [
    `C${n(CX + s * g.fw * 0.62)} ${n(top)} ${n(CX + s * g.fw)} ${n(top + g.fl * 0.28)} ${n(CX + s * g.fw)} ${n(CY - g.fl * 0.18)}`,
    `C${n(CX + s * g.fw)} ${n(CY + g.cl * 0.22)} ${n(CX + s * g.jw * 1.03)} ${n(CY + g.cl * 0.45)} ${n(CX + s * g.jw)} ${n(CY + g.cl * 0.62)}`,
    `C${n(CX + s * g.jw * 0.9)} ${n(CY + g.cl * 0.84)} ${n(CX + s * g.chin)} ${n(CY + g.cl)} ${n(CX)} ${n(CY + g.cl)}`,
  ];
  const right = side(1);
  const left = side(-1);
  // The left side is written from the chin back up to the top.
  const leftUp = [
    `C${n(CX - g.chin)} ${n(CY + g.cl)} ${n(CX - g.jw * 0.9)} ${n(CY + g.cl * 0.84)} ${n(CX - g.jw)} ${n(CY + g.cl * 0.62)}`,
    `C${n(CX - g.jw * 1.03)} ${n(CY + g.cl * 0.45)} ${n(CX - g.fw)} ${n(CY + g.cl * 0.22)} ${n(CX - g.fw)} ${n(CY - g.fl * 0.18)}`,
    `C${n(CX - g.fw)} ${n(top + g.fl * 0.28)} ${n(CX - g.fw * 0.62)} ${n(top)} ${n(CX)} ${n(top)}`,
  ];
  void left;
  return `M${CX} ${n(top)}${right.join('')}${leftUp.join('')}Z`;
}

/** Skin shading: lit from the upper left, warmer in the cheeks, cooler at the jaw. */
function skinPaint(skin: string): string {
  const id = idOf('skin', skin);
  return defineOnce(id, () =>
    radialGradient(
      id,
      [
        [0, shade(skin, 0.16)],
        [0.45, skin],
        [0.8, shade(skin, -0.16)],
        [1, shade(skin, -0.3)],
      ],
      { cx: 0.4, cy: 0.38, r: 0.72, fx: 0.36, fy: 0.32 },
    ),
  );
}

function eye(x: number, y: number, w: number, iris: string, side: 1 | -1, skin: string): string {
  const h = w * 0.42;
  const almond = `M${n(x - w / 2)} ${n(y)}Q${n(x - w * 0.1)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h * 0.1)}Q${n(x + w * 0.05)} ${n(y + h * 0.7)} ${n(x - w / 2)} ${n(y)}Z`;
  const mirrored = side === -1 ? `translate(${n(2 * x)} 0) scale(-1 1)` : undefined;
  return group(
    [
      ellipse(x, y - 2, w * 0.75, h * 1.3, alpha(shade(skin, -0.45), 0.28), { filter: blur(3) }),
      path(almond, '#efe9e2'),
      circle(x + side * w * 0.02, y - h * 0.12, h * 0.62, iris),
      circle(x + side * w * 0.02, y - h * 0.12, h * 0.3, '#0d0a08'),
      circle(x + side * w * 0.02 - h * 0.22, y - h * 0.32, h * 0.16, alpha('#ffffff', 0.9)),
      path(
        `M${n(x - w / 2)} ${n(y)}Q${n(x - w * 0.1)} ${n(y - h * 1.05)} ${n(x + w / 2)} ${n(y - h * 0.1)}`,
        'none',
        { stroke: '#1e1612', 'stroke-width': 2.6, 'stroke-linecap': 'round' },
      ),
      path(
        `M${n(x - w * 0.44)} ${n(y - h * 0.55)}Q${n(x)} ${n(y - h * 1.55)} ${n(x + w * 0.48)} ${n(y - h * 0.6)}`,
        'none',
        { stroke: alpha(shade(skin, -0.4), 0.6), 'stroke-width': 1.4 },
      ),
      path(
        `M${n(x - w * 0.4)} ${n(y + h * 0.12)}Q${n(x + w * 0.05)} ${n(y + h * 0.62)} ${n(x + w * 0.46)} ${n(y)}`,
        'none',
        { stroke: alpha(shade(skin, -0.35), 0.5), 'stroke-width': 1 },
      ),
    ].join(''),
    mirrored,
  );
}

function face(spec: PortraitSpec, g: Geometry): string {
  const d = facePath(g);
  const skin = spec.skin;
  const iris = spec.eyes ?? '#3b2414';
  const smile = spec.smile ?? 0.4;
  const clipId = idOf('face', spec.seed);
  const clip = defineOnce(clipId, () => el('clipPath', { id: clipId }, path(d, '#000')));
  const ex = g.fw * 0.42;
  const ew = g.fw * 0.36;
  const noseY = CY + g.cl * 0.42;
  const mouthY = CY + g.cl * 0.66;
  const brow = shade(spec.brows ?? spec.hairColor, -0.1);
  const parts = [
    // Ears.
    ellipse(CX - g.fw - 4, CY + 8, 11, 22, shade(skin, -0.08)),
    ellipse(CX + g.fw + 4, CY + 8, 11, 22, shade(skin, -0.22)),
    ellipse(CX - g.fw - 3, CY + 8, 5, 13, alpha(shade(skin, -0.4), 0.5)),
    path(d, skinPaint(skin)),
  ];
  const inside: string[] = [
    // Form shadow down the far side and under the cheekbone, warm cheeks.
    rect(CX + g.fw * 0.35, CY - g.fl, g.fw, g.fl + g.cl, alpha(shade(skin, -0.45), 0.28), {
      filter: blur(14),
    }),
    ellipse(CX - ex, CY + g.cl * 0.3, 22, 14, alpha('#d0604a', 0.12), { filter: blur(6) }),
    ellipse(CX + ex, CY + g.cl * 0.3, 22, 14, alpha('#d0604a', 0.1), { filter: blur(6) }),
    ellipse(CX - g.fw * 0.25, CY - g.fl * 0.55, 30, 16, alpha('#fff8ee', 0.18), {
      filter: blur(8),
    }),
  ];
  if (spec.beard === 'stubble' || spec.beard === 'trimmed' || spec.beard === 'goatee') {
    const beard = spec.beardColor ?? spec.hairColor;
    const area =
      spec.beard === 'goatee'
        ? `M${CX - 24} ${mouthY - 8}Q${CX} ${mouthY - 16} ${CX + 24} ${mouthY - 8}L${CX + 20} ${CY + g.cl + 4}H${CX - 20}Z`
        : `M${CX - g.jw - 6} ${CY + 6}L${CX - g.jw + 8} ${CY + 6}Q${CX - g.jw * 0.6} ${noseY + 14} ${CX - 20} ${noseY + 8}Q${CX} ${noseY + 4} ${CX + 20} ${noseY + 8}Q${CX + g.jw * 0.6} ${noseY + 14} ${CX + g.jw - 8} ${CY + 6}L${CX + g.jw + 6} ${CY + 6}V${CY + g.cl + 10}H${CX - g.jw - 6}Z`;
    const opacity = spec.beard === 'stubble' ? 0.45 : 0.92;
    inside.push(path(area, beard, { opacity: spec.beard === 'stubble' ? 0.25 : 0.85 }));
    inside.push(
      path(area, '#808080', {
        filter: textureFilter(0.9, spec.seed + 5),
        opacity,
        style: 'mix-blend-mode:multiply',
      }),
    );
  }
  parts.push(el('g', { 'clip-path': clip }, inside.join('')));
  // Brows, eyes, nose, mouth.
  const browPath = (s: 1 | -1) =>
    `M${n(CX + s * (ex - ew * 0.7))} ${n(CY - 18)}Q${n(CX + s * ex)} ${n(CY - 30)} ${n(CX + s * (ex + ew * 0.75))} ${n(CY - 20)}Q${n(CX + s * ex)} ${n(CY - 25)} ${n(CX + s * (ex - ew * 0.7))} ${n(CY - 13)}Z`;
  parts.push(
    path(browPath(-1), brow),
    path(browPath(1), shade(brow, -0.05)),
    eye(CX - ex, CY, ew, iris, -1, skin),
    eye(CX + ex, CY, ew, iris, 1, skin),
    // Nose: lit bridge, shadow on the far side, wings and tip.
    path(`M${CX - 3} ${CY - 8}Q${CX - 5} ${noseY - 20} ${CX - 10} ${noseY - 4}`, 'none', {
      stroke: alpha(shade(skin, 0.3), 0.5),
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    path(
      `M${CX + 6} ${CY - 4}Q${CX + 10} ${noseY - 18} ${CX + 16} ${noseY - 2}Q${CX + 12} ${noseY + 4} ${CX + 6} ${noseY + 2}Z`,
      alpha(shade(skin, -0.4), 0.35),
      { filter: blur(2) },
    ),
    path(
      `M${CX - 15} ${noseY}Q${CX - 18} ${noseY + 8} ${CX - 8} ${noseY + 8}M${CX + 15} ${noseY}Q${CX + 18} ${noseY + 8} ${CX + 8} ${noseY + 8}`,
      'none',
      { stroke: shade(skin, -0.45), 'stroke-width': 2, 'stroke-linecap': 'round' },
    ),
    ellipse(CX - 7, noseY + 8, 4, 2.5, shade(skin, -0.55)),
    ellipse(CX + 7, noseY + 8, 4, 2.5, shade(skin, -0.55)),
    ellipse(CX - 2, noseY - 2, 5, 4, alpha(shade(skin, 0.35), 0.4)),
  );
  const lip = mix(shade(skin, -0.25), '#a4424a', 0.35);
  const mw = 24 + smile * 6;
  const lift = smile * 6;
  parts.push(
    path(
      `M${CX - mw} ${mouthY - lift}Q${CX - 10} ${mouthY - 9} ${CX} ${mouthY - 6}Q${CX + 10} ${mouthY - 9} ${CX + mw} ${mouthY - lift}Q${CX} ${mouthY + 2} ${CX - mw} ${mouthY - lift}Z`,
      shade(lip, -0.1),
    ),
    path(
      `M${CX - mw + 2} ${mouthY - lift + 1}Q${CX} ${mouthY + 4 + smile * 4} ${CX + mw - 2} ${mouthY - lift + 1}Q${CX} ${mouthY + 16} ${CX - mw + 2} ${mouthY - lift + 1}Z`,
      lip,
    ),
    path(
      `M${CX - mw} ${mouthY - lift}Q${CX} ${mouthY + 3 + smile * 4} ${CX + mw} ${mouthY - lift}`,
      'none',
      { stroke: shade(lip, -0.5), 'stroke-width': 2, 'stroke-linecap': 'round' },
    ),
    ellipse(CX - 4, mouthY + 8, 8, 2.5, alpha('#fff', 0.25)),
    ellipse(CX, mouthY + 22, 16, 6, alpha(shade(skin, -0.4), 0.25), { filter: blur(3) }),
  );
  if (spec.lines) {
    parts.push(
      path(
        `M${CX - 24} ${noseY + 4}Q${CX - 34} ${mouthY - 8} ${CX - mw - 6} ${mouthY + 6}M${CX + 24} ${noseY + 4}Q${CX + 34} ${mouthY - 8} ${CX + mw + 6} ${mouthY + 6}`,
        'none',
        { stroke: alpha(shade(skin, -0.45), 0.45), 'stroke-width': 2, 'stroke-linecap': 'round' },
      ),
      path(
        `M${CX - 30} ${CY - g.fl * 0.6}q30 -6 60 0M${CX - 24} ${CY - g.fl * 0.48}q24 -5 48 0`,
        'none',
        { stroke: alpha(shade(skin, -0.4), 0.35), 'stroke-width': 1.5 },
      ),
      path(
        `M${CX - ex - ew * 0.7} ${CY + 4}l-8 4M${CX - ex - ew * 0.7} ${CY}l-9 -2M${CX + ex + ew * 0.7} ${CY + 4}l8 4M${CX + ex + ew * 0.7} ${CY}l9 -2`,
        'none',
        { stroke: alpha(shade(skin, -0.4), 0.4), 'stroke-width': 1.2 },
      ),
    );
  }
  if (spec.beard === 'moustache' || spec.beard === 'trimmed') {
    const beard = spec.beardColor ?? spec.hairColor;
    parts.push(
      path(
        `M${CX - mw - 2} ${mouthY - lift - 2}Q${CX - 16} ${noseY + 8} ${CX} ${noseY + 12}Q${CX + 16} ${noseY + 8} ${CX + mw + 2} ${mouthY - lift - 2}Q${CX + 10} ${mouthY - 12} ${CX} ${mouthY - 9}Q${CX - 10} ${mouthY - 12} ${CX - mw - 2} ${mouthY - lift - 2}Z`,
        cylinderPaint(beard, 'matte'),
      ),
      path(
        `M${CX - mw - 2} ${mouthY - lift - 2}Q${CX - 16} ${noseY + 8} ${CX} ${noseY + 12}Q${CX + 16} ${noseY + 8} ${CX + mw + 2} ${mouthY - lift - 2}Z`,
        '#808080',
        {
          filter: textureFilter(0.6, spec.seed + 9, 2),
          opacity: 0.4,
          style: 'mix-blend-mode:overlay',
        },
      ),
    );
  }
  if (spec.bindi) parts.push(circle(CX, CY - 30, 3.5, '#8e1b2c'));
  if (spec.earrings)
    parts.push(
      circle(CX - g.fw - 6, CY + 32, 4, '#e3c26b'),
      circle(CX + g.fw + 6, CY + 32, 4, '#c9a950'),
    );
  return group(parts.join(''));
}

function glasses(kind: NonNullable<PortraitSpec['glasses']>, g: Geometry): string {
  const ex = g.fw * 0.42;
  const lw = kind === 'round' ? 22 : 26;
  const lh = kind === 'round' ? 22 : 17;
  const frame = kind === 'half' ? '#7a6a58' : '#1f2429';
  const lens = (x: number) =>
    kind === 'round'
      ? circle(x, CY - 1, lw, alpha('#d8ecf6', 0.16), { stroke: frame, 'stroke-width': 3 })
      : rect(x - lw, CY - lh, lw * 2, lh * 1.9, alpha('#d8ecf6', 0.16), {
          rx: 6,
          stroke: frame,
          'stroke-width': kind === 'half' ? 2 : 3.2,
        });
  return group(
    [
      rect(CX - ex - lw + 4, CY + lh + 4, lw * 2, 5, alpha('#000', 0.12), { filter: blur(2) }),
      rect(CX + ex - lw + 4, CY + lh + 4, lw * 2, 5, alpha('#000', 0.12), { filter: blur(2) }),
      lens(CX - ex),
      lens(CX + ex),
      path(`M${CX - ex + lw} ${CY - 4}Q${CX} ${CY - 12} ${CX + ex - lw} ${CY - 4}`, 'none', {
        stroke: frame,
        'stroke-width': 3,
      }),
      line(CX - ex - lw, CY - 6, CX - g.fw - 2, CY - 8, frame, 3),
      line(CX + ex + lw, CY - 6, CX + g.fw + 2, CY - 8, frame, 3),
      path(
        polygon([
          [CX - ex - lw * 0.6, CY - lh + 2],
          [CX - ex - lw * 0.2, CY - lh + 2],
          [CX - ex - lw * 0.7, CY + lh * 0.6],
          [CX - ex - lw * 0.95, CY + lh * 0.3],
        ]),
        alpha('#ffffff', 0.28),
      ),
      path(
        polygon([
          [CX + ex - lw * 0.6, CY - lh + 2],
          [CX + ex - lw * 0.2, CY - lh + 2],
          [CX + ex - lw * 0.7, CY + lh * 0.6],
          [CX + ex - lw * 0.95, CY + lh * 0.3],
        ]),
        alpha('#ffffff', 0.2),
      ),
    ].join(''),
  );
}

/** What a portrait adds around a spec: its own backdrop, something over the clothes, a hat. */
export interface PortraitExtras {
  /** Replaces the spec's backdrop: markup for the 400 by 400 world. */
  backdrop?: string;
  /** Drawn over the clothes and under the face (a kurta's neckline, ear defenders). */
  clothes?: string;
  /** Drawn last (a safety helmet, safety glasses). */
  over?: string;
}

/** The portrait world, 400 by 400. */
export function portrait(spec: PortraitSpec, extras: PortraitExtras = {}): World {
  const g = SHAPES[spec.face];
  return {
    width: 400,
    height: 400,
    draw: () =>
      [
        extras.backdrop ?? backdrop(spec.backdrop, spec.seed),
        glow(90, 60, 220, '#fff8ea', 0.25),
        hairShape(spec, g, false),
        body(spec),
        extras.clothes ?? '',
        ellipse(CX + 10, 300, 120, 30, alpha('#000', 0.18), { filter: blur(10) }),
        face(spec, g),
        hairShape(spec, g, true),
        spec.glasses ? glasses(spec.glasses, g) : '',
        extras.over ?? '',
        // Rim light from the bright background on the far edge of head and shoulders.
        path(
          `M${CX + g.fw - 2} ${CY - g.fl * 0.4}C${CX + g.fw + 4} ${CY + 20} ${CX + g.jw + 2} ${CY + g.cl * 0.5} ${CX + g.jw - 6} ${CY + g.cl * 0.7}`,
          'none',
          { stroke: alpha('#fff6e6', 0.25), 'stroke-width': 4, filter: blur(2) },
        ),
      ].join(''),
  };
}
