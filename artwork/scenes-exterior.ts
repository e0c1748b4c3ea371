// The plants from outside: the Satara resin plant at dusk or by day (open process structure
// with reactors, tank farm, pipe rack, stack, offices and warehouse), the styrene and resin
// tank farm, and the tropical Sri Lanka factories. Far things are drawn first and veiled in
// the sky's colour, so depth reads from colour as well as size.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  blur,
  facePaint,
  glow,
  gradeFilter,
  haze,
  lightPool,
  rimLight,
  shade,
  texture,
  verticalPaint,
} from './materials';
import { figure } from './objects-people';
import {
  SAFETY_YELLOW,
  clouds,
  column,
  lightPole,
  palm,
  pipe,
  pipeRack,
  ridge,
  shed,
  sky,
  stack,
  stair,
  tree,
} from './objects-structure';
import { reactor, storageTank } from './objects-process';
import type { World } from './scene-kit';
import { el, group, line, rect, seededRandom } from './svg';

export type Daylight = 'dusk' | 'day';

interface Light {
  sky: string[];
  sun?: { x: number; y: number; r: number; color: string };
  ridge: string;
  haze: string;
  ground: string;
  windows: string;
  lamps: boolean;
}

const LIGHT: Record<Daylight, Light> = {
  dusk: {
    sky: ['#1b2540', '#3b3f66', '#8a5a6e', '#e59a5b', '#f6c27a'],
    sun: { x: 260, y: 520, r: 26, color: '#ffb35c' },
    ridge: '#5b5266',
    haze: '#f0a86a',
    ground: '#3a3d45',
    windows: '#ffcf7a',
    lamps: true,
  },
  day: {
    sky: ['#5e9fd6', '#9cc5e6', '#d7e8f2', '#eef3f3'],
    ridge: '#8fa7b3',
    haze: '#dfeaf0',
    ground: '#8d9096',
    windows: '#a9c4d6',
    lamps: false,
  },
};

/**
 * An open steel process structure: columns, three floors with yellow handrails, reactors
 * standing on the floors and a stair tower.
 */
function processStructure(x: number, y: number, w: number, h: number, seed: number): string {
  const levels = [y - h * 0.34, y - h * 0.66, y - h];
  const parts: string[] = [];
  // Reactors on the ground floor and first floor, behind the frame.
  parts.push(
    reactor(x + w * 0.22, y, w * 0.27, h * 0.74, { tag: 'R-1', seed, view: 0.15 }),
    reactor(x + w * 0.55, y, w * 0.29, h * 0.78, { tag: 'R-2', seed: seed + 1, view: 0.15 }),
    reactor(x + w * 0.85, levels[0] ?? y, w * 0.2, h * 0.52, {
      tag: 'R-3',
      seed: seed + 2,
      view: 0.15,
    }),
  );
  for (let i = 0; i <= 4; i += 1)
    parts.push(column(x + (w * i) / 4, y - h, y, w * 0.025, '#4d6b5c'));
  for (const ly of levels) {
    parts.push(rect(x - w * 0.02, ly, w * 1.04, h * 0.025, facePaint('#3e4a52', 0.1, -0.2)));
    parts.push(rect(x - w * 0.02, ly - h * 0.07, w * 1.04, h * 0.01, SAFETY_YELLOW));
    parts.push(
      rect(x - w * 0.02, ly - h * 0.035, w * 1.04, h * 0.006, shade(SAFETY_YELLOW, -0.15)),
    );
    for (let px = x; px <= x + w; px += w / 10)
      parts.push(rect(px, ly - h * 0.07, 2, h * 0.07, shade(SAFETY_YELLOW, -0.2)));
  }
  // Cross bracing in the end bays.
  parts.push(
    line(x, y, x + w / 4, levels[0] ?? y, '#3e5a4c', 3),
    line(x + w / 4, y, x, levels[0] ?? y, '#3e5a4c', 3),
    stair(x + w * 1.02, y, w * 0.14, h * 0.34, h * 0.07),
  );
  return group(parts.join(''));
}

/** The Satara plant seen from its forecourt. */
export function resinPlant(daylight: Daylight, seed: number): World {
  const w = 1600;
  const h = 900;
  const horizon = 560;
  const light = LIGHT[daylight];
  const dusk = daylight === 'dusk';
  const court = horizon + 78;
  return {
    width: w,
    height: h,
    draw: () => {
      const parts = [sky(w, horizon, light.sky, light.sun)];
      parts.push(clouds(w, 180, dusk ? '#f3b38a' : '#ffffff', seed, 6, dusk ? 0.35 : 0.6));
      parts.push(ridge(w, horizon - 40, 50, light.ridge, seed + 3, horizon + 10));
      parts.push(haze(w, h, light.haze, 0.12));
      const plant: string[] = [
        rect(
          0,
          horizon,
          w,
          court - horizon,
          verticalPaint(`yard-${daylight}`, [shade(light.ground, 0.15), shade(light.ground, 0.05)]),
        ),
      ];
      // Far tank farm and pipe rack.
      const tanks: [number, number, number, string][] = [
        [1090, 120, 250, 'UPR-01'],
        [1230, 120, 250, 'UPR-02'],
        [1370, 110, 220, 'SM-01'],
        [1490, 90, 190, 'ISO'],
      ];
      for (const [cx, tw, th, tag] of tanks)
        plant.push(storageTank(cx, horizon + 40, tw, th, { color: '#e7e9e6', tag }));
      plant.push(pipeRack(840, 1560, horizon + 50, 70, ['#9aa4ab', '#c9ced1', '#4d7a62']));
      plant.push(stack(980, horizon + 40, 26, 420));
      plant.push(haze(w, h, light.haze, 0.06));
      plant.push(processStructure(560, horizon + 70, 360, 420, seed));
      plant.push(
        shed(40, horizon + 80, 430, 190, 120, {
          sign: 'KALPA RESINS',
          windows: light.windows,
          doors: 2,
        }),
      );
      // Forecourt: asphalt, kerb and yellow walkway lines running to the process structure.
      plant.push(
        rect(
          0,
          court,
          w,
          h - court,
          verticalPaint(`ground-${daylight}`, [
            shade(light.ground, 0.1),
            light.ground,
            shade(light.ground, -0.2),
          ]),
        ),
        texture(0, court, w, h - court, 0.12, 0.2, seed + 7),
        rect(0, court - 4, w, 8, shade(light.ground, 0.3)),
        el('path', {
          d: polygon([
            [690, court + 4],
            [700, court + 4],
            [430, h],
            [400, h],
          ]),
          fill: alpha(SAFETY_YELLOW, 0.8),
        }),
        el('path', {
          d: polygon([
            [860, court + 4],
            [870, court + 4],
            [1180, h],
            [1150, h],
          ]),
          fill: alpha(SAFETY_YELLOW, 0.8),
        }),
      );
      for (const lx of [120, 700, 1250]) plant.push(lightPole(lx, court + 4, 230, '#5a6068'));
      plant.push(
        figure(1060, horizon + 210, 120, {
          skin: '#8d5a3b',
          outfit: 'coverall',
          hardHat: '#f4f4f0',
          pose: 'point',
          facing: -1,
        }),
      );
      plant.push(
        figure(1130, horizon + 214, 118, {
          skin: '#b97a56',
          outfit: 'vest',
          cloth: '#34495e',
          hardHat: '#f2c12e',
          pose: 'clipboard',
          facing: -1,
        }),
      );
      if (!dusk) {
        parts.push(...plant);
        return parts.join('');
      }
      // Dusk: the plant darker and bluer, then the lights on top of it.
      parts.push(
        el('g', { filter: gradeFilter([0.5, 0.5, 0.66], [0.02, 0.015, 0.04]) }, plant.join('')),
      );
      for (const [cx, tw, th] of tanks) {
        parts.push(rimLight(cx - tw / 2, horizon + 40 - th - 10, tw, th + 10, '#ff9c52', -1, 0.8));
      }
      parts.push(
        rect(57, horizon + 80 - 118, 396, 27, '#ffc870', { opacity: 0.85 }),
        ...Array.from({ length: 11 }, (_, i) =>
          rect(57 + i * 34.4, horizon + 80 - 118, 3, 27, '#6b5a4a'),
        ),
        glow(255, horizon - 25, 240, '#ffcf7a', 0.25),
      );
      for (const lx of [120, 700, 1250]) {
        parts.push(
          glow(lx + 28, court + 4 - 223, 60, '#ffd58a', 0.9),
          lightPool(lx + 30, court + 60, 200, 46, '#ffcf7a', 0.3),
        );
        parts.push(
          el(
            'g',
            { filter: blur(5) },
            rect(
              lx + 16,
              court + 20,
              22,
              230,
              verticalPaint('reflect', [alpha('#ffcf7a', 0.45), alpha('#ffcf7a', 0)]),
            ),
          ),
        );
      }
      for (const ly of [horizon + 70 - 140, horizon + 70 - 277, horizon + 70 - 420])
        parts.push(glow(740, ly + 20, 90, '#ffd58a', 0.35));
      return parts.join('');
    },
  };
}

/** The styrene and resin tank farm inside its bund wall, by day. */
export function tankFarm(): World {
  const w = 1600;
  const h = 900;
  const horizon = 600;
  return {
    width: w,
    height: h,
    draw: () => {
      const parts = [
        sky(w, horizon, LIGHT.day.sky),
        clouds(w, 160, '#ffffff', 31, 7, 0.6),
        ridge(w, horizon - 30, 40, '#9fb3bd', 4, horizon + 10),
      ];
      const back: [number, number, number, string][] = [
        [220, 200, 420, 'SM-02'],
        [520, 220, 460, 'UPR-04'],
        [820, 220, 460, 'UPR-05'],
        [1120, 200, 420, 'ISO-02'],
        [1400, 180, 380, 'SM-03'],
      ];
      for (const [cx, tw, th, tag] of back)
        parts.push(storageTank(cx, horizon + 60, tw, th, { tag, color: '#e9ebe8' }));
      parts.push(haze(w, h, '#e5eef2', 0.1));
      parts.push(
        pipeRack(60, 1540, horizon + 120, 90, ['#9aa4ab', '#c9ced1', '#4d7a62', '#b88a2c']),
      );
      const front: [number, number, number, string][] = [
        [330, 300, 380, 'STYRENE'],
        [800, 320, 400, 'UPR-01'],
        [1270, 300, 380, 'UPR-02'],
      ];
      for (const [cx, tw, th, tag] of front)
        parts.push(storageTank(cx, horizon + 220, tw, th, { tag, color: '#eef0ec' }));
      // Bund wall and gravel floor.
      parts.push(
        rect(
          0,
          horizon + 220,
          w,
          h - horizon - 220,
          verticalPaint('bund-floor', ['#a9a59b', '#8d897f']),
        ),
        texture(0, horizon + 220, w, h - horizon - 220, 0.35, 0.5, 12),
        rect(0, horizon + 250, w, 60, facePaint('#b8b5ac', 0.1, -0.2)),
        lettering(240, horizon + 292, 'FLAMMABLE - NO SMOKING', 26, '#c0392b', { weight: 0.15 }),
      );
      return parts.join('');
    },
  };
}

/** A factory in the tropics: white walls, palms, a monsoon sky, the sign over the door. */
export function tropicalPlant(sign: string, seed: number): World {
  const w = 1600;
  const h = 900;
  const horizon = 600;
  return {
    width: w,
    height: h,
    draw: () => {
      const random = seededRandom(seed);
      const parts = [
        sky(w, horizon, ['#3f87c9', '#86b9df', '#d4e6ee', '#eef3ee']),
        clouds(w, 200, '#ffffff', seed, 8, 0.75),
        ridge(w, horizon - 20, 40, '#7fa28a', seed + 1, horizon + 10),
      ];
      for (let i = 0; i < 14; i += 1)
        parts.push(tree(random() * w, horizon + 10, 120 + random() * 80, '#4f7f4a', seed + i));
      parts.push(haze(w, h, '#e7f0ec', 0.12));
      parts.push(
        storageTank(1300, horizon + 110, 140, 300, { tag: 'UPR', color: '#eef0ec' }),
        storageTank(1460, horizon + 110, 120, 260, { tag: 'SM', color: '#e9ebe8' }),
      );
      parts.push(
        shed(160, horizon + 130, 900, 300, 200, {
          cladding: '#f1f0ea',
          roof: '#b5553c',
          sign,
          windows: '#a9c4d6',
          doors: 2,
        }),
      );
      parts.push(
        rect(
          0,
          horizon + 128,
          w,
          h - horizon - 128,
          verticalPaint('tropic-ground', ['#9a968c', '#7f7b72']),
        ),
        texture(0, horizon + 128, w, h - horizon - 128, 0.28, 0.4, seed + 5),
        rect(0, horizon + 124, w, 10, '#c9c5b8'),
      );
      for (const [x, s, lean] of [
        [90, 380, 0.3],
        [1120, 420, -0.2],
        [1560, 360, -0.4],
      ] as const)
        parts.push(palm(x, horizon + 150, s, '#3f7a3c', lean));
      parts.push(pipe(1040, horizon + 20, 1380, horizon + 20, 14, '#9aa4ab', { flanges: 2 }));
      parts.push(
        figure(700, horizon + 250, 120, {
          skin: '#7f4f32',
          outfit: 'vest',
          cloth: '#2f5d8a',
          hardHat: '#f4f4f0',
          pose: 'clipboard',
        }),
      );
      return parts.join('');
    },
  };
}
