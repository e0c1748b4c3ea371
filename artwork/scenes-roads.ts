// FRP on roads and roofs: a highway sign with delineator posts, SMC manhole covers in new asphalt,
// translucent roofing strips over a warehouse, a factory roof being fitted with them, and the
// continuous line that makes the sheets.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  glow,
  haze,
  lightShaft,
  softShadow,
  texture,
  verticalPaint,
} from './materials';
import { corrugatedStack } from './objects-frp';
import { figure } from './objects-people';
import { ridge, sky, tree } from './objects-structure';
import { outdoors, world } from './scene-rooms';
import type { World } from './scene-kit';
import { el, ellipse, group, line, path, rect } from './svg';
import { WORKER } from './scenes-buildings';

/** A green highway direction sign on a curving two-lane road, delineator posts on the bend. */
export function roadSign(): World {
  return world(1200, 900, () => {
    const posts: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const t = i / 7;
      const x = 980 - t * 560 + Math.sin(t * 3) * 40;
      const y = 880 - t * 420;
      const s = 1 - t * 0.8;
      posts.push(
        rect(x - 8 * s, y - 110 * s, 16 * s, 110 * s, '#f4f4f0'),
        rect(x - 8 * s, y - 96 * s, 16 * s, 24 * s, '#f08a24'),
      );
    }
    return [
      outdoors(1200, 900, 440, 31, { ground: '#8f9a6a', hills: '#6f8a6a' }),
      ridge(1200, 430, 90, '#5f7f63', 32, 470),
      // The road sweeping round to the right.
      path(
        'M0 900C200 700 600 560 760 450L820 450C720 560 500 720 560 900Z',
        verticalPaint('road', ['#55585c', '#3f4246']),
      ),
      path('M280 900C380 720 640 560 790 450', 'none', {
        stroke: '#f4f1e6',
        'stroke-width': 8,
        'stroke-dasharray': '40 40',
      }),
      ...posts,
      // The sign on two posts.
      rect(200, 300, 14, 440, cylinderPaint('#9aa4ab', 'galvanised')),
      rect(560, 300, 14, 440, cylinderPaint('#9aa4ab', 'galvanised')),
      softShadow(400, 745, 240, 14, 0.4),
      rect(120, 150, 540, 300, verticalPaint('sign', ['#1f8a54', '#0f6a3c']), {
        rx: 14,
        stroke: '#f4f4f0',
        'stroke-width': 10,
      }),
      lettering(170, 230, 'SATARA', 46, '#fff'),
      lettering(600, 230, '12', 46, '#fff', { anchor: 'end' }),
      lettering(170, 320, 'KOLHAPUR', 46, '#fff'),
      lettering(600, 320, '118', 46, '#fff', { anchor: 'end' }),
      path('M170 380H560M530 360L565 380L530 400', 'none', {
        stroke: '#fff',
        'stroke-width': 10,
        'stroke-linejoin': 'round',
      }),
    ].join('');
  });
}

/** Grey SMC manhole covers with a non-slip pattern in fresh asphalt, a road roller behind. */
export function manholeStreet(): World {
  return world(1200, 900, () => {
    const cover = (cx: number, cy: number, rx: number) => {
      const ry = rx * 0.32;
      const dots: string[] = [];
      for (let i = -6; i <= 6; i += 1)
        for (let j = -2; j <= 2; j += 1) {
          const x = cx + i * rx * 0.13;
          const y = cy + j * ry * 0.3;
          if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 0.7)
            dots.push(ellipse(x, y, rx * 0.035, ry * 0.05, alpha('#ffffff', 0.3)));
        }
      return group(
        [
          ellipse(cx, cy + ry * 0.1, rx * 1.12, ry * 1.14, '#6e7176'),
          ellipse(cx, cy, rx, ry, verticalPaint('smc-cover', ['#9ca2a6', '#7a8084'])),
          ...dots,
          ellipse(cx, cy, rx * 0.98, ry * 0.96, 'none', {
            stroke: alpha('#000', 0.3),
            'stroke-width': 2,
          }),
        ].join(''),
      );
    };
    return [
      outdoors(1200, 900, 380, 45, { ground: '#9a968c' }),
      el(
        'g',
        { filter: blur(2) },
        tree(100, 400, 200, '#5e8a55', 3) + tree(1100, 400, 240, '#6a955e', 5),
      ),
      path('M0 900L480 380H720L1200 900Z', verticalPaint('fresh-asphalt', ['#3c3f43', '#26292c'])),
      texture(0, 380, 1200, 520, 0.3, 0.9, 11),
      path('M600 380L600 900', 'none', {
        stroke: '#f4f1e6',
        'stroke-width': 10,
        'stroke-dasharray': '60 50',
      }),
      // The road roller parked at the far end.
      rect(700, 300, 140, 90, facePaint('#e3b12b', 0.2, -0.2), { rx: 8 }),
      ellipse(690, 380, 40, 40, cylinderPaint('#8d969e', 'steel')),
      ellipse(850, 380, 40, 40, cylinderPaint('#8d969e', 'steel')),
      rect(740, 250, 60, 50, '#2c3136'),
      cover(600, 520, 80),
      cover(380, 740, 170),
      cover(880, 700, 140),
    ].join('');
  });
}

/** A warehouse with steel trusses and rows of translucent roofing strips over pallet racks. */
export function warehouseRoof(): World {
  return world(1200, 900, () => {
    const vx = 600;
    const vy = 420;
    const parts = [rect(0, 0, 1200, 900, verticalPaint('wh-roof', ['#5d666d', '#7a848b']))];
    // Roof sheets converging; the translucent strips glowing.
    for (let i = -6; i <= 6; i += 1) {
      const x = vx + i * 220;
      const lit = i % 2 === 0;
      parts.push(
        path(
          polygon([
            [x - 90, 0],
            [x + 90, 0],
            [vx + i * 20 + 8, vy - 60],
            [vx + i * 20 - 8, vy - 60],
          ]),
          lit ? verticalPaint('strip', ['#fff6dc', '#f1e3b0']) : alpha('#3e464c', 0.4),
        ),
      );
    }
    for (let k = 0; k < 6; k += 1) {
      const y = 40 + k * 60 - k * k * 3;
      parts.push(
        line(0, y, 1200, y, '#2c3339', 10 - k),
        line(0, y + 14, 1200, y + 14, alpha('#2c3339', 0.6), 3),
      );
    }
    parts.push(
      rect(0, vy - 60, 1200, 560, verticalPaint('wh-wall', ['#b9bfc3', '#8a9095'])),
      path(
        polygon([
          [0, 900],
          [1200, 900],
          [vx + 80, vy + 40],
          [vx - 80, vy + 40],
        ]),
        verticalPaint('wh-floor', ['#a9aca6', '#c7c8c2']),
      ),
      lightShaft(
        [
          [300, 0],
          [500, 0],
          [700, 900],
          [300, 900],
        ],
        '#fff6dc',
        0.25,
      ),
      lightShaft(
        [
          [720, 0],
          [880, 0],
          [1000, 900],
          [760, 900],
        ],
        '#fff6dc',
        0.2,
      ),
    );
    // Pallet racks down both sides.
    for (const side of [-1, 1]) {
      for (let k = 0; k < 5; k += 1) {
        const t = k / 5;
        const x = vx + side * (520 - t * 400);
        const top = 300 + t * 130;
        const bottom = 900 - t * 430;
        parts.push(rect(x - 6, top, 12 - t * 6, bottom - top, '#2f6fa8'));
        for (let b = 0; b < 3; b += 1) {
          const by = top + (bottom - top) * (0.25 + b * 0.3);
          parts.push(
            line(x, by, x + side * -90 * (1 - t), by + 6, '#e8732c', 12 - t * 8),
            rect(
              x + (side < 0 ? 0 : -70 * (1 - t)),
              by - 60 * (1 - t),
              70 * (1 - t),
              60 * (1 - t),
              facePaint('#b88a57', 0.1, -0.2),
            ),
          );
        }
      }
    }
    parts.push(haze(1200, 900, '#fff8e8', 0.08));
    return parts.join('');
  });
}

/** Workers fixing translucent corrugated sheets between metal sheets on a factory roof. */
export function roofFitting(): World {
  return world(1600, 800, () => {
    const parts = [
      sky(1600, 300, ['#f3b77a', '#f7d9a8', '#e9eef0'], {
        x: 1400,
        y: 260,
        r: 30,
        color: '#ffc46b',
      }),
      ridge(1600, 280, 40, '#8a8f96', 4, 320),
    ];
    // The roof plane: sheets running down-slope, one course translucent and glowing.
    parts.push(
      path(
        polygon([
          [0, 300],
          [1600, 300],
          [1600, 800],
          [0, 800],
        ]),
        verticalPaint('roof-plane', ['#9aa6b1', '#6f7b86']),
      ),
    );
    for (let i = 0; i < 16; i += 1) {
      const x0 = 60 + i * 100;
      const x1 = -200 + i * 130;
      const glowing = i >= 6 && i <= 8;
      parts.push(
        path(
          polygon([
            [x0, 300],
            [x0 + 100, 300],
            [x1 + 130, 800],
            [x1, 800],
          ]),
          glowing
            ? verticalPaint('clear-sheet', ['#fff1c4', '#f4d58a'])
            : facePaint('#8e9aa6', 0.1, -0.1),
        ),
        ...Array.from({ length: 5 }, (_, k) =>
          line(x0 + k * 20, 300, x1 + k * 26, 800, alpha(glowing ? '#d9a84a' : '#000', 0.2), 3),
        ),
      );
    }
    parts.push(glow(900, 520, 400, '#fff2c0', 0.35));
    parts.push(
      corrugatedStack(1240, 700, 240, 120, 5, '#f1dfa0'),
      figure(700, 740, 420, { ...WORKER, facing: 1, pose: 'reach' }),
      figure(1060, 700, 400, {
        ...WORKER,
        skin: '#6e4128',
        cloth: '#3b5f82',
        hardHat: '#f4f4f0',
        facing: -1,
        pose: 'reach',
      }),
    );
    return parts.join('');
  });
}

/** A continuous roofing-sheet line, a translucent corrugated sheet coming off the rollers. */
export function sheetLine(): World {
  return world(1600, 900, () => {
    const parts = [
      rect(0, 0, 1600, 900, verticalPaint('sl-wall', ['#3e464c', '#5d666d'])),
      ...[200, 600, 1000, 1400].map((x) => glow(x, 60, 90, '#fff3d6', 0.5)),
      rect(0, 620, 1600, 280, verticalPaint('sl-floor', ['#6e716b', '#55574f'])),
      // The film roll and the wet resin and mat on the forming table.
      ellipse(90, 470, 70, 70, cylinderPaint('#d7dde2', 'steel')),
      rect(0, 540, 760, 80, facePaint('#7d8790', 0.2, -0.2)),
      rect(0, 520, 760, 24, verticalPaint('sl-wet', ['#e7c36a', '#c99a3a'])),
      // The curing tunnel over the table.
      rect(180, 330, 460, 190, facePaint('#c76a2a', 0.2, -0.25), { rx: 10 }),
      glow(410, 520, 200, '#ffb070', 0.3),
      // The corrugating rollers.
      rect(660, 360, 24, 260, '#4c5660'),
      rect(860, 360, 24, 260, '#4c5660'),
    ];
    for (let i = 0; i < 3; i += 1)
      parts.push(
        ellipse(700 + i * 70, 500, 38, 38, cylinderPaint('#aab4bc', 'steel')),
        ellipse(700 + i * 70, 560, 38, 38, cylinderPaint('#aab4bc', 'steel')),
      );
    parts.push(
      softShadow(1200, 720, 480, 40, 0.5),
      corrugatedStack(880, 700, 720, 240, 1, '#f2e2a6'),
      glow(1230, 600, 320, '#fff6d8', 0.35),
      figure(1480, 900, 420, {
        skin: '#7f4f32',
        outfit: 'coverall',
        cloth: '#2e4a6b',
        hardHat: '#f2c12e',
        pose: 'clipboard',
        facing: -1,
      }),
    );
    return parts.join('');
  });
}
