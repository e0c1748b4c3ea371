// Corrosion and water linings: a sugar mill's cooling-tower basin half lined with grey FRP, and
// a worker rolling a glass-fibre lining inside an emptied concrete water tank.
import { polygon } from './forms';
import { alpha, facePaint, glow, texture, verticalPaint } from './materials';
import { figure, type FigureStyle } from './objects-people';
import { handAt, respirator, roller, workLamp } from './objects-props';
import { outdoors, world } from './scene-rooms';
import type { World } from './scene-kit';
import { WORKER } from './scenes-buildings';
import { line, path, rect } from './svg';

/** A cooling-tower basin half lined with grey FRP, two workers rolling laminate on the rest. */
export function coolingBasin(): World {
  return world(1200, 900, () => {
    const floor = polygon([
      [60, 880],
      [1140, 880],
      [980, 420],
      [220, 420],
    ]);
    const lined = polygon([
      [60, 880],
      [600, 880],
      [600, 420],
      [220, 420],
    ]);
    return [
      outdoors(1200, 900, 260, 17, { ground: '#9a968c' }),
      // The cooling tower's frame behind the basin.
      rect(160, 40, 880, 240, facePaint('#8f8a80', 0.05, -0.2)),
      ...Array.from({ length: 12 }, (_, i) => rect(180 + i * 72, 60, 16, 220, '#6f6a60')),
      ...Array.from({ length: 4 }, (_, i) => rect(160, 80 + i * 50, 880, 10, '#6f6a60')),
      // The empty basin: walls and floor of bare concrete, the lined half glossy grey.
      path(
        polygon([
          [220, 420],
          [980, 420],
          [980, 300],
          [220, 300],
        ]),
        facePaint('#a9a69e', 0.05, -0.2),
      ),
      path(floor, verticalPaint('basin-floor', ['#a7a49c', '#8c8981'])),
      texture(60, 300, 1080, 580, 0.25, 0.6, 9),
      path(lined, verticalPaint('frp-lined', ['#b9c3cb', '#7f8b95'])),
      path(
        polygon([
          [220, 420],
          [600, 420],
          [600, 300],
          [220, 300],
        ]),
        verticalPaint('frp-wall', ['#c9d1d7', '#98a3ab']),
      ),
      path(
        polygon([
          [140, 860],
          [260, 860],
          [360, 440],
          [320, 440],
        ]),
        alpha('#ffffff', 0.4),
      ),
      path(
        polygon([
          [400, 860],
          [440, 860],
          [480, 440],
          [470, 440],
        ]),
        alpha('#ffffff', 0.3),
      ),
      path(
        polygon([
          [240, 330],
          [580, 330],
          [580, 340],
          [240, 340],
        ]),
        alpha('#ffffff', 0.5),
      ),
      path(
        polygon([
          [600, 420],
          [600, 880],
        ]),
        'none',
        { stroke: alpha('#e9d9a8', 0.9), 'stroke-width': 10 },
      ),
      figure(760, 740, 380, {
        ...WORKER,
        facing: -1,
        arms: {
          left: [
            [-0.04, 0.62],
            [0.2, 0.5],
          ],
          right: [
            [0.22, 0.62],
            [0.3, 0.48],
          ],
        },
      }),
      roller(...handAt(760, 740, 380, [0.3, 0.48], -1), 610, 740, 60),
      figure(900, 560, 280, { ...WORKER, skin: '#6e4128', pose: 'reach', facing: -1 }),
      roller(...handAt(900, 560, 280, [0.28, 0.55], -1), 800, 560, 44),
    ].join('');
  });
}

/** A worker in a respirator rolling a glass-fibre lining inside an emptied concrete tank. */
export function tankLining(): World {
  return world(1600, 800, () => {
    const worker: FigureStyle = {
      ...WORKER,
      hardHat: '#f4f4f0',
      cloth: '#dfe4e8',
      facing: -1,
      arms: {
        left: [
          [-0.02, 0.72],
          [0.2, 0.86],
        ],
        right: [
          [0.22, 0.72],
          [0.32, 0.9],
        ],
      },
    };
    const [hx, hy] = handAt(980, 780, 600, [0.32, 0.9], -1);
    return [
      rect(0, 0, 1600, 800, verticalPaint('tank-in', ['#3f4244', '#5e6163', '#3a3d3f'])),
      texture(0, 0, 1600, 800, 0.3, 0.6, 29),
      ...Array.from({ length: 8 }, (_, i) =>
        line(0, 80 + i * 80, 1600, 80 + i * 80, alpha('#000', 0.15), 3),
      ),
      // The lined part of the wall: glossy, amber where still wet.
      path(
        'M0 0H720Q760 400 700 800H0Z',
        verticalPaint('lining', ['#cdb98a', '#b89a5a', '#a4864a']),
      ),
      path('M700 0Q740 400 690 800', 'none', { stroke: alpha('#f2e2b0', 0.8), 'stroke-width': 14 }),
      path('M120 60Q180 400 110 760', 'none', {
        stroke: alpha('#ffffff', 0.35),
        'stroke-width': 30,
      }),
      rect(0, 700, 1600, 100, verticalPaint('tank-floor', ['#4a4d4f', '#2e3032'])),
      workLamp(1400, 760, 380, -1),
      glow(900, 360, 520, '#fff4d0', 0.35),
      figure(980, 780, 600, worker),
      respirator(980, 780, 600, -1),
      roller(hx, hy, 760, 200, 90),
    ].join('');
  });
}
