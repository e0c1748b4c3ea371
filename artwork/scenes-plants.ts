// The plants as the About and alternate home pages show them: the Biyagama factory with its two
// reactor towers behind the boundary wall and palms, the Satara plant from the air, the first
// reactor in an archive photograph, and the new Biyagama reactor from its charging platform.
import { Box, polygon } from './forms';
import { lettering } from './lettering';
import { alpha, blur, facePaint, gradeFilter, haze, texture, verticalPaint } from './materials';
import { drum } from './objects-containers';
import { reactor, storageTank } from './objects-process';
import { figure } from './objects-people';
import {
  SAFETY_YELLOW,
  clouds,
  column,
  palm,
  pipe,
  platformEdge,
  ridge,
  sky,
  tree,
} from './objects-structure';
import { flatbedLorry } from './objects-transport';
import { room, world } from './scene-rooms';
import type { World } from './scene-kit';
import { circle, el, group, line, path, rect, seededRandom } from './svg';

/** An open steel tower with a reactor standing in it, its top above the roof line. */
function reactorTower(cx: number, y: number, w: number, h: number, seed: number): string {
  const parts = [
    reactor(cx, y - h * 0.35, w * 0.62, h * 0.62, {
      seed,
      view: 0.15,
      tag: seed === 1 ? 'R-201' : 'R-202',
    }),
  ];
  for (const f of [-0.5, 0.5]) parts.push(column(cx + f * w, y - h, y, w * 0.05, '#5d7a6b'));
  for (const ly of [0.35, 0.7, 1]) {
    parts.push(
      rect(cx - w * 0.55, y - h * ly, w * 1.1, h * 0.02, '#3e4a52'),
      rect(cx - w * 0.55, y - h * ly - h * 0.05, w * 1.1, h * 0.008, SAFETY_YELLOW),
    );
  }
  return group(parts.join(''));
}

/** The Biyagama plant: white factory, two reactor towers, lab wing, boundary wall and palms. */
export function biyagamaPlant(lorry: boolean): World {
  return world(1600, 900, () => {
    const horizon = 560;
    const random = seededRandom(5);
    const parts = [
      sky(1600, horizon, ['#3f87c9', '#86b9df', '#d4e6ee', '#eef3ee']),
      clouds(1600, 170, '#ffffff', 12, 8, 0.75),
      ridge(1600, horizon - 30, 40, '#7fa28a', 13, horizon + 10),
    ];
    for (let i = 0; i < 12; i += 1)
      parts.push(tree(random() * 1600, horizon, 110 + random() * 70, '#4f7f4a', 20 + i));
    parts.push(haze(1600, 900, '#e7f0ec', 0.14));
    // Two reactor towers rising behind the factory.
    parts.push(reactorTower(640, 620, 200, 500, 1), reactorTower(900, 620, 200, 520, 2));
    // The white factory building and the smaller lab wing.
    const factory = new Box(180, 660, 900, 240, 160, -70);
    parts.push(
      factory.draw(facePaint('#f3f2ec', 0.05, -0.12), facePaint('#c9c7bf', 0.05, -0.1), '#b5553c'),
    );
    parts.push(rect(220, 480, 820, 40, '#a9c4d6'), rect(460, 440, 340, 30, '#0b5d3b'));
    parts.push(lettering(630, 462, 'KALPA RESINS LANKA', 18, '#fff', { anchor: 'middle' }));
    const lab = new Box(1160, 660, 300, 150, 60, -30);
    parts.push(
      lab.draw(facePaint('#f6f5f0', 0.05, -0.12), facePaint('#cfcdc5', 0.05, -0.1), '#9aa4ab'),
    );
    parts.push(...[0, 1, 2, 3].map((i) => rect(1185 + i * 70, 560, 50, 44, '#a9c4d6')));
    // The boundary wall with its gate, and the ground in front.
    parts.push(
      rect(0, 660, 1600, 240, verticalPaint('by-ground', ['#9a968c', '#7f7b72'])),
      texture(0, 660, 1600, 240, 0.25, 0.4, 8),
      rect(0, 640, 1080, 80, facePaint('#f1f0ea', 0.05, -0.15)),
      rect(1300, 640, 300, 80, facePaint('#f1f0ea', 0.05, -0.15)),
      rect(1060, 600, 30, 120, '#e1ded5'),
      rect(1290, 600, 30, 120, '#e1ded5'),
      rect(0, 636, 1080, 8, '#d9d5c9'),
    );
    for (const [x, s, lean] of [
      [80, 400, 0.3],
      [360, 440, -0.15],
      [1420, 420, -0.3],
      [1560, 380, -0.4],
    ] as const)
      parts.push(palm(x, 730, s, '#3f7a3c', lean));
    if (lorry) parts.push(flatbedLorry(1000, 860, 200, '#2f6fa8', 5));
    return parts.join('');
  });
}

/** The Satara plant from the air: reactor building, tank farm, lab block, dispatch yard, hills. */
export function sataraAerial(): World {
  return world(1200, 900, () => {
    const parts = [
      sky(1200, 200, ['#8fbde3', '#cfe3ef', '#e9efe9']),
      ridge(1200, 190, 70, '#7f9a8a', 3, 260),
      ridge(1200, 230, 40, '#8aa58f', 4, 280),
      rect(0, 250, 1200, 650, verticalPaint('aerial-ground', ['#a9b08f', '#9aa07f'])),
      texture(0, 250, 1200, 650, 0.25, 0.3, 6),
      // The plant's paved plot and roads.
      path(
        polygon([
          [120, 860],
          [1120, 860],
          [980, 330],
          [260, 330],
        ]),
        verticalPaint('aerial-plot', ['#b9b6ad', '#a29f96']),
      ),
      path(
        polygon([
          [560, 860],
          [660, 860],
          [620, 330],
          [580, 330],
        ]),
        '#8c8a84',
      ),
    ];
    // Reactor building with its open structure on top.
    const rb = new Box(300, 560, 240, 110, 80, -60);
    parts.push(
      rb.draw(facePaint('#dfe2e4', 0.05, -0.15), facePaint('#aeb4b8', 0.05, -0.1), '#8f9aa3'),
    );
    for (let i = 0; i < 3; i += 1)
      parts.push(reactor(340 + i * 70, 460, 50, 130, { seed: i + 3, view: 0.35, legs: false }));
    // Tank farm in its bund.
    parts.push(
      path(
        polygon([
          [700, 560],
          [960, 560],
          [920, 400],
          [720, 400],
        ]),
        'none',
        { stroke: '#d2cfc6', 'stroke-width': 10 },
      ),
    );
    for (let i = 0; i < 6; i += 1)
      parts.push(
        storageTank(
          760 + (i % 3) * 70 - Math.floor(i / 3) * 14,
          520 - Math.floor(i / 3) * 70,
          56,
          60,
          { view: 0.5, color: '#eceeea' },
        ),
      );
    // Laboratory block and office.
    const lab = new Box(240, 800, 220, 70, 60, -40);
    parts.push(
      lab.draw(facePaint('#f3f2ec', 0.05, -0.12), facePaint('#c9c7bf', 0.05, -0.1), '#b5553c'),
    );
    parts.push(...[0, 1, 2, 3].map((i) => rect(255 + i * 52, 750, 36, 22, '#a9c4d6')));
    // Dispatch yard: rows of blue drums and a lorry.
    for (let r = 0; r < 3; r += 1)
      for (let i = 0; i < 8; i += 1)
        parts.push(drum(720 + i * 26 + r * 8, 800 - r * 30, 22, { view: 0.5, shadow: false }));
    parts.push(flatbedLorry(920, 840, 70, '#0b5d3b', 3));
    parts.push(haze(1200, 900, '#e6eef0', 0.1));
    return parts.join('');
  });
}

/** An archive-style photograph of the first small reactor and a young engineer in overalls. */
export function firstReactor(): World {
  return world(1600, 900, () => {
    const scene = [
      room(1600, 900, 680, { wall: '#7b7f80', lamps: 2, windows: true, floor: '#8a8a86' }),
      pipe(0, 200, 1600, 200, 24, '#9aa4ab', { flanges: 3 }),
      reactor(760, 760, 330, 620, { seed: 9, tag: 'R-1', view: 0.18 }),
      platformEdge(980, 480, 560, 90),
      figure(1200, 880, 620, {
        skin: '#b07552',
        outfit: 'coverall',
        cloth: '#4a5a6b',
        hair: '#15100c',
        pose: 'clipboard',
        facing: -1,
      }),
      drum(260, 800, 150, { kind: 'steel', color: '#54606b' }),
    ].join('');
    return [
      el(
        'g',
        { filter: gradeFilter([0.62, 0.52, 0.38], [0.16, 0.12, 0.06]) },
        el('g', { filter: 'url(#archive-grey)' }, scene),
      ),
      el('filter', { id: 'archive-grey' }, el('feColorMatrix', { type: 'saturate', values: 0.1 })),
      ...[220, 610, 1330].map((x, i) =>
        line(x, 0, x + 20 - i * 15, 900, alpha('#fff6e0', 0.25), 2),
      ),
      rect(0, 0, 1600, 900, 'none', { stroke: '#f1e9d6', 'stroke-width': 40 }),
    ].join('');
  });
}

/** The new reactor and thinning tank from the charging platform, an operator at a gauge. */
export function chargingPlatform(): World {
  return world(1600, 900, () => {
    const parts = [
      room(1600, 900, 900, { wall: '#d9d3c4', lamps: 3, windows: true }),
      el('g', { filter: blur(3) }, palm(1400, 300, 260, '#4f8a48', -0.2)),
      rect(0, 700, 1600, 200, alpha('#000', 0)),
      // The reactor top and upper shell rising through the platform, the thinning tank behind.
      storageTank(1180, 860, 360, 640, {
        color: '#d4dade',
        finish: 'steel',
        tag: 'TT-201',
        view: 0.3,
      }),
      reactor(620, 1260, 560, 1100, { seed: 4, view: 0.32, tag: 'R-201', legs: false }),
      // A temperature gauge on the reactor's nozzle.
      circle(820, 470, 40, '#f5f4ee', { stroke: '#3b444d', 'stroke-width': 10 }),
      line(820, 470, 842, 448, '#d0312d', 5),
      figure(960, 900, 560, {
        skin: '#7a4a30',
        outfit: 'coverall',
        cloth: '#2e4a6b',
        hardHat: '#1f5fa8',
        facing: -1,
        arms: {
          left: [
            [-0.14, 0.62],
            [-0.12, 0.47],
          ],
          right: [
            [0.22, 0.72],
            [0.26, 0.8],
          ],
        },
      }),
      // The platform: chequer plate, a yellow handrail across the foreground.
      path(
        polygon([
          [0, 760],
          [1600, 760],
          [1600, 900],
          [0, 900],
        ]),
        verticalPaint('chequer', ['#8b9298', '#6a7177']),
      ),
      texture(0, 760, 1600, 140, 0.3, 1.2, 5),
      platformEdge(-20, 860, 1640, 150),
    ];
    return parts.join('');
  });
}
