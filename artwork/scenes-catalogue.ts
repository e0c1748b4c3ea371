// Studio product shots and the home page's three product cards: a drum or pail on a seamless
// backdrop with a glass jar of the resin and a cured sample, lit from the upper left; the
// resin pouring from a drum; gelcoat sprayed into a boat mould; FRP rod reels beside a cable.
import { polygon } from './forms';
import {
  alpha,
  blur,
  facePaint,
  glow,
  horizontalPaint,
  lightPool,
  shade,
  texture,
  verticalPaint,
} from './materials';
import { cableSection, rodReel } from './objects-frp';
import { RESIN_AMBER } from './objects-lab';
import { figure } from './objects-people';
import { bayLamp } from './objects-structure';
import { drum, pail, type DrumLabel } from './objects-containers';
import { flat, type World } from './scene-kit';
import { el, ellipse, group, n, path, rect } from './svg';

/** A seamless paper backdrop curving into the floor at floorY, with a light pool behind. */
export function studio(w: number, h: number, floorY: number, tone = '#e4e8e4'): string {
  return group(
    [
      rect(
        0,
        0,
        w,
        h,
        verticalPaint(`studio-${tone}`, [
          shade(tone, -0.12),
          tone,
          shade(tone, 0.12),
          shade(tone, -0.02),
          shade(tone, -0.15),
        ]),
      ),
      lightPool(w * 0.45, floorY * 0.55, w * 0.55, floorY * 0.55, '#ffffff', 0.55),
      texture(0, 0, w, h, 0.06, 0.6, 9),
    ].join(''),
  );
}

/** A clear glass jar of liquid resin with a screw lid, standing at (cx, y). */
export function resinJar(cx: number, y: number, w: number, liquid: string): string {
  const h = w * 1.15;
  const x = cx - w / 2;
  return group(
    [
      ellipse(cx + w * 0.25, y, w * 0.75, w * 0.1, alpha('#1b120a', 0.3)),
      ellipse(cx + w * 0.5, y + w * 0.02, w * 0.55, w * 0.07, alpha(liquid, 0.35)),
      rect(
        x,
        y - h * 0.85,
        w,
        h * 0.85,
        horizontalPaint(`jar-${liquid}`, [
          shade(liquid, -0.35),
          shade(liquid, 0.3),
          shade(liquid, 0.05),
          shade(liquid, -0.4),
        ]),
        { rx: w * 0.1 },
      ),
      ellipse(cx, y - h * 0.85, w / 2, w * 0.08, shade(liquid, 0.35)),
      rect(x + w * 0.02, y - h, w * 0.96, h * 0.16, facePaint('#2b3138', 0.25, -0.2), {
        rx: w * 0.04,
      }),
      rect(x + w * 0.1, y - h * 0.8, w * 0.07, h * 0.7, alpha('#ffffff', 0.55), { rx: w * 0.03 }),
      rect(x + w * 0.8, y - h * 0.75, w * 0.04, h * 0.6, alpha('#ffffff', 0.25), { rx: w * 0.02 }),
    ].join(''),
  );
}

/** A cured casting of the resin: a thick disc with a glossy top. */
export function castingDisc(cx: number, y: number, r: number, color: string): string {
  const t = r * 0.22;
  return group(
    [
      ellipse(cx + r * 0.2, y, r * 1.15, r * 0.3, alpha('#1b120a', 0.3)),
      path(
        `M${n(cx - r)} ${n(y - t)}V${n(y)}A${n(r)} ${n(r * 0.3)} 0 0 0 ${n(cx + r)} ${n(y)}V${n(y - t)}Z`,
        horizontalPaint(`disc-${color}`, [
          shade(color, -0.3),
          shade(color, 0.1),
          shade(color, -0.35),
        ]),
      ),
      ellipse(
        cx,
        y - t,
        r,
        r * 0.3,
        verticalPaint(`disc-top-${color}`, [shade(color, 0.35), color]),
      ),
      ellipse(cx - r * 0.3, y - t - r * 0.05, r * 0.35, r * 0.07, alpha('#ffffff', 0.55)),
    ].join(''),
  );
}

export interface ProductArt {
  grade: string;
  container: 'drum' | 'pail';
  /** Liquid colour for the jar and casting. */
  sample: string;
}

/** A product shot, 600 by 450. */
export function productShot(art: ProductArt): World {
  return flat(600, 450, () => {
    const floorY = 390;
    const label: DrumLabel = { grade: art.grade };
    const vessel =
      art.container === 'drum'
        ? drum(235, floorY, 205, { label, view: 0.2 })
        : pail(235, floorY, 230, { label, view: 0.24 });
    const gelcoat = art.container === 'pail';
    return [
      studio(600, 450, floorY),
      vessel,
      gelcoat
        ? panelSwatch(420, floorY, 120, art.sample)
        : resinJar(430, floorY + 6, 92, art.sample),
      castingDisc(
        gelcoat ? 520 : 520,
        floorY + 24,
        46,
        gelcoat ? shade(art.sample, 0) : shade(art.sample, -0.1),
      ),
    ].join('');
  });
}

/** A gelcoated FRP test panel leaning on the backdrop, showing the gelcoat's colour and gloss. */
function panelSwatch(x: number, y: number, w: number, color: string): string {
  const h = w * 1.3;
  const face = polygon([
    [x, y],
    [x + w, y - w * 0.08],
    [x + w * 1.08, y - h],
    [x + w * 0.1, y - h * 0.94],
  ]);
  return group(
    [
      path(
        polygon([
          [x, y],
          [x + w, y - w * 0.08],
          [x + w * 1.3, y - w * 0.02],
          [x + w * 0.3, y + w * 0.06],
        ]),
        alpha('#000', 0.2),
        { filter: blur(6) },
      ),
      path(face, verticalPaint(`gel-${color}`, [shade(color, 0.2), color, shade(color, -0.15)])),
      path(
        polygon([
          [x + w * 0.2, y - h * 0.2],
          [x + w * 0.45, y - h * 0.25],
          [x + w * 0.62, y - h * 0.9],
          [x + w * 0.4, y - h * 0.86],
        ]),
        alpha('#ffffff', 0.35),
      ),
      path(face, 'none', { stroke: shade(color, -0.3), 'stroke-width': 1.5 }),
    ].join(''),
  );
}

/** Amber resin pouring from a tilted drum into a steel bucket, 600 by 450. */
export function pouringCard(): World {
  return flat(600, 450, () => {
    const floorY = 400;
    // The drum lies tilted on a cradle, bung low, pouring.
    // The drum is drawn upright (bottom at y 330, centre near y 185) and turned 105 degrees
    // about its centre, so its head points down to the right and the small bung is lowest.
    const tilted = el(
      'g',
      { transform: 'rotate(105 230 185)' },
      drum(230, 330, 190, { label: { grade: 'GP ORTHO' }, view: 0.24, shadow: false }),
    );
    const stream = `M${n(374)} ${n(276)}C${n(380)} ${n(300)} ${n(398)} ${n(316)} ${n(398)} ${n(352)}L${n(410)} ${n(352)}C${n(410)} ${n(312)} ${n(392)} ${n(296)} ${n(386)} ${n(272)}Z`;
    return [
      studio(600, 450, floorY, '#eee4d2'),
      glow(420, 120, 260, '#fff1d2', 0.5),
      ellipse(220, floorY, 190, 18, alpha('#000', 0.25)),
      rect(70, 262, 260, 16, facePaint('#55606a', 0.15, -0.2)),
      rect(90, 278, 16, floorY - 278, '#3f474f'),
      rect(290, 278, 16, floorY - 278, '#3f474f'),
      tilted,
      path(
        stream,
        horizontalPaint('stream', [
          shade(RESIN_AMBER, -0.2),
          shade(RESIN_AMBER, 0.45),
          RESIN_AMBER,
          shade(RESIN_AMBER, -0.3),
        ]),
      ),
      // The bucket catching the resin.
      path(
        `M340 352H470L458 ${floorY}H352Z`,
        horizontalPaint('bucket', ['#7c8790', '#e3e8ec', '#b7c0c8', '#6e7880']),
      ),
      ellipse(405, 352, 65, 12, '#5c666f'),
      ellipse(
        405,
        354,
        58,
        9,
        verticalPaint('pool', [shade(RESIN_AMBER, 0.3), shade(RESIN_AMBER, -0.2)]),
      ),
      ellipse(400, 351, 16, 4, alpha('#fff', 0.6)),
      resinJar(530, floorY + 4, 70, '#e9a93a'),
    ].join('');
  });
}

/** A worker in a respirator spraying gelcoat into a boat mould, 600 by 450. */
export function sprayCard(): World {
  return flat(600, 450, () => {
    const parts = [
      rect(0, 0, 600, 450, verticalPaint('spray-bg', ['#3b454e', '#5d6871', '#7b858c'])),
      bayLamp(160, 40, 26),
      bayLamp(460, 40, 26),
      rect(0, 360, 600, 90, verticalPaint('spray-floor', ['#6d6f68', '#55574f'])),
      texture(0, 360, 600, 90, 0.25, 0.5, 3),
    ];
    // The mould: a female hull mould, dark tooling outside, the fresh green gelcoat inside.
    const outer = 'M40 380C50 250 150 170 330 165C470 168 560 220 580 300L585 380Z';
    const inner = 'M80 372C95 265 175 205 330 200C455 203 530 245 548 305L552 372Z';
    parts.push(
      path(outer, verticalPaint('mould-out', ['#3a3f44', '#23272b'])),
      path(inner, verticalPaint('mould-in', ['#1d7a52', '#0b5d3b', '#07412a'])),
      path('M120 330C150 260 220 228 330 225', 'none', {
        stroke: alpha('#ffffff', 0.45),
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
      path('M380 230C450 236 505 262 525 300', 'none', {
        stroke: alpha('#ffffff', 0.2),
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      rect(30, 372, 560, 14, '#2b3035'),
    );
    // The spray fan: a soft cone of mist from the gun towards the mould.
    parts.push(
      el('g', { filter: blur(7) }, path('M430 205L300 250L330 330Z', alpha('#b7e0c8', 0.7))),
      figure(490, 450, 330, {
        skin: '#a56a46',
        outfit: 'coverall',
        cloth: '#dfe4e8',
        hair: '#1a120c',
        pose: 'spray',
        facing: -1,
        glasses: true,
      }),
      // Respirator over the mouth and nose.
      ellipse(483, 450 - 330 * 0.9, 12, 9, '#2b3035'),
      ellipse(474, 450 - 330 * 0.895, 5, 6, '#c8a24a'),
    );
    return parts.join('');
  });
}

/** Reels of FRP rod beside an optical fibre cable cut to show its section, 600 by 450 or wider. */
export function opticalCard(width = 600, height = 450): World {
  return flat(width, height, () => {
    const s = height / 450;
    const floorY = 395 * s;
    return [
      studio(width, height, floorY, '#e2e6ea'),
      rodReel(130 * s, 250 * s, 130 * s),
      rodReel(width * 0.38, 300 * s, 85 * s, '#efcf7d'),
      cableSection(width * 0.76, 260 * s, 95 * s),
      // Loose rod ends running from the front reel across the floor.
      path(
        `M${n(180 * s)} ${n(360 * s)}C${n(width * 0.4)} ${n(400 * s)} ${n(width * 0.55)} ${n(370 * s)} ${n(width * 0.95)} ${n(385 * s)}`,
        'none',
        { stroke: '#e3b652', 'stroke-width': 6 * s, 'stroke-linecap': 'round' },
      ),
      path(
        `M${n(180 * s)} ${n(360 * s)}C${n(width * 0.4)} ${n(400 * s)} ${n(width * 0.55)} ${n(370 * s)} ${n(width * 0.95)} ${n(385 * s)}`,
        'none',
        { stroke: alpha('#fff', 0.5), 'stroke-width': 1.5 * s },
      ),
    ].join('');
  });
}
