// Boatyards in Kochi, Negombo and Beruwala: gelcoat sprayed into a waxed hull mould, a crew
// laminating inside one, an engineer and a laminator at an open mould, a hull infused under a
// green vacuum bag, a blistered hull on a slipway, a fresh hull on a trailer in the harbour, a
// row of one-day boats on the beach and two men with a test panel in a boat shed's doorway.
import {
  blur,
  glow,
  haze,
  lightPool,
  softShadow,
  texture,
  verticalPaint,
  alpha,
} from './materials';
import { blisters, boatTrailer, hullMould, outboard, spiral, testPanel } from './objects-marine';
import { boatHull, hullStand } from './objects-frp';
import { figure, type FigureStyle } from './objects-people';
import {
  bucket,
  handAt,
  probeThermometer,
  respirator,
  roller,
  stopwatch,
  workLamp,
} from './objects-props';
import { clouds, palm, shed, sky } from './objects-structure';
import { outdoors, room, world } from './scene-rooms';
import type { World } from './scene-kit';
import { ellipse, group, line, path, rect } from './svg';

const LAMINATOR: FigureStyle = {
  skin: '#7f4f32',
  outfit: 'coverall',
  cloth: '#2e4a6b',
  hair: '#120c08',
};

export const ENGINEER: FigureStyle = {
  skin: '#b97a56',
  outfit: 'vest',
  cloth: '#e8edf2',
  hardHat: '#f4f4f0',
  glasses: true,
};

/** Sea, sand and palms behind a Sri Lankan or Kerala beach or harbour, horizon at y. */
function coast(w: number, h: number, horizon: number, seed: number): string {
  return [
    sky(w, horizon, ['#3f87c9', '#8fc0e2', '#e3eff0']),
    clouds(w, horizon * 0.35, '#ffffff', seed, 6, 0.8),
    rect(0, horizon - 4, w, h * 0.1, verticalPaint('coast-sea', ['#2f86a8', '#4aa3b8'])),
    ...Array.from({ length: 10 }, (_, i) =>
      line(
        i * (w / 10) + 20,
        horizon + 12 + (i % 3) * 14,
        i * (w / 10) + 90,
        horizon + 12 + (i % 3) * 14,
        alpha('#fff', 0.4),
        3,
      ),
    ),
  ].join('');
}

/** A worker in a respirator spraying white gelcoat into a waxed mould, lit by a work lamp. */
export function gelcoatSpray(): World {
  return world(1600, 900, () => {
    const worker: FigureStyle = {
      ...LAMINATOR,
      cloth: '#dfe4e8',
      hair: undefined,
      hardHat: undefined,
      pose: 'spray',
      facing: -1,
    };
    const [gx, gy] = [1000 - 0.2 * 560 - 40, 660 - 0.72 * 560];
    return [
      room(1600, 900, 640, {
        wall: '#4d5860',
        door: { x: 80, w: 360, h: 420, outside: 'palms' },
        lamps: 3,
      }),
      workLamp(1420, 640, 330, -1),
      lightPool(1100, 560, 520, 240, '#fff1cf', 0.25),
      figure(1000, 660, 560, worker),
      respirator(1000, 660, 560, -1),
      hullMould(140, 860, 1260, { open: 1.3, lining: { kind: 'gelcoat', extent: 0.5 } }),
      // The spray fan: a widening cone of white mist from the gun into the mould.
      path(
        `M${gx} ${gy}L${gx - 330} ${gy + 60}L${gx - 250} ${gy + 200}Z`,
        verticalPaint('spray-fan', [alpha('#ffffff', 0.75), alpha('#ffffff', 0.25)]),
        {
          filter: blur(10),
        },
      ),
      glow(gx - 270, gy + 130, 140, '#ffffff', 0.45),
      glow(1380, 290, 220, '#fff4d0', 0.35),
    ].join('');
  });
}

/** A crew rolling out glass mat inside a hull mould; one checks the resin with a probe. */
export function laminatingCrew(): World {
  return world(1200, 900, () => {
    const rollerA: FigureStyle = {
      ...LAMINATOR,
      arms: {
        left: [
          [-0.04, 0.62],
          [0.2, 0.52],
        ],
        right: [
          [0.22, 0.62],
          [0.3, 0.5],
        ],
      },
    };
    const rollerB: FigureStyle = {
      ...LAMINATOR,
      skin: '#a56a46',
      cloth: '#3b5f82',
      hair: '#1a120c',
      facing: -1,
      arms: rollerA.arms,
    };
    const checker: FigureStyle = {
      ...LAMINATOR,
      skin: '#8d5a3b',
      cloth: '#5b7fa6',
      hardHat: '#f2c12e',
      facing: -1,
      arms: {
        left: [
          [-0.12, 0.6],
          [-0.02, 0.5],
        ],
        right: [
          [0.2, 0.6],
          [0.3, 0.52],
        ],
      },
    };
    const [ax, ay] = handAt(420, 560, 460, [0.3, 0.5]);
    const [bx, by] = handAt(760, 560, 460, [0.3, 0.5], -1);
    const [px, py] = handAt(1040, 860, 520, [0.3, 0.52], -1);
    return [
      room(1200, 900, 560, { wall: '#56616a', lamps: 2, windows: true }),
      figure(420, 560, 460, rollerA),
      respirator(420, 560, 460),
      figure(760, 560, 460, rollerB),
      respirator(760, 560, 460, -1),
      hullMould(40, 900, 980, { open: 1.4, lining: { kind: 'mat', extent: 0.78 } }),
      roller(ax, ay, ax + 60, ay + 150, 70),
      roller(bx, by, bx - 50, by + 160, 70),
      bucket(880, 880, 110, 120, '#e8e4da', '#c98a2a'),
      figure(1040, 860, 520, checker),
      probeThermometer(px, py, 880, 780, 60),
    ].join('');
  });
}

/** An application engineer with a cup of catalysed resin and a stopwatch beside a laminator. */
export function mouldPair(): World {
  return world(1600, 800, () => {
    const engineer: FigureStyle = {
      ...ENGINEER,
      facing: -1,
      arms: {
        left: [
          [-0.14, 0.62],
          [-0.06, 0.7],
        ],
        right: [
          [0.2, 0.62],
          [0.2, 0.74],
        ],
      },
    };
    const laminator: FigureStyle = {
      ...LAMINATOR,
      skin: '#9a6444',
      hair: '#1a120c',
      facing: 1,
      arms: {
        left: [
          [-0.15, 0.62],
          [-0.14, 0.46],
        ],
        right: [
          [0.16, 0.6],
          [0.1, 0.68],
        ],
      },
    };
    const [cx, cy] = handAt(1180, 820, 640, [0.2, 0.74], -1);
    const [sx, sy] = handAt(1180, 820, 640, [-0.06, 0.7], -1);
    return [
      room(1600, 800, 560, {
        wall: '#5a656d',
        door: { x: 1250, w: 300, h: 380, outside: 'palms' },
        lamps: 3,
      }),
      hullMould(60, 800, 980, { open: 0.9, lining: { kind: 'gelcoat', extent: 1.05 } }),
      figure(930, 820, 620, laminator),
      roller(...handAt(930, 820, 620, [-0.14, 0.46]), 870, 700, 60),
      figure(1180, 820, 640, engineer),
      bucket(cx, cy + 30, 46, 56, '#f4f3ee', '#d08a1e'),
      stopwatch(sx, sy - 8, 22),
    ].join('');
  });
}

/** A hull under a green vacuum bag, spiral feed lines across it, the resin front half way. */
export function infusionHull(): World {
  return world(1600, 900, () => {
    const tech: FigureStyle = {
      ...LAMINATOR,
      skin: '#6e4128',
      cloth: '#dfe4e8',
      hardHat: '#f4f4f0',
      pose: 'clipboard',
      facing: -1,
    };
    return [
      room(1600, 900, 600, {
        wall: '#5d6870',
        door: { x: 100, w: 420, h: 400, outside: 'palms' },
        lamps: 3,
      }),
      figure(1420, 720, 420, tech),
      hullMould(90, 880, 1300, {
        open: 1.5,
        tooling: '#3a3f45',
        lining: { kind: 'bag', front: 0.5 },
      }),
      // Vacuum line to the pump, resin feed from a bucket.
      path('M1330 470C1420 520 1450 700 1480 820', 'none', {
        stroke: '#e8ebec',
        'stroke-width': 14,
      }),
      rect(1430, 780, 140, 90, verticalPaint('pump', ['#3d6f9c', '#24486a']), { rx: 10 }),
      ellipse(1470, 800, 20, 20, '#dfe4e8'),
      bucket(230, 880, 120, 130, '#e8e4da', '#d08a1e'),
      spiral(230, 760, 300, 520, 14),
    ].join('');
  });
}

/** Lentil-sized blisters below the waterline of a fishing boat hauled out on a slipway. */
export function slipwayBlisters(): World {
  return world(1200, 900, () => {
    const hull = 'M-40 250C300 230 800 215 1260 190V640C900 760 400 800 -40 790Z';
    return [
      coast(1200, 900, 300, 7),
      rect(0, 340, 1200, 560, verticalPaint('slip', ['#b8b2a2', '#8f8a7c'])),
      texture(0, 340, 1200, 560, 0.25, 0.5, 9),
      ...[420, 760].map((x) =>
        path(`M${x} 900L${x + 60} 340`, 'none', { stroke: '#6d5a45', 'stroke-width': 22 }),
      ),
      softShadow(600, 820, 640, 50, 0.6),
      path(hull, verticalPaint('blister-hull', ['#f6f6f2', '#ecebe4', '#cfcfc8'])),
      path('M-40 330C300 312 800 296 1260 268', 'none', { stroke: '#1f5fa8', 'stroke-width': 26 }),
      path('M-40 380C300 366 800 350 1260 324', 'none', {
        stroke: alpha('#8a6f3a', 0.25),
        'stroke-width': 40,
        filter: blur(10),
      }),
      blisters(20, 400, 1160, 330, 16, 260, 5),
      path('M0 260C300 242 800 228 1200 204', 'none', {
        stroke: alpha('#fff', 0.6),
        'stroke-width': 6,
      }),
      rect(150, 780, 140, 120, verticalPaint('block', ['#7a5c3a', '#5e4730'])),
      rect(880, 740, 140, 160, verticalPaint('block', ['#7a5c3a', '#5e4730'])),
    ].join('');
  });
}

/** A white fishing-boat hull with a fresh waterline on a trailer in Beruwala harbour. */
export function hullOnTrailer(): World {
  return world(1200, 900, () =>
    [
      coast(1200, 900, 400, 13),
      rect(0, 380, 1200, 40, '#8c8a82'),
      boatHull(760, 420, 300, {
        hull: '#f2f2ee',
        stripe: '#1f5fa8',
        bottom: '#2b5d8a',
        cabin: true,
      }),
      boatHull(60, 410, 260, { hull: '#eef0ec', stripe: '#c0392b', bottom: '#b03a2e' }),
      haze(1200, 900, '#e3ecef', 0.12),
      rect(0, 470, 1200, 430, verticalPaint('harbour-apron', ['#b3ad9f', '#928d80'])),
      texture(0, 470, 1200, 430, 0.22, 0.5, 15),
      boatTrailer(170, 800, 760),
      boatHull(120, 700, 900, { hull: '#f6f6f2', stripe: '#1f5fa8', bottom: '#1d4f8c' }),
      figure(1080, 860, 330, {
        skin: '#6e4128',
        outfit: 'shirt',
        cloth: '#e9e4d6',
        hair: '#140e0a',
        pose: 'point',
        facing: -1,
      }),
    ].join(''),
  );
}

/** A row of white one-day fishing boats with blue sheer stripes on the beach, outboards up. */
export function beachRow(): World {
  return world(1600, 900, () => {
    const boats: [number, number, number][] = [
      [860, 470, 380],
      [620, 540, 470],
      [330, 630, 600],
      [30, 760, 760],
    ];
    const parts = [
      coast(1600, 900, 400, 71),
      rect(0, 450, 1600, 450, verticalPaint('beach-sand', ['#e6d6ad', '#d2bf8f', '#c1ab78'])),
      texture(0, 450, 1600, 450, 0.25, 0.6, 71),
      palm(1500, 520, 460, '#3f7a3c', -0.35),
      palm(1330, 470, 360, '#4a8043', 0.2),
    ];
    for (const [x, y, L] of boats) {
      parts.push(
        boatHull(x, y, L, { hull: '#f4f4f0', stripe: '#1f5fa8' }),
        outboard(x + L * 0.01, y - L * 0.2, L * 0.2),
      );
    }
    return parts.join('');
  });
}

/** An application engineer and a boatyard foreman with a test panel in a boat shed's doorway. */
export function shedDoorway(): World {
  return world(1200, 900, () => {
    const holding: FigureStyle = {
      ...ENGINEER,
      facing: 1,
      arms: {
        left: [
          [-0.1, 0.62],
          [0.04, 0.66],
        ],
        right: [
          [0.16, 0.62],
          [0.18, 0.68],
        ],
      },
    };
    const foreman: FigureStyle = {
      skin: '#7a4a30',
      outfit: 'shirt',
      cloth: '#d9d2bf',
      hair: '#2a2a2a',
      facing: -1,
      pose: 'stand',
    };
    const [px, py] = handAt(500, 860, 560, [0.1, 0.7]);
    return [
      outdoors(1200, 900, 360, 3, { ground: '#b9ac8a' }),
      shed(-60, 700, 1320, 620, 0, { cladding: '#e6e3da', roof: '#b5553c', doors: 0 }),
      // The open doorway: the dark shed with hulls on stands inside.
      rect(200, 220, 800, 480, verticalPaint('shed-dark', ['#2a2f33', '#3b4045'])),
      boatHull(260, 560, 560, { hull: '#d9dad5', stripe: '#1f5fa8' }),
      hullStand(420, 580, 50),
      hullStand(640, 580, 50),
      haze(1200, 900, '#1c2126', 0),
      rect(200, 220, 800, 480, alpha('#1a1f24', 0.35)),
      rect(0, 700, 1200, 200, verticalPaint('apron', ['#a9a08a', '#8c846f'])),
      lightPool(600, 760, 520, 90, '#fff1cf', 0.3),
      figure(500, 860, 560, holding),
      figure(760, 860, 560, foreman),
      group(testPanel(px - 40, py - 60, 110, 80, '#f2f2ec')),
    ].join('');
  });
}
