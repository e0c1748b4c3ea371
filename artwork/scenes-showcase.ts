// Service cards, portfolio panels, news pictures and the group companies' photos that need a
// world of their own: technical service at a customer's mould, dispatch with drum, IBC and
// tanker, export at the port, a training session, an FRP tank and pipe yard, a boatyard, quartz
// slabs, PET bales beside an R-PET drum, an FRP product display and boats on a beach. Worlds
// are 1200 by 800, so they frame well at 3:2, 4:3 and 16:10.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  blur,
  facePaint,
  haze,
  shade,
  softShadow,
  texture,
  textureFilter,
  verticalPaint,
} from './materials';
import {
  boatHull,
  corrugatedStack,
  frpPipe,
  frpTank,
  hullStand,
  pultrudedProfile,
  slab,
} from './objects-frp';
import { figure, type FigureStyle } from './objects-people';
import { bayLamp, clouds, palm, ridge, shed, sky, tree } from './objects-structure';
import { container, portCrane, roadTanker } from './objects-transport';
import { drum, ibc } from './objects-containers';
import type { World } from './scene-kit';
import { el, group, line, path, rect, seededRandom } from './svg';

const W = 1200;
const H = 800;

function world(draw: () => string): World {
  return { width: W, height: H, draw };
}

/** A factory interior: wall, lamps and a concrete floor from floorY. */
function interior(floorY: number, wall = '#56616a'): string {
  return [
    rect(0, 0, W, H, verticalPaint(`int-${wall}`, [shade(wall, -0.35), wall, shade(wall, 0.12)])),
    ...[250, 600, 950].map((x) => bayLamp(x, 70, 30)),
    rect(0, floorY, W, H - floorY, verticalPaint('int-floor', ['#8a8c85', '#6a6c65'])),
    texture(0, floorY, W, H - floorY, 0.22, 0.5, 14),
  ].join('');
}

/** An outdoor yard under a clear sky, ground from horizon. */
function yard(horizon: number, seed: number, ground = '#a39e90'): string {
  return [
    sky(W, horizon, ['#5f9fd6', '#a9cde8', '#e6f0f1']),
    clouds(W, 140, '#ffffff', seed, 6, 0.7),
    ridge(W, horizon - 20, 36, '#9db3b0', seed + 1, horizon + 10),
    rect(
      0,
      horizon,
      W,
      H - horizon,
      verticalPaint(`yard-${ground}`, [shade(ground, 0.1), ground, shade(ground, -0.15)]),
    ),
    texture(0, horizon, W, H - horizon, 0.25, 0.45, seed + 2),
  ].join('');
}

const ENGINEER: FigureStyle = {
  skin: '#b97a56',
  outfit: 'vest',
  cloth: '#e8edf2',
  hardHat: '#f4f4f0',
  glasses: true,
  pose: 'tablet',
};

/** An engineer in a hard hat checking a laminate on a customer's boat-hull mould. */
export function technicalService(): World {
  return world(() =>
    [
      interior(560),
      // The mould: a long hull plug with a fresh laminate, on a steel frame.
      rect(120, 470, 760, 90, facePaint('#3e464d', 0.1, -0.25)),
      path(
        'M100 470C120 330 300 250 560 245C760 250 880 330 900 470Z',
        verticalPaint('mould-shell', ['#d86a2e', '#a4481b']),
      ),
      path(
        'M150 462C175 350 320 290 560 285C730 290 830 350 850 462Z',
        verticalPaint('laminate', ['#e3c07a', '#c8963c']),
      ),
      path('M150 462C175 350 320 290 560 285C730 290 830 350 850 462Z', '#808080', {
        filter: textureFilter(0.08, 3),
        opacity: 0.35,
        style: 'mix-blend-mode:overlay',
      }),
      path('M220 420C260 340 380 305 560 300', 'none', {
        stroke: alpha('#fff', 0.45),
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      figure(930, 780, 470, { ...ENGINEER, facing: -1 }),
      figure(300, 640, 300, {
        skin: '#7f4f32',
        outfit: 'coverall',
        cloth: '#2e4a6b',
        hardHat: '#f2c12e',
        pose: 'stand',
        facing: 1,
      }),
    ].join(''),
  );
}

/** A 220 kg drum, an IBC and a road tanker ready for dispatch. */
export function dispatchReady(): World {
  return world(() =>
    [
      yard(460, 21),
      shed(-40, 470, 560, 260, 140, { sign: 'DISPATCH', doors: 2 }),
      haze(W, H, '#e6eef1', 0.1),
      roadTanker(430, 560, 190),
      ibc(560, 700, 230, { turn: -0.7 }),
      drum(300, 720, 150, { label: { grade: 'ISO' } }),
      drum(160, 700, 140, {}),
      figure(1060, 760, 300, {
        skin: '#8d5a3b',
        outfit: 'vest',
        cloth: '#3b5f82',
        hardHat: '#f4f4f0',
        pose: 'clipboard',
        facing: -1,
      }),
    ].join(''),
  );
}

/** A container of resin drums on the quay, doors open, with a gantry crane and a ship behind. */
export function portExport(): World {
  return world(() => {
    const parts = [
      sky(W, 500, ['#5b95cc', '#a8cbe3', '#eef2ee']),
      clouds(W, 150, '#ffffff', 33, 6, 0.7),
    ];
    parts.push(
      rect(0, 440, W, 70, verticalPaint('harbour', ['#3b7c9c', '#2d6480'])),
      // A container ship beyond the quay.
      path(
        polygon([
          [520, 470],
          [1180, 470],
          [1150, 510],
          [560, 510],
        ]),
        facePaint('#2f3c4a', 0.1, -0.2),
      ),
      ...Array.from({ length: 12 }, (_, i) =>
        rect(
          600 + i * 45,
          430 - (i % 3) * 22,
          42,
          40 + (i % 3) * 22,
          ['#b23a2b', '#2f6fa8', '#d9a230', '#3f7d5b'][i % 4] ?? '#888',
        ),
      ),
      rect(1080, 380, 60, 90, facePaint('#e8ecee', 0.1, -0.2)),
      haze(W, H, '#e3ecef', 0.18),
      portCrane(260, 520, 330, '#c9542b'),
      portCrane(820, 520, 260, '#c9542b'),
      rect(0, 510, W, H - 510, verticalPaint('quay', ['#a6a398', '#86837a'])),
      texture(0, 510, W, H - 510, 0.3, 0.45, 19),
      rect(0, 506, W, 8, '#e1b12b'),
    );
    // The container with its doors open on the drums inside.
    parts.push(container(140, 740, 640, '#1f5fa8', 'KLPU 220418 6', 1));
    const doorX = 140 + 640;
    parts.push(
      path(
        polygon([
          [doorX - 4, 740],
          [doorX - 4, 740 - 269],
          [doorX + 141, 740 - 346],
          [doorX + 141, 740 - 77],
        ]),
        '#10161d',
      ),
    );
    for (let row = 0; row < 3; row += 1) {
      for (let col = 0; col < 2; col += 1) {
        parts.push(
          drum(doorX + 30 + col * 55 + row * 18, 720 - row * 80 - col * 25, 50, {
            view: 0.15,
            shadow: false,
          }),
        );
      }
    }
    parts.push(
      figure(1050, 780, 300, {
        skin: '#a56a46',
        outfit: 'vest',
        cloth: '#34495e',
        hardHat: '#f2c12e',
        pose: 'point',
        facing: -1,
      }),
    );
    return parts.join('');
  });
}

/** A trainer at a gel-time chart, fabricators watching from their seats. */
export function trainingSession(): World {
  return world(() => {
    const parts = [
      rect(0, 0, W, H, verticalPaint('class-wall', ['#e4e1d8', '#cfcabd'])),
      rect(0, 600, W, 200, verticalPaint('class-floor', ['#9a8a72', '#7d6e58'])),
    ];
    // The screen with the gel-time (exotherm) curve.
    const sx = 300;
    const sy = 90;
    const sw = 560;
    const sh = 330;
    const curve = Array.from({ length: 40 }, (_, i) => {
      const t = i / 39;
      const temp = 0.12 + 0.75 * Math.exp(-(((t - 0.55) / 0.14) ** 2)) + 0.06 * t;
      return `${sx + 60 + t * (sw - 100)} ${sy + sh - 50 - temp * (sh - 110)}`;
    }).join('L');
    parts.push(
      rect(sx + 12, sy + 14, sw, sh, alpha('#000', 0.25), { filter: blur(8) }),
      rect(sx, sy, sw, sh, '#fbfbf8', { stroke: '#9aa1a6', 'stroke-width': 6 }),
      line(sx + 60, sy + sh - 50, sx + sw - 30, sy + sh - 50, '#4a535b', 3),
      line(sx + 60, sy + sh - 50, sx + 60, sy + 40, '#4a535b', 3),
      path(`M${curve}`, 'none', {
        stroke: '#c0392b',
        'stroke-width': 6,
        'stroke-linejoin': 'round',
      }),
      line(
        sx + 60 + 0.42 * (sw - 100),
        sy + 50,
        sx + 60 + 0.42 * (sw - 100),
        sy + sh - 50,
        alpha('#2f6fd1', 0.8),
        3,
      ),
      lettering(sx + 70, sy + 34, 'GEL TIME AND PEAK EXOTHERM', 18, '#0b5d3b'),
      lettering(sx + sw - 40, sy + sh - 22, 'MINUTES', 14, '#4a535b', { anchor: 'end' }),
      lettering(sx + 60 + 0.42 * (sw - 100) + 8, sy + 74, 'GEL', 14, '#2f6fd1'),
      lettering(sx + 60 + 0.55 * (sw - 100) + 8, sy + 62, 'PEAK 168 C', 14, '#c0392b'),
    );
    parts.push(
      figure(970, 690, 520, {
        skin: '#b97a56',
        outfit: 'shirt',
        cloth: '#0b5d3b',
        hair: '#3a3a3a',
        glasses: true,
        pose: 'point',
        facing: -1,
      }),
    );
    // Trainees seen from behind, in a row of seats.
    const trainees: FigureStyle[] = [
      { skin: '#8d5a3b', outfit: 'coverall', cloth: '#2e4a6b', hair: '#1a120c', back: true },
      {
        skin: '#c68a62',
        outfit: 'shirt',
        cloth: '#9b4a3a',
        hair: '#2b1b12',
        back: true,
        longHair: true,
      },
      { skin: '#7f4f32', outfit: 'shirt', cloth: '#5b7fa6', hair: '#120c08', back: true },
      { skin: '#a56a46', outfit: 'vest', cloth: '#3b5f82', hair: '#1a120c', back: true },
    ];
    trainees.forEach((style, i) => {
      parts.push(rect(80 + i * 250, 700, 200, 100, facePaint('#2f3a44', 0.1, -0.2), { rx: 10 }));
      parts.push(figure(180 + i * 250, 1080, 560, style));
    });
    return parts.join('');
  });
}

/** FRP water storage tanks and filament-wound pipes in a fabrication yard. */
export function tankYard(): World {
  return world(() =>
    [
      yard(430, 41),
      shed(600, 440, 620, 220, 120, { sign: 'FRP FABRICATION', doors: 2, turn: -1 }),
      haze(W, H, '#e6eef1', 0.1),
      frpTank(140, 600, 200, 260, '#d8c27a'),
      frpTank(400, 620, 240, 300, '#cdb56b'),
      frpTank(660, 590, 170, 220, '#8fb3c9'),
      frpPipe(420, 700, 620, 90, '#c9a24a'),
      frpPipe(470, 760, 600, 80, '#d7b35e'),
      frpPipe(560, 640, 520, 70, '#bf9a45'),
    ].join(''),
  );
}

/** Fibreglass fishing-boat hulls on stands in a boatyard. */
export function boatyard(): World {
  return world(() =>
    [
      yard(420, 51, '#cbbd97'),
      shed(560, 430, 700, 240, 120, {
        cladding: '#ecebe4',
        roof: '#b5553c',
        sign: 'BOATYARD',
        doors: 2,
        turn: -1,
      }),
      palm(80, 470, 330, '#3f7a3c', 0.3),
      haze(W, H, '#eef2ec', 0.1),
      boatHull(560, 520, 520, { hull: '#f3f4f1', stripe: '#1f5fa8' }),
      hullStand(700, 540, 60),
      hullStand(920, 540, 60),
      boatHull(60, 690, 700, { hull: '#f6f6f2', stripe: '#c0392b', cabin: true }),
      hullStand(240, 720, 80),
      hullStand(540, 720, 80),
      figure(920, 780, 280, {
        skin: '#7f4f32',
        outfit: 'coverall',
        cloth: '#dfe4e8',
        hair: '#120c08',
        pose: 'spray',
        facing: -1,
      }),
    ].join(''),
  );
}

/** Polished quartz slabs on an A-frame rack and a solid-surface vanity top. */
export function slabShowroom(): World {
  return world(() => {
    const parts = [
      rect(0, 0, W, H, verticalPaint('slab-wall', ['#d9d6cf', '#c4c0b7'])),
      rect(0, 640, W, 160, verticalPaint('slab-floor', ['#8b8a86', '#6f6e6a'])),
      texture(0, 640, W, 160, 0.2, 0.5, 3),
    ];
    const slabs: [number, string, { veins?: string; speckles?: string[]; seed: number }][] = [
      [80, '#f1efea', { veins: '#8a8f98', seed: 4 }],
      [230, '#d9d6d0', { speckles: ['#8c8984', '#f7f6f2', '#5e5b57'], seed: 9 }],
      [380, '#2f3236', { speckles: ['#d9d6d0', '#7d7f82', '#b8a27a'], seed: 12 }],
      [530, '#e9e2d4', { veins: '#b49a6c', seed: 17 }],
    ];
    for (const [x, base, finish] of slabs) {
      parts.push(softShadow(x + 200, 650, 220, 16, 0.5));
      parts.push(
        slab(
          [
            [x, 650],
            [x + 330, 650],
            [x + 370, 120],
            [x + 40, 120],
          ],
          base,
          finish,
          14,
        ),
      );
    }
    // The vanity top in the foreground.
    parts.push(
      path(
        polygon([
          [640, 700],
          [1200, 700],
          [1200, 600],
          [700, 600],
        ]),
        verticalPaint('vanity', ['#fbfbf9', '#ecece8']),
      ),
      rect(640, 700, 560, 34, facePaint('#f2f2ef', 0.05, -0.15)),
      el('ellipse', {
        cx: 920,
        cy: 650,
        rx: 150,
        ry: 28,
        fill: verticalPaint('vanity-bowl', ['#c9d0d4', '#f4f6f6']),
      }),
      rect(660, 734, 540, 66, facePaint('#6d5a44', 0.1, -0.25)),
    );
    return parts.join('');
  });
}

/** Bales of crushed PET bottles beside a drum of recycled PET resin. */
export function petBales(): World {
  return world(() => {
    const parts = [interior(560, '#5d6b6a')];
    const bale = (x: number, y: number, w: number, h: number, seed: number) => {
      const random = seededRandom(seed);
      const d = w * 0.35;
      const out = [
        softShadow(x + w / 2 + d / 2, y, w * 0.7, 20, 0.55),
        path(
          polygon([
            [x + w, y],
            [x + w + d, y - d * 0.6],
            [x + w + d, y - h - d * 0.6],
            [x + w, y - h],
          ]),
          facePaint('#6f9fbf', 0, -0.2),
        ),
        path(
          polygon([
            [x, y - h],
            [x + w, y - h],
            [x + w + d, y - h - d * 0.6],
            [x + d, y - h - d * 0.6],
          ]),
          facePaint('#bcd8e8', 0.1, -0.1),
        ),
        rect(x, y - h, w, h, facePaint('#93bdd6', 0.1, -0.15)),
      ];
      for (let i = 0; i < 160; i += 1) {
        const bx = x + random() * w;
        const by = y - random() * h;
        const colour =
          ['#e8f2f7', '#5fa0cf', '#7fbf7f', '#dfe9ee', '#2f6fa8'][Math.floor(random() * 5)] ??
          '#eee';
        out.push(
          el('ellipse', {
            cx: bx,
            cy: by,
            rx: 6 + random() * 10,
            ry: 3 + random() * 5,
            fill: colour,
            opacity: 0.55,
            transform: `rotate(${Math.round(random() * 180)} ${Math.round(bx)} ${Math.round(by)})`,
          }),
        );
      }
      for (const f of [0.25, 0.75]) out.push(rect(x + w * f, y - h, 6, h, '#2c3136'));
      for (const f of [0.3, 0.7]) out.push(rect(x, y - h * f, w, 5, '#2c3136'));
      return group(out.join(''));
    };
    parts.push(
      bale(60, 620, 300, 240, 3),
      bale(120, 380, 260, 200, 5),
      bale(420, 680, 320, 260, 8),
    );
    parts.push(drum(930, 740, 230, { label: { grade: 'R-PET' } }));
    return parts.join('');
  });
}

/** FRP products made with the resins, set out in a yard: tank, pipes, sheets, hull, profiles. */
export function frpDisplay(): World {
  return world(() =>
    [
      yard(420, 61),
      tree(1100, 440, 240, '#5e8a55', 3),
      tree(980, 440, 200, '#6a955e', 8),
      haze(W, H, '#e6eef1', 0.08),
      frpTank(160, 600, 200, 250, '#d8c27a'),
      boatHull(330, 560, 520, { hull: '#f3f4f1', stripe: '#0b5d3b' }),
      hullStand(480, 575, 50),
      hullStand(720, 575, 50),
      corrugatedStack(880, 640, 260, 160, 7, '#a9d1c6'),
      frpPipe(60, 720, 520, 90, '#c9a24a'),
      pultrudedProfile(640, 650, 70, 260, -90, 'i-beam', '#e2b93b'),
      pultrudedProfile(720, 700, 60, 260, -90, 'channel', '#d9a441'),
    ].join(''),
  );
}

/** FRP fishing boats drawn up on a beach, sea and palms behind. */
export function boatBeach(): World {
  return world(() =>
    [
      sky(W, 400, ['#3f87c9', '#8fc0e2', '#e3eff0']),
      clouds(W, 120, '#ffffff', 71, 6, 0.8),
      rect(0, 380, W, 90, verticalPaint('beach-sea', ['#2f86a8', '#4aa3b8'])),
      ...Array.from({ length: 12 }, (_, i) =>
        line(
          40 + i * 100,
          400 + (i % 4) * 16,
          100 + i * 100,
          400 + (i % 4) * 16,
          alpha('#fff', 0.4),
          3,
        ),
      ),
      rect(0, 460, W, 340, verticalPaint('sand', ['#e6d6ad', '#d2bf8f', '#c1ab78'])),
      texture(0, 460, W, 340, 0.25, 0.6, 71),
      palm(1120, 520, 420, '#3f7a3c', -0.4),
      palm(60, 500, 380, '#3f7a3c', 0.35),
      boatHull(520, 520, 520, { hull: '#f4f4f0', stripe: '#1f5fa8', bottom: '#c0392b' }),
      boatHull(120, 620, 600, {
        hull: '#f2f3ef',
        stripe: '#e0a21b',
        bottom: '#2b5d8a',
        cabin: true,
      }),
      boatHull(560, 760, 560, { hull: '#f6f6f2', stripe: '#0b5d3b', bottom: '#2b5d8a' }),
    ].join(''),
  );
}
