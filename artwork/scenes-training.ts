// Operator training: a trainer at a whiteboard with a gel-time chart, eight laminators in work
// clothes round a table set with cups of resin and stopwatches.
import { lettering } from './lettering';
import { alpha, facePaint, verticalPaint } from './materials';
import { RESIN_AMBER } from './objects-lab';
import { figure, type FigureStyle } from './objects-people';
import { bucket, stopwatch } from './objects-props';
import { world } from './scene-rooms';
import type { World } from './scene-kit';
import { line, path, rect } from './svg';

const CREW: FigureStyle[] = [
  { skin: '#8d5a3b', outfit: 'coverall', cloth: '#2e4a6b', hair: '#15100c' },
  { skin: '#6e4128', outfit: 'shirt', cloth: '#9b4a3a', hair: '#120c08' },
  { skin: '#a56a46', outfit: 'coverall', cloth: '#3b5f82', hair: '#1a120c' },
  { skin: '#7f4f32', outfit: 'shirt', cloth: '#5b7fa6', hair: '#15100c', longHair: true },
  { skin: '#b97a56', outfit: 'coverall', cloth: '#4a5a3c', hair: '#241812' },
  { skin: '#7a4a30', outfit: 'shirt', cloth: '#c9a24a', hair: '#120c08' },
  { skin: '#9a6444', outfit: 'coverall', cloth: '#2e4a6b', hair: '#2a1b12' },
  { skin: '#6e4128', outfit: 'shirt', cloth: '#3f7d5b', hair: '#15100c' },
];

/** The training room: whiteboard, trainer and the crew round the table. */
export function trainingRoom(): World {
  return world(1600, 1000, () => {
    const bx = 380;
    const by = 90;
    const bw = 760;
    const bh = 360;
    const curve = Array.from({ length: 40 }, (_, i) => {
      const t = i / 39;
      const temp = 0.1 + 0.75 * Math.exp(-(((t - 0.6) / 0.13) ** 2)) + 0.05 * t;
      return `${Math.round(bx + 70 + t * (bw - 120))} ${Math.round(by + bh - 50 - temp * (bh - 120))}`;
    }).join('L');
    const parts = [
      rect(0, 0, 1600, 1000, verticalPaint('tr-wall', ['#e7e3d9', '#d2ccbe'])),
      rect(0, 620, 1600, 380, verticalPaint('tr-floor', ['#9a8a72', '#7d6e58'])),
      rect(bx - 14, by - 14, bw + 28, bh + 28, '#aab1b6'),
      rect(bx, by, bw, bh, '#fbfbf8'),
      line(bx + 70, by + bh - 50, bx + bw - 40, by + bh - 50, '#2b333b', 4),
      line(bx + 70, by + bh - 50, bx + 70, by + 40, '#2b333b', 4),
      path(`M${curve}`, 'none', {
        stroke: '#2f6fd1',
        'stroke-width': 7,
        'stroke-linejoin': 'round',
      }),
      line(
        bx + 70 + 0.48 * (bw - 120),
        by + 60,
        bx + 70 + 0.48 * (bw - 120),
        by + bh - 50,
        '#c0392b',
        4,
      ),
      lettering(bx + 90, by + 40, 'GEL TIME', 26, '#0b5d3b'),
      lettering(bx + 70 + 0.48 * (bw - 120) + 10, by + 90, 'GEL 12 MIN', 20, '#c0392b'),
      lettering(bx + bw - 50, by + bh - 18, 'MIN', 18, '#2b333b', { anchor: 'end' }),
      figure(1260, 760, 560, {
        skin: '#b97a56',
        outfit: 'shirt',
        cloth: '#0b5d3b',
        hair: '#3a3a3a',
        glasses: true,
        pose: 'point',
        facing: -1,
      }),
    ];
    // Far side of the table: four laminators facing us, their lower half behind the table.
    CREW.slice(0, 4).forEach((style, i) =>
      parts.push(
        figure(330 + i * 200, 980, 420, { ...style, pose: 'stand', facing: i % 2 ? -1 : 1 }),
      ),
    );
    // The table top in perspective with cups of resin and stopwatches.
    parts.push(
      path('M120 760L1200 760L1330 880L-10 880Z', facePaint('#c9b08a', 0.15, -0.1)),
      rect(-10, 880, 1340, 24, '#7a6244'),
    );
    for (let i = 0; i < 6; i += 1) {
      parts.push(bucket(220 + i * 180, 830 - (i % 2) * 30, 46, 54, '#f4f1e6', RESIN_AMBER));
      parts.push(stopwatch(280 + i * 180, 806 - (i % 2) * 30, 16));
    }
    // Near side: four seen from behind.
    CREW.slice(4).forEach((style, i) =>
      parts.push(
        figure(260 + i * 280, 1320, 640, { ...style, back: true, hair: style.hair ?? '#15100c' }),
      ),
    );
    parts.push(rect(0, 0, 1600, 1000, alpha('#fff8e8', 0.05)));
    return parts.join('');
  });
}
