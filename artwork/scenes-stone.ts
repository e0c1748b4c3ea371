// Engineered quartz and solid surface: a white veined slab on an A-frame beside a solid-surface
// counter with its basin, the planetary mixer of a Morbi slab plant, a basin mould being poured
// beside a degassing pot, racks of finished slabs with a forklift, the mouth of a curing oven
// with thermocouples and a laptop, a straight-edge flatness check and a polished slab edge.
import { polygon } from './forms';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  glow,
  pipePaint,
  shade,
  softShadow,
  textureFilter,
  verticalPaint,
} from './materials';
import { slab } from './objects-frp';
import { figure, type FigureStyle } from './objects-people';
import { handAt, laptop, pourStream, safetyGlasses } from './objects-props';
import { forklift } from './objects-transport';
import { room, world } from './scene-rooms';
import type { World } from './scene-kit';
import { circle, el, ellipse, group, line, n, path, rect, seededRandom } from './svg';

const QUARTZ = '#f3f2ee';

const VEIN = '#8a8f98';

/** An A-frame rack with a slab leaning on each side's front face; x is its front-left foot. */
function aFrame(x: number, y: number, w: number, h: number, slabs: number, seed: number): string {
  const parts = [softShadow(x + w / 2, y, w * 0.6, h * 0.04, 0.5)];
  parts.push(
    path(
      polygon([
        [x + w * 0.45, y - h * 1.02],
        [x + w * 0.55, y - h * 1.02],
        [x + w * 0.62, y],
        [x + w * 0.38, y],
      ]),
      facePaint('#2f3a44', 0.1, -0.2),
    ),
    rect(x - w * 0.02, y - h * 0.04, w * 1.04, h * 0.04, '#26303a'),
  );
  for (let i = slabs - 1; i >= 0; i -= 1) {
    const off = i * w * 0.012;
    parts.push(
      slab(
        [
          [x + off, y - h * 0.04],
          [x + w - off, y - h * 0.04],
          [x + w - off - w * 0.04, y - h],
          [x + off + w * 0.04, y - h],
        ],
        shade(QUARTZ, -i * 0.02),
        { veins: VEIN, seed: seed + i },
        8,
      ),
    );
  }
  return group(parts.join(''));
}

/** A veined quartz slab on an A-frame beside a seamless solid-surface counter with a basin. */
export function quartzCounter(): World {
  return world(1600, 900, () =>
    [
      room(1600, 900, 680, { wall: '#d9d5cc', floor: '#8b8a86', lamps: 0 }),
      rect(0, 0, 1600, 680, alpha('#ffffff', 0.15)),
      glow(420, 200, 500, '#fffaf0', 0.4),
      aFrame(140, 720, 620, 620, 1, 31),
      // The counter: a white top with its front edge and an integrated basin.
      path(
        polygon([
          [860, 560],
          [1600, 560],
          [1600, 640],
          [820, 640],
        ]),
        verticalPaint('ss-top', ['#fdfdfb', '#ececea']),
      ),
      rect(820, 640, 780, 40, facePaint('#f4f4f2', 0.05, -0.12)),
      rect(840, 680, 760, 200, facePaint('#5b6570', 0.1, -0.25)),
      ...[1040, 1300].map((x) => rect(x, 700, 6, 160, alpha('#000', 0.25))),
      ellipse(1200, 598, 170, 26, verticalPaint('ss-basin', ['#c9d0d4', '#f7f8f8'])),
      ellipse(1200, 604, 14, 4, '#8a939a'),
      path('M1200 560V470Q1200 440 1240 440H1260', 'none', {
        stroke: '#c7ced4',
        'stroke-width': 16,
        'stroke-linecap': 'round',
      }),
      rect(1190, 548, 20, 14, '#aab3ba'),
      path(
        polygon([
          [900, 566],
          [1100, 566],
          [1040, 600],
          [880, 600],
        ]),
        alpha('#ffffff', 0.5),
      ),
    ].join(''),
  );
}

/** Grey quartz grit and resin in a planetary mixer, a worker watching through the mesh guard. */
export function planetaryMixer(): World {
  return world(1200, 900, () => {
    const random = seededRandom(12);
    const grit: string[] = [];
    for (let i = 0; i < 500; i += 1) {
      const a = random() * Math.PI * 2;
      const d = Math.sqrt(random());
      grit.push(
        circle(
          600 + Math.cos(a) * d * 330,
          600 + Math.sin(a) * d * 80,
          2 + random() * 3,
          ['#9a9c9e', '#6f7275', '#c9cacb', '#5a5d60'][i % 4] ?? '#888',
        ),
      );
    }
    const guard: string[] = [];
    for (let x = 220; x <= 980; x += 30) guard.push(line(x, 260, x, 660, alpha('#d9b73a', 0.8), 3));
    for (let y = 260; y <= 660; y += 30) guard.push(line(220, y, 980, y, alpha('#d9b73a', 0.8), 3));
    return [
      room(1200, 900, 620, { wall: '#66706f', lamps: 2, floor: '#8e8a80' }),
      figure(960, 760, 520, {
        skin: '#8d5a3b',
        outfit: 'coverall',
        cloth: '#4a5a3c',
        hardHat: '#f2c12e',
        pose: 'stand',
        facing: -1,
      }),
      // The pan: a wide steel drum, the grit mix inside, planetary arms and paddles.
      path('M230 600V800A370 90 0 0 0 970 800V600Z', cylinderPaint('#b7c0c8', 'steel')),
      ellipse(600, 600, 370, 92, '#7f868c'),
      ellipse(600, 606, 350, 84, verticalPaint('grit-mix', ['#8f9295', '#707376'])),
      el('g', {}, grit.join('')),
      ellipse(600, 606, 350, 84, '#808080', {
        filter: textureFilter(0.5, 6),
        opacity: 0.3,
        style: 'mix-blend-mode:overlay',
      }),
      rect(560, 120, 80, 420, cylinderPaint('#6f7a84', 'gloss')),
      rect(330, 380, 540, 40, pipePaint('#59636c', 'gloss')),
      ...[380, 820].map((x) => rect(x - 14, 400, 28, 220, cylinderPaint('#9aa5ae', 'steel'))),
      ...[380, 820].map((x) =>
        path(`M${x - 50} 610L${x + 50} 590L${x + 40} 630L${x - 60} 640Z`, '#8a949c'),
      ),
      ellipse(600, 560, 120, 24, alpha('#b9873a', 0.35)),
      el('g', {}, guard.join('')),
      rect(220, 660, 760, 14, '#c9a227'),
    ].join('');
  });
}

/** A worker pouring resin and alumina trihydrate into a basin mould, degassing pot behind. */
export function basinPour(): World {
  return world(1200, 900, () => {
    const worker: FigureStyle = {
      skin: '#9a6444',
      outfit: 'coverall',
      cloth: '#2e4a6b',
      hair: '#15100c',
      facing: -1,
      arms: {
        left: [
          [-0.1, 0.62],
          [0.12, 0.7],
        ],
        right: [
          [0.22, 0.66],
          [0.3, 0.74],
        ],
      },
    };
    const [jx, jy] = handAt(820, 900, 640, [0.3, 0.74], -1);
    return [
      room(1200, 900, 560, { wall: '#5e6a72', lamps: 2 }),
      // The vacuum degassing pot on its stand, gauge and hose.
      rect(160, 260, 230, 260, cylinderPaint('#c3ccd3', 'steel'), { rx: 20 }),
      ellipse(275, 260, 130, 30, facePaint('#dfe5e9', 0.2, -0.2)),
      circle(275, 210, 34, '#f5f4ee', { stroke: '#2b333b', 'stroke-width': 6 }),
      line(275, 210, 292, 190, '#c0392b', 4),
      path('M390 420C460 440 460 520 520 560', 'none', { stroke: '#2b2f33', 'stroke-width': 14 }),
      rect(150, 520, 250, 40, '#4c5660'),
      figure(820, 900, 640, worker),
      // The bench and the open basin mould.
      rect(0, 690, 1200, 30, facePaint('#7a6a55', 0.1, -0.2)),
      rect(0, 720, 1200, 180, facePaint('#4c5660', 0.05, -0.2)),
      path(
        polygon([
          [260, 690],
          [720, 690],
          [680, 600],
          [300, 600],
        ]),
        facePaint('#8fa4b3', 0.15, -0.2),
      ),
      ellipse(490, 640, 170, 34, verticalPaint('basin-cavity', ['#5d6f7c', '#9bb0be'])),
      ellipse(490, 650, 130, 22, verticalPaint('basin-fill', ['#f7f6f1', '#e4e2dc'])),
      // The steel jug and the white stream into the mould.
      el(
        'g',
        { transform: `rotate(-35 ${n(jx)} ${n(jy)})` },
        rect(jx - 40, jy - 50, 80, 100, cylinderPaint('#c3ccd3', 'steel'), { rx: 6 }),
      ),
      pourStream(jx - 60, jy + 10, 500, 648, 18, '#f4f3ee'),
    ].join('');
  });
}

/** Racks of polished quartz slabs in a Morbi factory hall, a forklift behind. */
export function slabHall(): World {
  return world(1600, 900, () => {
    const parts = [
      room(1600, 900, 600, { wall: '#8f979b', windows: true, lamps: 4, floor: '#8d8c86' }),
    ];
    parts.push(forklift(1240, 620, 200, '#e8a317'));
    const racks: [number, number, number, number][] = [
      [1000, 640, 300, 260],
      [620, 700, 420, 360],
      [60, 820, 620, 560],
    ];
    racks.forEach(([x, y, w, h], i) => parts.push(aFrame(x, y, w, h, 5, 40 + i * 7)));
    return parts.join('');
  });
}

/** An engineer reading thermocouples taped to a slab at a curing oven, a laptop on a trolley. */
export function curingOven(): World {
  return world(1200, 900, () => {
    const eng: FigureStyle = {
      skin: '#b97a56',
      outfit: 'shirt',
      cloth: '#d6e2ec',
      hair: '#241812',
      glasses: true,
      facing: -1,
      arms: {
        left: [
          [-0.12, 0.62],
          [0.02, 0.55],
        ],
        right: [
          [0.2, 0.62],
          [0.3, 0.56],
        ],
      },
    };
    const curve = Array.from(
      { length: 30 },
      (_, i) => `${20 + i * 12} ${200 - 140 * (1 - Math.exp(-i / 8))}`,
    ).join('L');
    const curve2 = Array.from(
      { length: 30 },
      (_, i) => `${20 + i * 12} ${210 - 110 * (1 - Math.exp(-i / 11))}`,
    ).join('L');
    const screen =
      rect(0, 0, 400, 260, '#f7f9fa') +
      path(`M${curve}`, 'none', { stroke: '#c0392b', 'stroke-width': 6 }) +
      path(`M${curve2}`, 'none', { stroke: '#2f6fd1', 'stroke-width': 6 });
    return [
      room(1200, 900, 560, { wall: '#5d676e', lamps: 2 }),
      // The oven: a long insulated tunnel going back to the left, its mouth glowing.
      path(
        polygon([
          [0, 200],
          [560, 260],
          [560, 600],
          [0, 640],
        ]),
        facePaint('#b9c0c6', 0.1, -0.25),
      ),
      rect(380, 300, 180, 260, verticalPaint('oven-mouth', ['#3a2a22', '#6a3a20'])),
      glow(470, 430, 180, '#ff9a4a', 0.45),
      // Roller conveyor with the slab coming out.
      rect(300, 600, 900, 20, '#3e464d'),
      path(
        polygon([
          [360, 560],
          [1100, 560],
          [1200, 610],
          [300, 610],
        ]),
        verticalPaint('oven-slab', ['#f4f3ef', '#dcdad4']),
      ),
      path(
        polygon([
          [360, 560],
          [1100, 560],
          [1200, 610],
          [300, 610],
        ]),
        '#000',
        { filter: undefined, opacity: 0 },
      ),
      ...[0, 1, 2, 3].map((i) =>
        path(
          `M${640 + i * 70} 585C${660 + i * 70} 640 ${760 + i * 40} 700 ${900 + i * 20} 720`,
          'none',
          { stroke: ['#d0312d', '#f1c40f', '#2f6fd1', '#27ae60'][i] ?? '#fff', 'stroke-width': 4 },
        ),
      ),
      ...[0, 1, 2, 3].map((i) => rect(630 + i * 70, 578, 26, 12, alpha('#c9b98a', 0.95))),
      figure(760, 900, 600, eng),
      // Trolley with the data logger and laptop.
      rect(860, 720, 300, 16, '#6b7783'),
      rect(870, 736, 12, 150, '#4c5660'),
      rect(1140, 736, 12, 150, '#4c5660'),
      laptop(1010, 720, 260, screen),
    ].join('');
  });
}

/** An inspector checking a polished slab with a straight edge and a feeler gauge. */
export function flatnessCheck(): World {
  return world(1200, 900, () => {
    const insp: FigureStyle = {
      skin: '#8a5638',
      outfit: 'shirt',
      cloth: '#3b5f82',
      hair: '#15100c',
      facing: 1,
      arms: {
        left: [
          [-0.02, 0.62],
          [0.16, 0.5],
        ],
        right: [
          [0.22, 0.62],
          [0.3, 0.5],
        ],
      },
    };
    return [
      room(1200, 900, 440, { wall: '#7d878c', lamps: 2 }),
      figure(460, 760, 640, insp),
      safetyGlasses(460, 760, 640),
      // The slab on its table, seen from the front and above.
      slab(
        [
          [40, 840],
          [1160, 840],
          [1020, 430],
          [180, 430],
        ],
        QUARTZ,
        { veins: VEIN, seed: 51 },
        24,
      ),
      rect(40, 864, 1120, 40, '#4c5660'),
      // The straight edge across it and the gauge blade under it.
      path(
        polygon([
          [150, 610],
          [1060, 590],
          [1062, 606],
          [148, 628],
        ]),
        pipePaint('#dfe5e9', 'steel'),
      ),
      path(
        polygon([
          [148, 628],
          [1062, 606],
          [1062, 612],
          [148, 636],
        ]),
        alpha('#000', 0.3),
        { filter: blur(2) },
      ),
      path(
        polygon([
          [660, 618],
          [700, 617],
          [690, 680],
          [650, 682],
        ]),
        facePaint('#c9a227', 0.2, -0.2),
      ),
      circle(670, 690, 14, '#b58e1c'),
    ].join('');
  });
}
