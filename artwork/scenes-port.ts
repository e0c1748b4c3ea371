// Export through Nhava Sheva: a container of resin drums lifted aboard under its class 3
// placards, and the load inside a container, four drums to a pallet, strapped and braced.
import { polygon } from './forms';
import { facePaint, glow, haze, softShadow, texture, verticalPaint } from './materials';
import { flammableDiamond } from './objects-containers';
import { figure } from './objects-people';
import { sky, clouds } from './objects-structure';
import { container, drumPallet, portCrane } from './objects-transport';
import { world } from './scene-rooms';
import type { World } from './scene-kit';
import { line, path, rect } from './svg';

const STEEL_DRUM = '#1c5aa6';

/** A container of resin drums with class 3 placards swinging from the crane at Nhava Sheva. */
export function containerLift(): World {
  return world(1600, 900, () => {
    const parts = [
      sky(1600, 560, ['#5b95cc', '#a8cbe3', '#eef2ee']),
      clouds(1600, 160, '#ffffff', 33, 7, 0.7),
      rect(0, 500, 1600, 90, verticalPaint('nh-harbour', ['#3b7c9c', '#2d6480'])),
      // The ship: hull and stacked boxes.
      path(
        polygon([
          [80, 500],
          [1500, 500],
          [1440, 600],
          [160, 600],
        ]),
        facePaint('#2f3c4a', 0.1, -0.2),
      ),
      rect(80, 560, 1420, 12, '#b03a2e'),
    ];
    for (let i = 0; i < 22; i += 1) {
      const h = 40 + (i % 4) * 24;
      parts.push(
        rect(
          140 + i * 52,
          500 - h,
          50,
          h,
          ['#b23a2b', '#2f6fa8', '#d9a230', '#3f7d5b', '#7b8a96'][i % 5] ?? '#888',
        ),
      );
    }
    parts.push(
      rect(1320, 330, 90, 170, facePaint('#e8ecee', 0.1, -0.2)),
      haze(1600, 900, '#e3ecef', 0.15),
    );
    parts.push(
      rect(0, 600, 1600, 300, verticalPaint('nh-quay', ['#a6a398', '#86837a'])),
      texture(0, 600, 1600, 300, 0.25, 0.45, 19),
      rect(0, 596, 1600, 8, '#e1b12b'),
      portCrane(180, 820, 760, '#c9542b'),
    );
    // The box in the air under the spreader.
    const cx = 560;
    const cy = 380;
    parts.push(
      line(cx + 200, 40, cx + 200, cy - 150, '#2c3136', 6),
      line(cx + 240, 40, cx + 240, cy - 150, '#2c3136', 6),
      rect(cx + 40, cy - 160, 400, 26, facePaint('#e3b12b', 0.2, -0.2)),
      container(cx, cy + 60, 440, '#1f5fa8', 'KLPU 220418 6'),
      rect(cx + 150, cy - 80, 60, 60, '#fff'),
      flammableDiamond(cx + 180, cy - 50, 56),
      flammableDiamond(cx + 470, cy - 70, 44),
      softShadow(cx + 260, 860, 300, 20, 0.35),
    );
    parts.push(
      figure(1300, 880, 300, {
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

/** Inside an open container: drums four to a pallet, strapped and braced, an inspector. */
export function containerInside(): World {
  return world(1200, 900, () => {
    // Corners of the door opening (tl, tr, br, bl) and of the container's far end.
    type P = [number, number];
    const [i0, i1, i2, i3]: [P, P, P, P] = [
      [140, 80],
      [1060, 80],
      [1060, 820],
      [140, 820],
    ];
    const [b0, b1, b2, b3]: [P, P, P, P] = [
      [420, 300],
      [780, 300],
      [780, 560],
      [420, 560],
    ];
    const parts = [
      rect(0, 0, 1200, 900, verticalPaint('port-bg', ['#a8cbe3', '#d9d6cc'])),
      path(
        polygon([
          [0, 0],
          [140, 80],
          [140, 820],
          [0, 900],
        ]),
        facePaint('#1f5fa8', 0.1, -0.2),
      ),
      path(
        polygon([
          [1200, 0],
          [1060, 80],
          [1060, 820],
          [1200, 900],
        ]),
        facePaint('#1f5fa8', 0.05, -0.25),
      ),
      path(polygon([i0, i1, b1, b0]), verticalPaint('ct-roof', ['#3a4a5a', '#5d6b78'])),
      path(polygon([i0, b0, b3, i3]), verticalPaint('ct-left', ['#7f8d99', '#56636f'])),
      path(polygon([i1, b1, b2, i2]), verticalPaint('ct-right', ['#6d7b87', '#4a5663'])),
      path(polygon([i3, b3, b2, i2]), verticalPaint('ct-floor', ['#8a6a45', '#6d5234'])),
      rect(b0[0], b0[1], 360, 260, '#3e4a55'),
    ];
    // Pallets of drums receding, strapped, with timber bracing.
    const rowsOf: [number, number][] = [
      [560, 0.42],
      [650, 0.62],
      [790, 0.95],
    ];
    for (const [y, s] of rowsOf) {
      for (const side of [-1, 1]) {
        const cx = 600 + side * 200 * s;
        parts.push(drumPallet(cx, y, 340 * s, { color: STEEL_DRUM, kind: 'steel' }));
        parts.push(
          rect(cx - 170 * s, y - 260 * s, 340 * s, 10 * s, '#e8a317'),
          rect(cx - 170 * s, y - 150 * s, 340 * s, 10 * s, '#e8a317'),
        );
      }
      parts.push(rect(600 - 40 * s, y - 300 * s, 80 * s, 290 * s, facePaint('#c9a26a', 0.2, -0.2)));
    }
    parts.push(
      figure(960, 960, 560, {
        skin: '#a56a46',
        outfit: 'vest',
        cloth: '#34495e',
        hardHat: '#f4f4f0',
        back: true,
        hair: '#15100c',
        arms: {
          left: [
            [-0.14, 0.66],
            [-0.06, 0.8],
          ],
          right: [
            [0.14, 0.66],
            [0.06, 0.8],
          ],
        },
      }),
      rect(920, 470, 80, 54, '#1b2026', { rx: 6 }),
      glow(960, 470, 40, '#ffffff', 0.6),
    );
    return parts.join('');
  });
}
