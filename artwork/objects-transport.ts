// Moving resin: wooden pallets, drum pallets, a forklift, a flatbed lorry, a road tanker, a
// shipping container and a port crane. Ground contact is at y; x anchors are noted per object.
import { Box, cylinderSide, polygon } from './forms';
import { lettering } from './lettering';
import { alpha, cylinderPaint, facePaint, pipePaint, shade, softShadow } from './materials';
import { drum, type DrumOptions } from './objects-containers';
import { circle, ellipse, group, line, path, rect } from './svg';

/** A four-way wooden pallet, front face bottom-left at (x, y), w wide, seen a little from above. */
export function pallet(x: number, y: number, w: number, depth = w * 0.5): string {
  const h = w * 0.12;
  const box = new Box(x, y, w, h, depth * 0.45, -depth * 0.3);
  const wood = '#b88a57';
  const parts = [
    softShadow(x + w / 2 + depth * 0.2, y, w * 0.7, w * 0.08, 0.5),
    box.draw(facePaint(wood, 0.05, -0.2), shade(wood, -0.3), shade(wood, 0.1)),
  ];
  for (const u of [0.05, 0.45, 0.85]) {
    parts.push(
      path(
        polygon([
          box.front(u + 0.1, 0.1),
          box.front(u + 0.3, 0.1),
          box.front(u + 0.3, 0.65),
          box.front(u + 0.1, 0.65),
        ]),
        shade(wood, -0.65),
      ),
    );
  }
  for (let i = 1; i < 6; i += 1) {
    const a = box.top(i / 6, 0);
    const b = box.top(i / 6, 1);
    parts.push(line(a[0], a[1], b[0], b[1], alpha('#3b2a1a', 0.35), Math.max(0.8, w * 0.006)));
  }
  return group(parts.join(''));
}

/** Four drums on a pallet, two rows deep; (cx, y) is the pallet's front centre. */
export function drumPallet(cx: number, y: number, w: number, options: DrumOptions = {}): string {
  const dw = w * 0.46;
  const ph = w * 0.12;
  const parts = [pallet(cx - w / 2, y, w, w * 0.8)];
  for (const [dx, dy] of [
    [-0.02, -0.2],
    [0.47, -0.2],
  ] as const) {
    parts.push(
      drum(cx - w / 2 + dw / 2 + w * dx + w * 0.18, y - ph + w * dy, dw, {
        ...options,
        shadow: false,
        label: undefined,
      }),
    );
  }
  for (const dx of [0.02, 0.5]) {
    parts.push(drum(cx - w / 2 + dw / 2 + w * dx, y - ph * 0.9, dw, { ...options, shadow: false }));
  }
  return group(parts.join(''));
}

/** A counterbalance forklift in side view facing left, rear wheel at about x + 0.8 s. */
export function forklift(x: number, y: number, s: number, color = '#e8a317'): string {
  const wheel = (wx: number, r: number) =>
    circle(wx, y - r, r, '#1c1f23') +
    circle(wx, y - r, r * 0.5, cylinderPaint('#9aa4ad', 'steel')) +
    circle(wx, y - r, r * 0.15, '#30363c');
  return group(
    [
      softShadow(x + s * 0.5, y, s * 0.6, s * 0.06, 0.55),
      // Mast and forks.
      rect(x + s * 0.08, y - s * 1.05, s * 0.05, s * 1.02, facePaint('#3c4248', 0.15, -0.2)),
      rect(x + s * 0.14, y - s * 1.05, s * 0.03, s * 1.02, '#2c3136'),
      rect(x - s * 0.28, y - s * 0.06, s * 0.38, s * 0.03, '#2c3136'),
      // Body and counterweight.
      path(
        polygon([
          [x + s * 0.17, y - s * 0.12],
          [x + s * 0.17, y - s * 0.45],
          [x + s * 0.55, y - s * 0.48],
          [x + s * 0.95, y - s * 0.5],
          [x + s * 1.0, y - s * 0.15],
          [x + s * 0.95, y - s * 0.12],
        ]),
        facePaint(color, 0.2, -0.2),
      ),
      rect(x + s * 0.75, y - s * 0.62, s * 0.22, s * 0.16, facePaint('#2f3439', 0.15, -0.2), {
        rx: s * 0.03,
      }),
      // Overhead guard and seat.
      path(
        `M${x + s * 0.25} ${y - s * 0.45}L${x + s * 0.3} ${y - s * 1.0}H${x + s * 0.78}L${x + s * 0.78} ${y - s * 0.5}`,
        'none',
        { stroke: '#2a2f34', 'stroke-width': s * 0.03, 'stroke-linejoin': 'round' },
      ),
      rect(x + s * 0.27, y - s * 1.03, s * 0.53, s * 0.04, '#2a2f34'),
      rect(x + s * 0.55, y - s * 0.66, s * 0.14, s * 0.18, '#1f2327', { rx: s * 0.03 }),
      line(x + s * 0.38, y - s * 0.48, x + s * 0.42, y - s * 0.7, '#1f2327', s * 0.025),
      ellipse(x + s * 0.42, y - s * 0.72, s * 0.06, s * 0.02, '#1f2327'),
      wheel(x + s * 0.3, s * 0.13),
      wheel(x + s * 0.82, s * 0.11),
      rect(x + s * 0.2, y - s * 0.4, s * 0.7, s * 0.02, alpha('#fff', 0.25)),
    ].join(''),
  );
}

function truckCab(x: number, y: number, s: number, color: string): string {
  const wheelR = s * 0.13;
  return group(
    [
      path(
        polygon([
          [x, y - s * 0.2],
          [x, y - s * 0.95],
          [x + s * 0.1, y - s * 1.05],
          [x + s * 0.55, y - s * 1.05],
          [x + s * 0.62, y - s * 0.55],
          [x + s * 0.62, y - s * 0.2],
        ]),
        facePaint(color, 0.2, -0.2),
      ),
      path(
        polygon([
          [x + s * 0.06, y - s * 0.92],
          [x + s * 0.12, y - s * 0.98],
          [x + s * 0.5, y - s * 0.98],
          [x + s * 0.55, y - s * 0.62],
          [x + s * 0.06, y - s * 0.62],
        ]),
        facePaint('#9fc0d6', 0.2, -0.25),
      ),
      path(
        polygon([
          [x + s * 0.2, y - s * 0.98],
          [x + s * 0.3, y - s * 0.98],
          [x + s * 0.2, y - s * 0.62],
          [x + s * 0.1, y - s * 0.62],
        ]),
        alpha('#fff', 0.3),
      ),
      rect(x - s * 0.02, y - s * 0.28, s * 0.66, s * 0.1, '#2c3136'),
      circle(x + s * 0.32, y - wheelR, wheelR, '#1c1f23'),
      circle(x + s * 0.32, y - wheelR, wheelR * 0.5, cylinderPaint('#aab3ba', 'steel')),
      rect(x + s * 0.02, y - s * 0.38, s * 0.06, s * 0.05, '#ffe6a3'),
    ].join(''),
  );
}

/** A flatbed lorry in side view, cab on the left, carrying drums; x is the cab's front. */
export function flatbedLorry(x: number, y: number, s: number, color = '#0b5d3b', load = 5): string {
  const bedX = x + s * 0.66;
  const bedW = s * 2.3;
  const wheelR = s * 0.13;
  const parts = [softShadow(x + s * 1.5, y, s * 1.6, s * 0.08, 0.5), truckCab(x, y, s, color)];
  parts.push(
    rect(bedX, y - s * 0.38, bedW, s * 0.1, facePaint('#5b646d', 0.1, -0.2)),
    rect(bedX, y - s * 0.28, bedW, s * 0.08, '#2c3136'),
  );
  for (const wx of [bedX + bedW * 0.62, bedX + bedW * 0.82]) {
    parts.push(
      circle(wx, y - wheelR, wheelR, '#1c1f23'),
      circle(wx, y - wheelR, wheelR * 0.5, cylinderPaint('#aab3ba', 'steel')),
    );
  }
  const dw = (bedW * 0.9) / load;
  for (let i = 0; i < load; i += 1)
    parts.push(
      drum(bedX + bedW * 0.05 + dw * (i + 0.5), y - s * 0.38, dw * 0.92, {
        view: 0.12,
        shadow: false,
      }),
    );
  return group(parts.join(''));
}

/** A stainless road tanker in side view, cab on the left; x is the cab's front. */
export function roadTanker(x: number, y: number, s: number, color = '#0b5d3b'): string {
  const barrelX = x + s * 0.7;
  const barrelW = s * 2.3;
  const wheelR = s * 0.13;
  const by = y - s * 0.62;
  const bh = s * 0.56;
  const parts = [softShadow(x + s * 1.5, y, s * 1.6, s * 0.08, 0.5), truckCab(x, y, s, color)];
  parts.push(
    rect(barrelX, by - bh / 2, barrelW, bh, pipePaint('#cfd6dc', 'steel'), { rx: bh * 0.45 }),
    rect(barrelX + barrelW * 0.3, by - bh / 2, 4, bh, alpha('#000', 0.12)),
    rect(barrelX + barrelW * 0.65, by - bh / 2, 4, bh, alpha('#000', 0.12)),
    rect(barrelX, by + bh * 0.45, barrelW, s * 0.1, '#2c3136'),
    rect(barrelX + barrelW * 0.1, by - bh * 0.62, barrelW * 0.8, s * 0.03, '#7d878f'),
    rect(barrelX + barrelW * 0.32, by - bh * 0.12, barrelW * 0.36, bh * 0.26, alpha(color, 0.92), {
      rx: 3,
    }),
    lettering(barrelX + barrelW * 0.5, by + bh * 0.07, 'KALPA RESINS', bh * 0.12, '#fff', {
      anchor: 'middle',
    }),
    rect(barrelX + barrelW * 0.76, by - bh * 0.1, bh * 0.3, bh * 0.3, '#f2f2ee'),
    lettering(barrelX + barrelW * 0.76 + bh * 0.15, by + bh * 0.07, '1866', bh * 0.09, '#1b1f24', {
      anchor: 'middle',
    }),
  );
  for (const wx of [barrelX + barrelW * 0.62, barrelX + barrelW * 0.76, barrelX + barrelW * 0.9]) {
    parts.push(
      circle(wx, y - wheelR, wheelR, '#1c1f23'),
      circle(wx, y - wheelR, wheelR * 0.5, cylinderPaint('#aab3ba', 'steel')),
    );
  }
  return group(parts.join(''));
}

/** A 20 ft shipping container in oblique view; (x, y) is the front face's bottom-left. */
export function container(
  x: number,
  y: number,
  w: number,
  color: string,
  mark = 'KLPU 220418 6',
  turn = 1,
): string {
  const h = w * 0.42;
  const box = new Box(x, y, w, h, w * 0.22 * turn, -w * 0.12);
  const parts = [
    softShadow(x + w * 0.55, y, w * 0.65, w * 0.05, 0.5),
    box.draw(
      facePaint(color, 0.1, -0.2),
      facePaint(shade(color, -0.25), 0.05, -0.15),
      shade(color, 0.15),
    ),
  ];
  for (let i = 1; i < 24; i += 1) {
    const a = box.front(i / 24, 0.03);
    parts.push(rect(a[0], y - h * 0.97, Math.max(1, w * 0.008), h * 0.94, alpha('#000', 0.14)));
  }
  for (let i = 1; i < 6; i += 1) {
    const a = box.side(i / 6, 0.03);
    const b = box.side(i / 6, 0.97);
    parts.push(line(a[0], a[1], b[0], b[1], alpha('#000', 0.18), Math.max(1, w * 0.006)));
  }
  parts.push(
    lettering(x + w * 0.06, y - h * 0.78, mark, h * 0.08, alpha('#ffffff', 0.9), { weight: 0.14 }),
  );
  return group(parts.join(''));
}

/** A ship-to-shore gantry crane silhouette standing on the quay at x, with its boom to the right. */
export function portCrane(x: number, y: number, s: number, color = '#c9542b'): string {
  const leg = (lx: number) => rect(lx, y - s, s * 0.04, s, facePaint(color, 0.1, -0.2));
  return group(
    [
      leg(x),
      leg(x + s * 0.35),
      rect(x - s * 0.25, y - s * 1.05, s * 1.3, s * 0.05, facePaint(color, 0.1, -0.2)),
      path(
        `M${x} ${y - s * 0.5}L${x + s * 0.39} ${y - s}M${x + s * 0.39} ${y - s * 0.5}L${x} ${y - s}`,
        'none',
        { stroke: shade(color, -0.2), 'stroke-width': s * 0.015 },
      ),
      path(
        `M${x + s * 0.18} ${y - s * 1.35}L${x - s * 0.25} ${y - s * 1.05}M${x + s * 0.18} ${y - s * 1.35}L${x + s * 1.05} ${y - s * 1.05}`,
        'none',
        { stroke: shade(color, -0.1), 'stroke-width': s * 0.02 },
      ),
      rect(x + s * 0.15, y - s * 1.4, s * 0.06, s * 0.36, facePaint(color, 0.1, -0.2)),
      rect(x + s * 0.6, y - s * 1.02, s * 0.12, s * 0.08, '#e9ecef'),
      line(x + s * 0.66, y - s * 0.94, x + s * 0.66, y - s * 0.6, '#2c3136', s * 0.006),
    ].join(''),
  );
}

/** A vertical cylinder silo or drum seen small, for distant clutter. */
export function smallCylinder(cx: number, y: number, w: number, h: number, color: string): string {
  return path(cylinderSide(cx, y - h, y, w / 2, w * 0.08), cylinderPaint(color, 'gloss'));
}
