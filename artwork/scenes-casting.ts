// Castings and laminates at the customers': a thick casting poured in layers and one split open,
// car putty on a door panel, a chemical tank cut open to show its liner, and an infusion flow
// test on a glass table.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  cylinderPaint,
  facePaint,
  glow,
  shade,
  softShadow,
  textureFilter,
  verticalPaint,
} from './materials';
import { sampleBottle } from './objects-lab';
import { figure, type FigureStyle } from './objects-people';
import { handAt, stopwatch } from './objects-props';
import { room, world } from './scene-rooms';
import type { World } from './scene-kit';
import { LAMINATOR } from './scenes-workshop';
import { circle, el, ellipse, line, n, path, rect, seededRandom } from './svg';

/** A technician pouring the second layer of filled resin into a steel machine-base mould. */
export function layerPour(): World {
  return world(1200, 900, () => {
    const tech: FigureStyle = {
      ...LAMINATOR,
      skin: '#a56a46',
      cloth: '#3b5f82',
      facing: -1,
      arms: {
        left: [
          [-0.1, 0.62],
          [0.12, 0.7],
        ],
        right: [
          [0.22, 0.66],
          [0.32, 0.74],
        ],
      },
    };
    const [jx, jy] = handAt(840, 900, 620, [0.32, 0.74], -1);
    return [
      room(1200, 900, 540, { wall: '#5e6a72', lamps: 2 }),
      figure(840, 900, 620, tech),
      rect(0, 640, 1200, 30, facePaint('#6f7a84', 0.2, -0.2)),
      rect(0, 670, 1200, 230, facePaint('#4c5660', 0.05, -0.2)),
      // The steel mould, its first layer cured and the second going in.
      path(
        polygon([
          [180, 640],
          [640, 640],
          [700, 520],
          [240, 520],
        ]),
        facePaint('#9aa5ae', 0.2, -0.2),
      ),
      path(
        polygon([
          [200, 632],
          [620, 632],
          [672, 530],
          [256, 530],
        ]),
        verticalPaint('mould-fill', [shade('#c89b4a', 0.1), '#a87a32']),
      ),
      path(
        polygon([
          [200, 632],
          [620, 632],
          [640, 590],
          [220, 590],
        ]),
        '#8f6526',
      ),
      rect(180, 640, 460, 60, facePaint('#7d8790', 0.1, -0.25)),
      el(
        'g',
        { transform: `rotate(-40 ${n(jx)} ${n(jy)})` },
        rect(jx - 40, jy - 50, 80, 100, cylinderPaint('#c3ccd3', 'steel'), { rx: 6 }),
      ),
      path(`M${n(jx - 60)} ${n(jy + 8)}Q${n(520)} ${n(jy + 60)} 500 590`, 'none', {
        stroke: '#b98a3a',
        'stroke-width': 16,
        'stroke-linecap': 'round',
      }),
      stopwatch(860, 600, 34),
      rect(960, 560, 90, 70, facePaint('#e8eaec', 0.1, -0.2), { rx: 8 }),
      rect(970, 570, 70, 30, '#12201a', { rx: 3 }),
      lettering(1005, 592, '41 °C', 14, '#7ff0a6', { anchor: 'middle' }),
      line(1005, 630, 700, 600, '#1f2327', 3),
    ].join('');
  });
}

/** A thick polyester casting split open: dark cracked core, pale skin, thermocouple wire. */
export function splitCasting(): World {
  return world(1600, 900, () => {
    const random = seededRandom(17);
    const cracks: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      const x = 520 + random() * 260;
      const y = 420 + random() * 180;
      cracks.push(
        path(
          `M${n(x)} ${n(y)}l${n(20 + random() * 40)} ${n(-10 + random() * 30)}l${n(10 + random() * 30)} ${n(random() * 30)}`,
          'none',
          { stroke: '#3a1e08', 'stroke-width': 2.5 },
        ),
      );
    }
    const face = (x: number, core: string) =>
      [
        rect(x, 360, 360, 300, verticalPaint('cast-skin', ['#f3d79a', '#e4bd6a']), { rx: 10 }),
        rect(x + 50, 410, 260, 200, verticalPaint(`cast-core-${core}`, ['#9a5a1a', '#6e3a0e']), {
          rx: 40,
        }),
        rect(x + 50, 410, 260, 200, '#808080', {
          filter: textureFilter(0.2, 5),
          opacity: 0.3,
          style: 'mix-blend-mode:overlay',
          rx: 40,
        }),
      ].join('');
    return [
      rect(0, 0, 1600, 900, verticalPaint('cast-wall', ['#6a6f73', '#4e5356'])),
      rect(0, 560, 1600, 340, verticalPaint('bench-wood', ['#a57c50', '#7d5a36'])),
      rect(0, 560, 1600, 340, '#808080', {
        filter: textureFilter(0.02, 3, 8),
        opacity: 0.25,
        style: 'mix-blend-mode:overlay',
      }),
      softShadow(600, 700, 380, 40, 0.6),
      softShadow(1070, 720, 300, 40, 0.6),
      el('g', { transform: 'rotate(-4 560 510)' }, face(380, 'a') + cracks.join('')),
      el('g', { transform: 'rotate(6 1060 520)' }, face(880, 'b')),
      // The thermocouple wire leaving the core, its yellow plug on the bench.
      path('M600 500C640 300 900 260 1180 420C1300 490 1350 640 1380 700', 'none', {
        stroke: '#c8a13a',
        'stroke-width': 6,
      }),
      rect(1350, 690, 80, 46, facePaint('#e3b12b', 0.2, -0.2), { rx: 6 }),
      circle(600, 500, 8, '#c8a13a'),
    ].join('');
  });
}

/** Grey body putty spread over a dent on a car door panel with a plastic spreader. */
export function puttyDoor(): World {
  return world(1200, 900, () => {
    const paint = '#a8252c';
    return [
      room(1200, 900, 760, { wall: '#4f5961', lamps: 2 }),
      softShadow(620, 820, 520, 30, 0.5),
      path(
        'M120 140H1080Q1120 140 1120 190V760Q1120 800 1080 800H160Q120 800 120 760Z',
        verticalPaint('door', [shade(paint, 0.25), paint, shade(paint, -0.35)]),
      ),
      path('M180 190H760L880 420H180Z', verticalPaint('door-glass', ['#2a3a48', '#51697a'])),
      rect(180, 470, 880, 14, shade(paint, -0.3)),
      rect(900, 520, 120, 26, '#c7ced4', { rx: 8 }),
      ellipse(560, 620, 230, 120, verticalPaint('putty', ['#b5b8b9', '#8e9293'])),
      ellipse(560, 620, 230, 120, '#808080', {
        filter: textureFilter(0.3, 3),
        opacity: 0.25,
        style: 'mix-blend-mode:overlay',
      }),
      path('M380 600Q560 560 760 610', 'none', {
        stroke: alpha('#ffffff', 0.35),
        'stroke-width': 8,
      }),
      // The spreader and the hand holding it.
      path(
        polygon([
          [700, 560],
          [860, 520],
          [880, 600],
          [720, 640],
        ]),
        alpha('#f2c12e', 0.9),
      ),
      ellipse(860, 540, 50, 34, '#b97a56'),
      rect(860, 500, 140, 70, '#3b5f82', { rx: 30 }),
    ].join('');
  });
}

/** A chemical storage tank cut open to show its glossy inner liner and the structural wall. */
export function cutTank(): World {
  return world(1200, 900, () => {
    const cx = 600;
    const top = 150;
    const bottom = 760;
    return [
      room(1200, 900, 640, { wall: '#5f6a70', lamps: 2, door: { x: 860, w: 260, h: 380 } }),
      softShadow(cx + 60, bottom + 20, 420, 40, 0.55),
      // The far half of the shell, seen from inside: the liner glossy and pale.
      path(
        `M${cx - 360} ${top}A360 70 0 0 1 ${cx + 360} ${top}V${bottom}A360 70 0 0 1 ${cx - 360} ${bottom}Z`,
        verticalPaint('liner', ['#f0e4b8', '#dcc88a', '#c6ad6a']),
      ),
      path(
        `M${cx - 300} ${top + 40}Q${cx - 260} ${(top + bottom) / 2} ${cx - 300} ${bottom - 40}`,
        'none',
        { stroke: alpha('#ffffff', 0.6), 'stroke-width': 18 },
      ),
      ellipse(cx, bottom, 360, 70, verticalPaint('tank-floor', ['#d7c283', '#bda562'])),
      // The cut edge: a thin glossy liner over a thick structural wall.
      rect(cx - 380, top, 20, bottom - top, '#c9a24a'),
      rect(cx - 400, top, 24, bottom - top, facePaint('#a67b2e', 0.1, -0.2)),
      rect(cx + 360, top, 20, bottom - top, '#c9a24a'),
      rect(cx + 376, top, 24, bottom - top, facePaint('#a67b2e', 0.1, -0.2)),
      rect(cx - 362, top, 4, bottom - top, '#f8f0d4'),
      rect(cx + 358, top, 4, bottom - top, '#f8f0d4'),
      ellipse(cx, top, 380, 74, 'none', { stroke: '#a67b2e', 'stroke-width': 20 }),
      ellipse(cx, top, 362, 70, 'none', { stroke: '#f8f0d4', 'stroke-width': 4 }),
      sampleBottle(1080, 860, 90),
    ].join('');
  });
}

/** Two technicians timing the resin flow across a flat panel on a glass table. */
export function flowTable(): World {
  return world(1600, 1000, () => {
    const a: FigureStyle = {
      skin: '#a56a46',
      outfit: 'labcoat',
      hair: '#1a120c',
      glasses: true,
      pose: 'reach',
      facing: 1,
    };
    const b: FigureStyle = {
      skin: '#7a4a30',
      outfit: 'coverall',
      cloth: '#3b5f82',
      hair: '#15100c',
      facing: -1,
      arms: {
        left: [
          [-0.12, 0.62],
          [0.0, 0.68],
        ],
        right: [
          [0.2, 0.66],
          [0.26, 0.76],
        ],
      },
    };
    const [sx, sy] = handAt(1180, 940, 640, [0.26, 0.76], -1);
    const tapes: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      const x = 340 + i * 104;
      tapes.push(
        rect(x, 560, 14, 60, '#e94e3c'),
        lettering(x + 7, 650, `${(i + 1) * 10}`, 18, '#1b2430', { anchor: 'middle' }),
      );
    }
    return [
      room(1600, 1000, 640, { wall: '#7b858c', lamps: 3, windows: true }),
      figure(420, 940, 640, a),
      figure(1180, 940, 640, b),
      stopwatch(sx, sy - 10, 26),
      // The glass table top with the bagged panel and the resin front half across it.
      path(
        polygon([
          [120, 720],
          [1480, 720],
          [1400, 560],
          [200, 560],
        ]),
        alpha('#cfe6f0', 0.55),
        { stroke: '#9fb8c4', 'stroke-width': 6 },
      ),
      path(
        polygon([
          [260, 700],
          [1340, 700],
          [1280, 580],
          [320, 580],
        ]),
        '#f2f1ea',
      ),
      path(
        polygon([
          [260, 700],
          [820, 700],
          [790, 580],
          [320, 580],
        ]),
        alpha('#d08a1e', 0.85),
      ),
      path('M820 700Q800 640 790 580', 'none', { stroke: '#f2c14e', 'stroke-width': 6 }),
      ...tapes,
      rect(120, 720, 1360, 16, '#7d8790'),
      ...[160, 1420].map((x) => rect(x, 736, 24, 264, '#4c5660')),
      path('M200 640C120 640 60 700 40 800', 'none', { stroke: '#eef1f2', 'stroke-width': 10 }),
      path('M1380 640C1460 640 1520 700 1560 800', 'none', {
        stroke: '#eef1f2',
        'stroke-width': 10,
      }),
      glow(800, 640, 300, '#fff8e0', 0.15),
    ].join('');
  });
}
