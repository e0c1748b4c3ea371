// Reusable industrial objects (reactors, tanks, drums, IBCs, lab glass, people). Each takes a
// position and size and returns SVG markup; gradients come from COMMON_DEFS.
import {
  PALETTE as P,
  circle,
  el,
  ellipse,
  group,
  line,
  linearGradient,
  n,
  path,
  rect,
  text,
} from './svg';

/** Gradients shared by every scene; include once in the document's defs. */
export const COMMON_DEFS = [
  linearGradient(
    'steel',
    [
      [0, '#7d8b99'],
      [0.35, '#dfe6ec'],
      [0.6, '#b7c3cf'],
      [1, '#6b7b8c'],
    ],
    false,
  ),
  linearGradient('resin', [
    [0, '#f7c04a'],
    [1, '#c97a06'],
  ]),
  linearGradient(
    'glass',
    [
      [0, '#ffffff'],
      [1, '#dbe7ef'],
    ],
    false,
  ),
].join('');

export function reactor(x: number, y: number, w: number, h: number, label?: string): string {
  const r = w / 2;
  const cx = x + r;
  const bodyTop = y + r * 0.5;
  const bodyBottom = y + h - r * 0.5 - h * 0.12;
  const legs = [x + w * 0.15, x + w * 0.8]
    .map((lx) => rect(lx, bodyBottom, w * 0.06, h * 0.12 + r * 0.5, P.slate700))
    .join('');
  return group(
    [
      legs,
      rect(cx - w * 0.08, y - h * 0.1, w * 0.16, h * 0.1, P.green),
      rect(cx - w * 0.03, y - h * 0.13, w * 0.06, h * 0.03, P.slate700),
      path(
        `M${n(x)} ${n(bodyTop)}A${n(r)} ${n(r * 0.5)} 0 0 1 ${n(x + w)} ${n(bodyTop)}V${n(bodyBottom)}A${n(r)} ${n(r * 0.5)} 0 0 1 ${n(x)} ${n(bodyBottom)}Z`,
        'url(#steel)',
        { stroke: P.steelDark, 'stroke-width': 2 },
      ),
      rect(x - 2, bodyTop + (bodyBottom - bodyTop) * 0.3, w + 4, 6, P.steelDark),
      rect(x - 2, bodyTop + (bodyBottom - bodyTop) * 0.7, w + 4, 6, P.steelDark),
      ellipse(cx, bodyTop + (bodyBottom - bodyTop) * 0.5, w * 0.08, h * 0.05, P.amber, {
        stroke: P.slate700,
        'stroke-width': 3,
      }),
      label
        ? text(
            cx,
            bodyTop + (bodyBottom - bodyTop) * 0.18,
            label,
            Math.max(12, w * 0.14),
            P.slate900,
            {
              'text-anchor': 'middle',
            },
          )
        : '',
    ].join(''),
  );
}

export function storageTank(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  label = '',
): string {
  const ladderX = x + w * 0.82;
  const rungs = Array.from({ length: Math.floor(h / 16) }, (_, i) =>
    line(ladderX, y + 12 + i * 16, ladderX + 14, y + 12 + i * 16, P.slate700, 2),
  ).join('');
  return group(
    [
      rect(x, y, w, h, color, { stroke: P.slate700, 'stroke-width': 2 }),
      path(
        `M${n(x - 4)} ${n(y)}L${n(x + w / 2)} ${n(y - w * 0.18)}L${n(x + w + 4)} ${n(y)}Z`,
        P.slate300,
        {
          stroke: P.slate700,
          'stroke-width': 2,
        },
      ),
      rect(x, y + h * 0.25, w, 4, 'rgba(0,0,0,0.12)'),
      rect(x, y + h * 0.55, w, 4, 'rgba(0,0,0,0.12)'),
      line(ladderX, y, ladderX, y + h, P.slate700, 2),
      line(ladderX + 14, y, ladderX + 14, y + h, P.slate700, 2),
      rungs,
      label
        ? text(x + w * 0.42, y + h * 0.45, label, Math.min(22, w * 0.16), P.white, {
            'text-anchor': 'middle',
          })
        : '',
    ].join(''),
  );
}

export function drum(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  label = '',
): string {
  const ry = w * 0.12;
  return group(
    [
      path(
        `M${n(x)} ${n(y + ry)}V${n(y + h - ry)}A${n(w / 2)} ${n(ry)} 0 0 0 ${n(x + w)} ${n(y + h - ry)}V${n(y + ry)}Z`,
        color,
        { stroke: 'rgba(0,0,0,0.35)', 'stroke-width': 1.5 },
      ),
      ellipse(x + w / 2, y + ry, w / 2, ry, color, {
        stroke: 'rgba(0,0,0,0.35)',
        'stroke-width': 1.5,
      }),
      ellipse(x + w / 2, y + ry, w / 2 - w * 0.06, ry * 0.7, 'rgba(0,0,0,0.15)'),
      circle(x + w * 0.72, y + ry, w * 0.06, P.slate300),
      path(`M${n(x)} ${n(y + h * 0.33)}h${n(w)}`, 'none', {
        stroke: 'rgba(0,0,0,0.3)',
        'stroke-width': 3,
      }),
      path(`M${n(x)} ${n(y + h * 0.66)}h${n(w)}`, 'none', {
        stroke: 'rgba(0,0,0,0.3)',
        'stroke-width': 3,
      }),
      rect(
        x + w * 0.08,
        y + h * 0.05 + ry * 2,
        w * 0.12,
        h * 0.8 - ry * 2,
        'rgba(255,255,255,0.18)',
      ),
      label
        ? rect(x + w * 0.15, y + h * 0.4, w * 0.7, h * 0.2, P.white, { rx: 3 }) +
          text(
            x + w / 2,
            y + h * 0.5 + Math.min(w * 0.1, h * 0.07) * 0.4,
            label,
            Math.min(w * 0.13, h * 0.09),
            P.green,
            {
              'text-anchor': 'middle',
            },
          )
        : '',
    ].join(''),
  );
}

export function pail(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  label = '',
): string {
  const taper = w * 0.08;
  return group(
    [
      path(
        `M${n(x)} ${n(y)}L${n(x + w)} ${n(y)}L${n(x + w - taper)} ${n(y + h)}L${n(x + taper)} ${n(y + h)}Z`,
        color,
        {
          stroke: 'rgba(0,0,0,0.3)',
          'stroke-width': 1.5,
        },
      ),
      rect(x - 4, y - 8, w + 8, 14, color, {
        rx: 4,
        stroke: 'rgba(0,0,0,0.35)',
        'stroke-width': 1.5,
      }),
      path(
        `M${n(x + w * 0.1)} ${n(y)}Q${n(x + w / 2)} ${n(y - h * 0.45)} ${n(x + w * 0.9)} ${n(y)}`,
        'none',
        {
          stroke: P.slate700,
          'stroke-width': 4,
        },
      ),
      label
        ? rect(x + w * 0.12, y + h * 0.3, w * 0.76, h * 0.34, P.white, { rx: 3 }) +
          text(x + w / 2, y + h * 0.52, label, Math.min(w * 0.12, h * 0.14), P.green, {
            'text-anchor': 'middle',
          })
        : '',
    ].join(''),
  );
}

export function ibc(x: number, y: number, s: number, fill = 0.7): string {
  const bars = [0.25, 0.5, 0.75]
    .map(
      (f) =>
        line(x + s * f, y, x + s * f, y + s * 0.85, P.slate500, 3) +
        line(x, y + s * 0.85 * f, x + s, y + s * 0.85 * f, P.slate500, 3),
    )
    .join('');
  return group(
    [
      rect(x + 4, y + 4, s - 8, s * 0.85 - 8, '#f8fafc', { rx: 6 }),
      rect(
        x + 4,
        y + 4 + (s * 0.85 - 8) * (1 - fill),
        s - 8,
        (s * 0.85 - 8) * fill,
        'url(#resin)',
        {
          opacity: 0.85,
        },
      ),
      rect(x, y, s, s * 0.85, 'none', { stroke: P.slate500, 'stroke-width': 4 }),
      bars,
      rect(x - 4, y + s * 0.85, s + 8, s * 0.15, P.slate700),
      rect(x + s * 0.1, y + s * 0.88, s * 0.2, s * 0.09, P.slate900),
      rect(x + s * 0.7, y + s * 0.88, s * 0.2, s * 0.09, P.slate900),
      rect(x + s * 0.42, y - 6, s * 0.16, 8, P.green),
    ].join(''),
  );
}

export function factory(x: number, y: number, w: number, h: number, sign = ''): string {
  const teeth = 4;
  const tw = w / teeth;
  let roof = `M${n(x)} ${n(y + h * 0.25)}`;
  for (let i = 0; i < teeth; i += 1) {
    roof += `L${n(x + i * tw)} ${n(y)}L${n(x + (i + 1) * tw)} ${n(y + h * 0.25)}`;
  }
  roof += `V${n(y + h)}H${n(x)}Z`;
  const windows = Array.from({ length: 6 }, (_, i) =>
    rect(x + w * 0.06 + i * (w * 0.15), y + h * 0.45, w * 0.1, h * 0.18, '#9cc8b3', {
      opacity: 0.9,
    }),
  ).join('');
  return group(
    [
      path(roof, P.slate200, { stroke: P.slate500, 'stroke-width': 2 }),
      rect(x, y + h * 0.3, w, h * 0.07, P.green),
      windows,
      rect(x + w * 0.4, y + h * 0.7, w * 0.2, h * 0.3, P.slate500),
      sign
        ? text(x + w / 2, y + h * 0.35 + 1, sign, h * 0.055, P.white, { 'text-anchor': 'middle' })
        : '',
    ].join(''),
  );
}

export function chimney(x: number, y: number, w: number, h: number): string {
  return group(
    [
      rect(x, y, w, h, P.slate400, { stroke: P.slate500, 'stroke-width': 2 }),
      rect(x, y + h * 0.08, w, h * 0.05, '#d94141'),
      rect(x, y + h * 0.2, w, h * 0.05, P.white),
    ].join(''),
  );
}

export function pipeRack(x1: number, x2: number, y: number, count = 3): string {
  return Array.from({ length: count }, (_, i) =>
    line(
      x1,
      y + i * 9,
      x2,
      y + i * 9,
      [P.amberDark, P.steelDark, P.green][i % 3] ?? P.steelDark,
      6,
    ),
  ).join('');
}

export function flask(x: number, y: number, s: number, liquid = 'url(#resin)'): string {
  const neck = s * 0.18;
  const body = `M${n(x + s / 2 - neck / 2)} ${n(y)}V${n(y + s * 0.35)}L${n(x)} ${n(y + s)}H${n(x + s)}L${n(x + s / 2 + neck / 2)} ${n(y + s * 0.35)}V${n(y)}Z`;
  const level = y + s * 0.62;
  const half = (s / 2) * ((level - (y + s * 0.35)) / (s * 0.65));
  return group(
    [
      path(
        `M${n(x + s / 2 - half - neck / 2)} ${n(level)}L${n(x)} ${n(y + s)}H${n(x + s)}L${n(x + s / 2 + half + neck / 2)} ${n(level)}Z`,
        liquid,
      ),
      path(body, 'rgba(255,255,255,0.25)', { stroke: P.slate500, 'stroke-width': 2.5 }),
    ].join(''),
  );
}

export function beaker(
  x: number,
  y: number,
  w: number,
  h: number,
  liquid = 'url(#resin)',
  level = 0.55,
): string {
  return group(
    [
      rect(x, y + h * (1 - level), w, h * level, liquid),
      path(
        `M${n(x - 4)} ${n(y)}H${n(x)}V${n(y + h)}H${n(x + w)}V${n(y)}`,
        'rgba(255,255,255,0.2)',
        {
          stroke: P.slate500,
          'stroke-width': 2.5,
        },
      ),
      line(x + w * 0.7, y + h * 0.3, x + w, y + h * 0.3, P.slate500, 1.5),
      line(x + w * 0.7, y + h * 0.55, x + w, y + h * 0.55, P.slate500, 1.5),
    ].join(''),
  );
}

export function viscometer(x: number, y: number, s: number): string {
  return group(
    [
      rect(x + s * 0.45, y, s * 0.08, s * 0.9, P.slate500),
      rect(x, y + s * 0.92, s, s * 0.08, P.slate700, { rx: 3 }),
      rect(x + s * 0.2, y + s * 0.12, s * 0.6, s * 0.3, P.slate100, {
        rx: 6,
        stroke: P.slate700,
        'stroke-width': 2,
      }),
      rect(x + s * 0.28, y + s * 0.18, s * 0.44, s * 0.12, P.greenDark, { rx: 2 }),
      text(x + s * 0.5, y + s * 0.275, '520', s * 0.09, '#7ef0b4', { 'text-anchor': 'middle' }),
      line(x + s * 0.5, y + s * 0.42, x + s * 0.5, y + s * 0.7, P.slate700, 2),
      beaker(x + s * 0.3, y + s * 0.6, s * 0.4, s * 0.32, 'url(#resin)', 0.7),
    ].join(''),
  );
}

export interface PersonStyle {
  skin: string;
  hair: string;
  shirt: string;
  /** short, long, bun or cap (hard hat). */
  hairStyle: 'short' | 'long' | 'bun' | 'cap';
  glasses?: boolean;
}

/** A head-and-shoulders figure centred on cx, standing on baseline y, s tall. */
export function person(cx: number, y: number, s: number, style: PersonStyle): string {
  const headR = s * 0.17;
  const headY = y - s + headR + s * 0.05;
  const parts: string[] = [];
  if (style.hairStyle === 'long') {
    parts.push(
      path(
        `M${n(cx - headR * 1.15)} ${n(headY)}Q${n(cx)} ${n(headY - headR * 1.6)} ${n(cx + headR * 1.15)} ${n(headY)}V${n(headY + headR * 1.9)}H${n(cx - headR * 1.15)}Z`,
        style.hair,
      ),
    );
  }
  parts.push(
    path(
      `M${n(cx - s * 0.36)} ${n(y)}V${n(y - s * 0.3)}Q${n(cx - s * 0.34)} ${n(y - s * 0.48)} ${n(cx - s * 0.12)} ${n(y - s * 0.5)}H${n(cx + s * 0.12)}Q${n(cx + s * 0.34)} ${n(y - s * 0.48)} ${n(cx + s * 0.36)} ${n(y - s * 0.3)}V${n(y)}Z`,
      style.shirt,
    ),
    path(
      `M${n(cx - s * 0.07)} ${n(y - s * 0.5)}L${n(cx)} ${n(y - s * 0.4)}L${n(cx + s * 0.07)} ${n(y - s * 0.5)}Z`,
      style.skin,
    ),
    rect(cx - headR * 0.4, headY + headR * 0.7, headR * 0.8, headR * 0.7, style.skin),
    circle(cx, headY, headR, style.skin),
  );
  if (style.hairStyle === 'short') {
    parts.push(
      path(
        `M${n(cx - headR)} ${n(headY - headR * 0.05)}Q${n(cx - headR)} ${n(headY - headR * 1.25)} ${n(cx)} ${n(headY - headR * 1.1)}Q${n(cx + headR)} ${n(headY - headR * 1.25)} ${n(cx + headR)} ${n(headY - headR * 0.05)}Q${n(cx)} ${n(headY - headR * 0.7)} ${n(cx - headR)} ${n(headY - headR * 0.05)}Z`,
        style.hair,
      ),
    );
  } else if (style.hairStyle === 'long') {
    parts.push(
      path(
        `M${n(cx - headR * 1.05)} ${n(headY + headR * 0.2)}Q${n(cx - headR)} ${n(headY - headR * 1.3)} ${n(cx + headR * 0.2)} ${n(headY - headR * 1.05)}Q${n(cx + headR * 1.1)} ${n(headY - headR * 0.9)} ${n(cx + headR * 1.05)} ${n(headY + headR * 0.2)}Q${n(cx + headR * 0.4)} ${n(headY - headR * 0.6)} ${n(cx - headR * 1.05)} ${n(headY + headR * 0.2)}Z`,
        style.hair,
      ),
    );
  } else if (style.hairStyle === 'bun') {
    parts.push(
      circle(cx, headY - headR * 1.05, headR * 0.45, style.hair),
      path(
        `M${n(cx - headR)} ${n(headY)}Q${n(cx - headR)} ${n(headY - headR * 1.2)} ${n(cx)} ${n(headY - headR * 1.05)}Q${n(cx + headR)} ${n(headY - headR * 1.2)} ${n(cx + headR)} ${n(headY)}Q${n(cx)} ${n(headY - headR * 0.6)} ${n(cx - headR)} ${n(headY)}Z`,
        style.hair,
      ),
    );
  } else {
    parts.push(
      path(
        `M${n(cx - headR * 1.1)} ${n(headY - headR * 0.2)}Q${n(cx)} ${n(headY - headR * 1.7)} ${n(cx + headR * 1.1)} ${n(headY - headR * 0.2)}Z`,
        P.amber,
      ),
      rect(cx - headR * 1.3, headY - headR * 0.28, headR * 2.6, headR * 0.18, P.amberDark, {
        rx: 2,
      }),
    );
  }
  if (style.glasses) {
    parts.push(
      el(
        'g',
        { fill: 'none', stroke: P.slate900, 'stroke-width': Math.max(1.5, s * 0.008) },
        el('circle', { cx: cx - headR * 0.38, cy: headY + headR * 0.05, r: headR * 0.26 }) +
          el('circle', { cx: cx + headR * 0.38, cy: headY + headR * 0.05, r: headR * 0.26 }) +
          el('line', { x1: cx - headR * 0.12, y1: headY, x2: cx + headR * 0.12, y2: headY }),
      ),
    );
  }
  parts.push(
    circle(cx - headR * 0.38, headY + headR * 0.05, headR * 0.07, P.slate900),
    circle(cx + headR * 0.38, headY + headR * 0.05, headR * 0.07, P.slate900),
    path(
      `M${n(cx - headR * 0.3)} ${n(headY + headR * 0.45)}Q${n(cx)} ${n(headY + headR * 0.65)} ${n(cx + headR * 0.3)} ${n(headY + headR * 0.45)}`,
      'none',
      {
        stroke: '#7a3b2e',
        'stroke-width': Math.max(1.5, s * 0.01),
        'stroke-linecap': 'round',
      },
    ),
  );
  return group(parts.join(''));
}

export function corrugatedSheet(
  x: number,
  y: number,
  w: number,
  waves: number,
  amp: number,
  fill: string,
): string {
  const step = w / waves;
  let d = `M${n(x)} ${n(y)}`;
  for (let i = 0; i < waves; i += 1) {
    d += `q${n(step / 4)} ${n(-amp)} ${n(step / 2)} 0t${n(step / 2)} 0`;
  }
  d += `v${n(Math.max(4, amp * 0.4))}`;
  for (let i = 0; i < waves; i += 1) {
    // Walking back from the end, the first half-wave is a trough, so the control point is below.
    d += `q${n(-step / 4)} ${n(amp)} ${n(-step / 2)} 0t${n(-step / 2)} 0`;
  }
  d += 'Z';
  return path(d, fill, { stroke: 'rgba(0,0,0,0.25)', 'stroke-width': 1.5 });
}

export function boatHull(
  x: number,
  y: number,
  w: number,
  h: number,
  hullColor: string,
  stripe: string,
): string {
  return group(
    [
      path(
        `M${n(x)} ${n(y)}H${n(x + w)}Q${n(x + w * 0.98)} ${n(y + h * 0.6)} ${n(x + w * 0.82)} ${n(y + h)}H${n(x + w * 0.12)}Q${n(x + w * 0.02)} ${n(y + h * 0.55)} ${n(x)} ${n(y)}Z`,
        hullColor,
        {
          stroke: 'rgba(0,0,0,0.3)',
          'stroke-width': 2,
        },
      ),
      path(`M${n(x + w * 0.01)} ${n(y + h * 0.18)}H${n(x + w * 0.995)}`, 'none', {
        stroke: stripe,
        'stroke-width': h * 0.08,
      }),
      rect(x + w * 0.55, y - h * 0.45, w * 0.25, h * 0.45, P.white, {
        stroke: P.slate500,
        'stroke-width': 2,
      }),
      rect(x + w * 0.6, y - h * 0.35, w * 0.07, h * 0.15, '#9cc8e3'),
      rect(x + w * 0.7, y - h * 0.35, w * 0.07, h * 0.15, '#9cc8e3'),
    ].join(''),
  );
}

export function speckles(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  colors: string[],
  random: () => number,
  maxR = 3,
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const color = colors[Math.floor(random() * colors.length)] ?? P.slate400;
    out += circle(x + random() * w, y + random() * h, 0.8 + random() * maxR, color);
  }
  return out;
}
