// Storing and shipping resin: drums in the shade of a tin-roofed store on a hot day, a drum lid
// read with an infrared thermometer, aged resin gelling on a stick, a container of drums lifted
// aboard at Nhava Sheva, the load braced inside a container, drums loaded at the Biyagama gate
// and the Satara dispatch yard with its tanker gantry.
import { polygon } from './forms';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  glow,
  lightShaft,
  pipePaint,
  softShadow,
  texture,
  verticalPaint,
} from './materials';
import { drum, ibc } from './objects-containers';
import { figure } from './objects-people';
import { irThermometer } from './objects-props';
import { column, palm, sky, tree } from './objects-structure';
import { drumPallet, flatbedLorry, forklift, roadTanker } from './objects-transport';
import { outdoors, world } from './scene-rooms';
import type { World } from './scene-kit';
import { circle, el, ellipse, group, line, n, path, rect, seededRandom } from './svg';

const STEEL_DRUM = '#1c5aa6';

/** Drums on pallets in the shade of a ventilated tin-roofed store, the yard bright outside. */
export function shadedStore(): World {
  return world(1600, 900, () => {
    const parts = [
      outdoors(1600, 900, 420, 88, {
        ground: '#d8c7a0',
        skyColors: ['#7fb3e0', '#cfe2ee', '#f4f1e4'],
        hills: '#b9b59c',
        cloudOpacity: 0.3,
      }),
      el(
        'g',
        { filter: blur(3) },
        tree(1300, 440, 220, '#7a8a4a', 4) + tree(1480, 440, 180, '#6f7f44', 9),
      ),
      rect(0, 420, 1600, 480, alpha('#fff4d8', 0.25)),
    ];
    // The store's shade: roof underside, corrugations and ridge ventilators, side wall.
    parts.push(
      path(
        polygon([
          [0, 0],
          [1600, 0],
          [1600, 150],
          [0, 250],
        ]),
        verticalPaint('tin-under', ['#6d7378', '#8d9397']),
      ),
      ...Array.from({ length: 24 }, (_, i) =>
        line(i * 70, 0, i * 70 - 40, 250 - i * 4.2, alpha('#000', 0.2), 6),
      ),
      ...[300, 800, 1300].map((x) => rect(x, 0, 120, 40, '#3f4549')),
      path(
        polygon([
          [0, 250],
          [300, 200],
          [300, 900],
          [0, 900],
        ]),
        facePaint('#7d8388', 0.05, -0.2),
      ),
      ...Array.from({ length: 6 }, (_, i) => rect(40, 300 + i * 26, 200, 10, '#51585d')),
      column(1200, 150, 900, 30, '#6f777c'),
      column(600, 200, 900, 30, '#6f777c'),
      path(
        polygon([
          [300, 620],
          [1600, 560],
          [1600, 900],
          [300, 900],
        ]),
        verticalPaint('store-floor', ['#5f6267', '#484b4f']),
      ),
      texture(300, 560, 1300, 340, 0.2, 0.5, 7),
      lightShaft(
        [
          [1300, 0],
          [1420, 0],
          [1500, 900],
          [1300, 900],
        ],
        '#fff4d0',
        0.18,
      ),
    );
    const rows: [number, number, number][] = [
      [760, 640, 230],
      [420, 720, 280],
      [1080, 780, 300],
      [700, 880, 360],
    ];
    for (const [cx, y, w] of rows)
      parts.push(drumPallet(cx, y, w, { color: STEEL_DRUM, kind: 'steel' }));
    parts.push(rect(300, 0, 1300, 900, alpha('#1d2a3a', 0.16)));
    return parts.join('');
  });
}

/** An infrared thermometer aimed at the lid of a drum in full sun, reading 58 °C. */
export function drumLidReading(): World {
  return world(1200, 900, () => {
    const [gx, gy] = [930, 300];
    return [
      sky(1200, 520, ['#3f87c9', '#8fc0e2', '#e9f1f2']),
      rect(0, 500, 1200, 400, verticalPaint('hot-yard', ['#e3d3ab', '#c9b689'])),
      texture(0, 500, 1200, 400, 0.25, 0.5, 3),
      glow(150, 80, 220, '#fff6d6', 0.9),
      softShadow(700, 860, 420, 40, 0.7),
      drum(520, 880, 520, { color: STEEL_DRUM, kind: 'steel', view: 0.32 }),
      ellipse(430, 150, 120, 30, alpha('#ffffff', 0.35)),
      // The dotted aiming beam from the gun to the lid.
      path(`M${gx - 60} ${gy + 20}L600 160`, 'none', {
        stroke: alpha('#ff3b30', 0.8),
        'stroke-width': 4,
        'stroke-dasharray': '12 10',
      }),
      circle(600, 160, 10, alpha('#ff3b30', 0.9)),
      irThermometer(gx - 70, gy, 300, -1, '58 °C'),
      rect(gx + 40, gy + 70, 120, 200, '#b97a56', { rx: 50 }),
      rect(gx + 60, gy + 230, 200, 200, '#3b5f82', { rx: 60 }),
    ].join('');
  });
}

/** A stick lifted from a drum of aged resin, stringy lumps of gel hanging from it. */
export function gelStick(): World {
  return world(1200, 900, () => {
    const random = seededRandom(21);
    const strings: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const x = 540 + i * 22 + random() * 10;
      const len = 120 + random() * 200;
      strings.push(
        path(
          `M${n(x)} 360Q${n(x + 10 - random() * 20)} ${n(360 + len / 2)} ${n(x + random() * 10)} ${n(360 + len)}`,
          'none',
          {
            stroke: alpha('#c98a2a', 0.85),
            'stroke-width': 4 + random() * 6,
            'stroke-linecap': 'round',
          },
        ),
        ellipse(
          x + random() * 10,
          360 + len * (0.4 + random() * 0.5),
          10 + random() * 14,
          8 + random() * 10,
          '#b8741a',
        ),
      );
    }
    return [
      rect(0, 0, 1200, 900, verticalPaint('gs-bg', ['#5d676e', '#3e464c'])),
      // The open drum seen from above, its resin dull and lumpy.
      ellipse(600, 780, 520, 170, cylinderPaint(STEEL_DRUM, 'gloss')),
      ellipse(600, 770, 480, 150, '#1a2f52'),
      ellipse(600, 780, 460, 140, verticalPaint('aged-resin', ['#a86a16', '#7a4a0c'])),
      ...Array.from({ length: 12 }, (_, i) =>
        ellipse(300 + ((i * 53) % 600), 730 + ((i * 37) % 100), 30, 14, alpha('#c9882a', 0.6)),
      ),
      // The stick, the gel hanging from it.
      path('M340 120L900 420L880 450L320 150Z', facePaint('#c9a26a', 0.2, -0.2)),
      path('M520 330C540 380 560 420 600 430C640 420 660 390 700 380L690 340Z', '#b8741a'),
      ...strings,
      path('M560 340Q600 330 650 352', 'none', {
        stroke: alpha('#ffe6a8', 0.7),
        'stroke-width': 6,
      }),
    ].join('');
  });
}

/** Drums of isophthalic resin loaded onto a small lorry at the Biyagama gate, palms behind. */
export function gateLoading(): World {
  return world(1200, 900, () => {
    const parts = [outdoors(1200, 900, 460, 51, { ground: '#a39e90', hills: '#7fa28a' })];
    for (const [x, s, lean] of [
      [120, 380, 0.3],
      [420, 420, -0.15],
      [980, 400, -0.3],
    ] as const)
      parts.push(palm(x, 470, s, '#3f7a3c', lean));
    // Fence and gate posts.
    parts.push(rect(0, 400, 1200, 6, '#7d868d'));
    for (let x = 0; x < 1200; x += 40) parts.push(rect(x, 400, 4, 80, '#7d868d'));
    parts.push(
      rect(0, 470, 1200, 10, '#7d868d'),
      rect(760, 300, 40, 200, '#e8e6df'),
      rect(1100, 300, 40, 200, '#e8e6df'),
    );
    parts.push(
      flatbedLorry(80, 780, 240, '#2f6fa8', 4),
      forklift(830, 800, 260, '#e8a317'),
      drum(880, 700, 120, { label: { grade: 'ISO' } }),
    );
    parts.push(
      figure(1100, 860, 300, {
        skin: '#6e4128',
        outfit: 'vest',
        cloth: '#2f5d8a',
        hardHat: '#f4f4f0',
        pose: 'clipboard',
        facing: -1,
      }),
    );
    return parts.join('');
  });
}

/** The Satara dispatch yard: drums on pallets, IBCs in cages, a tanker under the gantry. */
export function tankerGantry(): World {
  return world(1600, 1000, () => {
    const parts = [outdoors(1600, 1000, 500, 27, { ground: '#9c9a92' })];
    // The gantry: two portal frames, a walkway and the loading arm down into the tanker.
    parts.push(
      column(700, 140, 760, 30, '#4d6b5c'),
      column(1300, 140, 760, 30, '#4d6b5c'),
      rect(680, 140, 640, 34, facePaint('#3e4a52', 0.1, -0.2)),
      rect(680, 330, 640, 20, '#3e4a52'),
      rect(680, 300, 640, 8, '#e3b12b'),
      roadTanker(640, 800, 260),
      pipeArm(1010, 180),
    );
    parts.push(
      ibc(60, 880, 220, { turn: 0.6 }),
      ibc(300, 900, 220, { turn: 0.6 }),
      ...[560, 820, 1080, 1340].map((cx, i) =>
        drumPallet(cx, 990 - (i % 2) * 8, 260, { color: STEEL_DRUM, kind: 'steel' }),
      ),
    );
    return parts.join('');
  });
}

function pipeArm(x: number, y: number): string {
  return group(
    [
      rect(x - 14, y, 28, 160, pipePaint('#c7ced4', 'steel')),
      path(`M${x} ${y + 160}Q${x} ${y + 230} ${x + 60} ${y + 250}L${x + 60} ${y + 330}`, 'none', {
        stroke: '#c7ced4',
        'stroke-width': 26,
      }),
      circle(x, y + 160, 22, cylinderPaint('#8e99a3', 'gloss')),
      rect(x + 40, y + 320, 40, 30, '#6b7783'),
    ].join(''),
  );
}
