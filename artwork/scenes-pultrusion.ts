// Pultrusion: a profile line (creel, open resin bath, heated die, green channel coming out, the
// puller), a multi-strand optical fibre rod line with its small dies, caterpillar pullers and
// rows of reels, the jacketed resin bath, a Barcol check on a cut I-beam, the mandrel bend test,
// a cable cross-section and the cut end of a rod. Side views are drawn with a little depth:
// each strand or rod is offset up and right by its depth.
import { polygon } from './forms';
import {
  alpha,
  cylinderPaint,
  facePaint,
  glow,
  pipePaint,
  shade,
  softShadow,
  verticalPaint,
} from './materials';
import { rodReel } from './objects-frp';
import { lettering } from './lettering';
import { room, world } from './scene-rooms';
import type { World } from './scene-kit';
import { ellipse, group, line, n, path, rect, seededRandom } from './svg';

const ROD = '#efe6cc';

const GREEN_PROFILE = '#2f8a4e';

/** A creel: a steel rack holding rows of roving packages, front face at (x, y) on the floor. */
function creel(x: number, y: number, w: number, h: number): string {
  const parts = [rect(x, y - h, w, h, alpha('#39424b', 0.0))];
  for (const px of [x, x + w])
    parts.push(rect(px - 6, y - h, 12, h, facePaint('#4c5660', 0.15, -0.2)));
  const rows = 5;
  const cols = 4;
  for (let r = 0; r < rows; r += 1) {
    const ry = y - h * 0.08 - (r * h * 0.9) / rows;
    parts.push(rect(x, ry, w, 8, '#5a646d'));
    for (let c = 0; c < cols; c += 1) {
      const cx = x + (w * (c + 0.5)) / cols;
      const pw = (w / cols) * 0.7;
      parts.push(
        rect(cx - pw / 2, ry - pw * 0.9, pw, pw * 0.9, cylinderPaint('#ece6d6', 'matte'), {
          rx: pw * 0.08,
        }),
        ellipse(cx, ry - pw * 0.45, pw * 0.12, pw * 0.12, '#8f8677'),
      );
    }
  }
  return group(parts.join(''));
}

/** A heated steel die: a long block with heater bands and cables, from x to x + L at height y. */
function heatedDie(x: number, y: number, L: number, h: number, zones = 3): string {
  const parts = [
    softShadow(x + L / 2, y + h * 1.6, L * 0.55, h * 0.15, 0.45),
    rect(x, y - h / 2, L, h, pipePaint('#a9b4bd', 'steel')),
  ];
  for (let i = 0; i < zones; i += 1) {
    const zx = x + L * (0.08 + (i * 0.84) / zones);
    const zw = (L * 0.84) / zones - L * 0.03;
    parts.push(
      rect(zx, y - h * 0.62, zw, h * 1.24, pipePaint('#8d5a3a', 'gloss'), { rx: 4 }),
      path(
        `M${n(zx + zw / 2)} ${n(y + h * 0.62)}q${n(-L * 0.02)} ${n(h * 0.8)} ${n(-L * 0.06)} ${n(h * 1.4)}`,
        'none',
        {
          stroke: '#1f2327',
          'stroke-width': Math.max(2, h * 0.06),
        },
      ),
    );
  }
  return group(parts.join(''));
}

/** A caterpillar puller: two belts gripping the profile, in a painted frame. */
function puller(x: number, y: number, w: number, h: number, color = '#2f6fa8'): string {
  return group(
    [
      softShadow(x + w / 2, y, w * 0.6, h * 0.06, 0.5),
      rect(x, y - h, w, h, facePaint(color, 0.15, -0.2), { rx: 6 }),
      rect(x + w * 0.08, y - h * 0.78, w * 0.84, h * 0.2, '#24282c', { rx: h * 0.1 }),
      rect(x + w * 0.08, y - h * 0.52, w * 0.84, h * 0.2, '#24282c', { rx: h * 0.1 }),
      ...Array.from({ length: 10 }, (_, i) =>
        rect(x + w * (0.1 + i * 0.08), y - h * 0.78, 3, h * 0.46, alpha('#fff', 0.12)),
      ),
      rect(x + w * 0.7, y - h * 0.25, w * 0.2, h * 0.12, '#1d2a22', { rx: 3 }),
    ].join(''),
  );
}

/** The profile line for a channel section, side on, glass running left to right. */
export function pultrusionLine(): World {
  return world(1600, 900, () => {
    const lineY = 470;
    const parts = [
      room(1600, 900, 600, { wall: '#6a747b', windows: true, lamps: 4, floor: '#8e9188' }),
    ];
    parts.push(creel(40, 640, 260, 460));
    // Rovings from the creel, converging through the guide plate into the bath.
    const random = seededRandom(4);
    for (let i = 0; i < 20; i += 1) {
      const sy = 200 + random() * 400;
      parts.push(
        path(
          `M${300} ${n(sy)}Q${420} ${n(lineY - 30 + (sy - 400) * 0.15)} ${560} ${n(lineY - 20 + (i % 6) * 5)}`,
          'none',
          {
            stroke: alpha('#f4f1e8', 0.8),
            'stroke-width': 2,
          },
        ),
      );
    }
    parts.push(
      rect(540, lineY - 120, 24, 180, facePaint('#7d8790', 0.2, -0.2)),
      // The open resin bath on its stand.
      rect(600, lineY + 40, 260, 200, facePaint('#4c5660', 0.1, -0.2)),
      path(
        polygon([
          [580, lineY - 10],
          [880, lineY - 10],
          [860, lineY + 50],
          [600, lineY + 50],
        ]),
        pipePaint('#c3ccd3', 'steel'),
      ),
      path(
        polygon([
          [592, lineY - 6],
          [868, lineY - 6],
          [858, lineY + 14],
          [602, lineY + 14],
        ]),
        verticalPaint('bath-resin', ['#e0a23a', '#b86e00']),
      ),
      ellipse(700, lineY + 2, 60, 5, alpha('#fff3c4', 0.5)),
    );
    for (let i = 0; i < 6; i += 1)
      parts.push(
        line(560, lineY - 20 + i * 5, 900, lineY - 4 + i * 1.5, alpha('#f7e7bd', 0.85), 2),
      );
    parts.push(
      rect(900, lineY + 60, 380, 180, facePaint('#4c5660', 0.1, -0.2)),
      heatedDie(900, lineY, 360, 90),
      glow(1080, lineY, 160, '#ffb070', 0.2),
    );
    // The green channel coming out of the die towards the puller.
    parts.push(
      rect(
        1260,
        lineY - 26,
        360,
        52,
        verticalPaint('channel-out', [
          shade(GREEN_PROFILE, 0.35),
          GREEN_PROFILE,
          shade(GREEN_PROFILE, -0.35),
        ]),
      ),
      rect(1260, lineY - 20, 360, 6, alpha('#ffffff', 0.55)),
      rect(1260, lineY + 12, 360, 4, alpha('#000', 0.25)),
      puller(1360, 660, 240, 260),
      rect(1260, lineY - 26, 360, 52, alpha('#000', 0), {}),
    );
    return parts.join('');
  });
}

/**
 * The multi-strand rod line: twelve cream rods out of a row of small heated dies into
 * caterpillar pullers ('line'), or the end of the line with rows of wound reels ('reels').
 */
export function rodLine(view: 'line' | 'reels'): World {
  return world(1600, 900, () => {
    const far = view === 'reels';
    const floorY = far ? 560 : 720;
    const parts = [
      room(1600, 900, floorY, { wall: '#7b868d', windows: true, lamps: 4, floor: '#a4a79e' }),
    ];
    const rods = 12;
    const k = far ? 0.55 : 1;
    const baseY = far ? 480 : 580;
    const dieX = far ? 60 : 160;
    const pullX = far ? 560 : 900;
    const rodY = (i: number) => baseY - i * 17 * k;
    const rodX = (i: number) => dieX + i * 22 * k;
    // Frame under the dies.
    for (const lx of [dieX + 10, dieX + 420 * k])
      parts.push(rect(lx, baseY, 18 * k, floorY - baseY, facePaint('#3e4850', 0.1, -0.2)));
    // The pullers' housings, behind the rods.
    for (const u of [0, 1]) {
      const px = pullX + u * 360 * k;
      parts.push(
        softShadow(px + 150 * k, floorY, 200 * k, 16 * k, 0.5),
        rect(
          px,
          rodY(rods) - 70 * k,
          300 * k,
          floorY - rodY(rods) + 70 * k,
          facePaint('#e0a21b', 0.15, -0.25),
          { rx: 8 },
        ),
        rect(px + 20 * k, rodY(rods) - 50 * k, 260 * k, 36 * k, '#24282c', { rx: 18 * k }),
      );
    }
    for (let i = rods - 1; i >= 0; i -= 1) {
      const y = rodY(i);
      const x0 = rodX(i);
      parts.push(
        line(0, y, x0, y, alpha('#f7f4ea', 0.75), 3 * k),
        rect(x0, y - 20 * k, 190 * k, 40 * k, pipePaint('#aab4bc', 'steel'), { rx: 5 }),
        rect(x0 + 40 * k, y - 25 * k, 34 * k, 50 * k, pipePaint('#8d5a3a', 'gloss'), { rx: 3 }),
        rect(x0 + 110 * k, y - 25 * k, 34 * k, 50 * k, pipePaint('#8d5a3a', 'gloss'), { rx: 3 }),
        line(x0 + 190 * k, y + 5 * k, 1700, y + 5 * k, alpha('#000', 0.25), 4 * k),
        line(x0 + 190 * k, y, 1700, y, ROD, 9 * k),
        line(x0 + 190 * k, y - 2 * k, 1700, y - 2 * k, alpha('#ffffff', 0.85), 2.5 * k),
      );
    }
    parts.push(glow(dieX + 300 * k, baseY - 100 * k, 240 * k, '#ffb070', 0.2));
    // Lower belts and the front posts of the pullers, over the rods.
    for (const u of [0, 1]) {
      const px = pullX + u * 360 * k;
      parts.push(
        rect(px + 20 * k, baseY + 14 * k, 260 * k, 36 * k, '#24282c', { rx: 18 * k }),
        rect(
          px,
          baseY + 60 * k,
          300 * k,
          floorY - baseY - 60 * k,
          facePaint('#d69a17', 0.1, -0.25),
        ),
        rect(
          px,
          rodY(rods) - 70 * k,
          24 * k,
          floorY - rodY(rods) + 70 * k,
          facePaint('#c88f12', 0.2, -0.2),
        ),
        rect(px + 220 * k, baseY + 90 * k, 60 * k, 36 * k, '#1d2a22', { rx: 4 }),
      );
    }
    if (far) {
      for (let row = 0; row < 2; row += 1) {
        for (let u = 0; u < 4; u += 1) {
          const r = row === 0 ? 140 : 190;
          parts.push(
            rodReel(row === 0 ? 760 + u * 220 : 380 + u * 300, row === 0 ? 610 : 800, r, ROD),
          );
        }
      }
    }
    return parts.join('');
  });
}

/** The jacketed resin bath with its thermometer, glass rovings entering the resin. */
export function jacketedBath(): World {
  return world(1200, 900, () => {
    const parts = [room(1200, 900, 520, { wall: '#aeb6ba', lamps: 2, floor: '#9a9c94' })];
    parts.push(
      softShadow(620, 820, 520, 40, 0.5),
      // Outer cooling jacket and the inner bath, in perspective from above.
      path(
        polygon([
          [140, 420],
          [1060, 420],
          [1120, 760],
          [80, 760],
        ]),
        facePaint('#c9d1d8', 0.2, -0.25),
      ),
      path(
        polygon([
          [80, 760],
          [1120, 760],
          [1120, 820],
          [80, 820],
        ]),
        facePaint('#8e99a3', 0.1, -0.2),
      ),
      path(
        polygon([
          [210, 460],
          [990, 460],
          [1030, 700],
          [170, 700],
        ]),
        facePaint('#9aa5ae', 0.1, -0.2),
      ),
      path(
        polygon([
          [240, 490],
          [960, 490],
          [990, 680],
          [210, 680],
        ]),
        verticalPaint('jb-resin', ['#e7aa3c', '#c47d12', '#a86400']),
      ),
      path(
        polygon([
          [260, 500],
          [600, 500],
          [560, 540],
          [250, 540],
        ]),
        alpha('#fff4c8', 0.25),
      ),
      // Coolant hoses to the jacket.
      path('M1110 640C1180 640 1180 820 1200 840', 'none', {
        stroke: '#2f6fd1',
        'stroke-width': 26,
      }),
      path('M1100 700C1150 720 1150 860 1130 900', 'none', {
        stroke: '#d0312d',
        'stroke-width': 22,
      }),
    );
    // Rovings dipping under the wet-out bars.
    for (let i = 0; i < 16; i += 1) {
      const x = 300 + i * 38;
      parts.push(
        path(`M${x - 60} 200Q${x} 400 ${x + 30} 560`, 'none', {
          stroke: alpha('#f7f4ea', 0.9),
          'stroke-width': 3,
        }),
      );
    }
    parts.push(
      rect(220, 540, 760, 16, pipePaint('#dfe5e9', 'steel'), { rx: 8 }),
      // Digital thermometer on the jacket.
      rect(820, 330, 240, 130, facePaint('#e8eaec', 0.1, -0.2), { rx: 12 }),
      rect(840, 350, 200, 70, '#12201a', { rx: 6 }),
      lettering(940, 405, '26.0 °C', 38, '#7ff0a6', { anchor: 'middle', weight: 0.14 }),
      line(900, 460, 900, 600, '#c7ced4', 8),
    );
    return parts.join('');
  });
}
