// Inside the plant: the reactor hall (with or without the operator at the control panel) and
// the drum filling line. Both are one-point perspective interiors: back wall, side walls,
// ceiling with trusses and lamps, and an epoxy floor whose walkway lines run to the
// vanishing point.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  blur,
  facePaint,
  haze,
  lightPool,
  lightShaft,
  shade,
  texturedPath,
  verticalPaint,
} from './materials';
import { figure } from './objects-people';
import { bayLamp, column, pipe, pipeRun, platformEdge, stair, valve } from './objects-structure';
import { drum } from './objects-containers';
import { reactor } from './objects-process';
import type { World } from './scene-kit';
import { circle, group, line, path, rect } from './svg';

interface Room {
  w: number;
  h: number;
  /** The back wall's rectangle. */
  back: { x1: number; y1: number; x2: number; y2: number };
  wall: string;
  floor: string;
}

/** Walls, ceiling, floor and roof trusses of a hall seen down its length. */
function room({ w, h, back, wall, floor }: Room, seed: number): string {
  const { x1, y1, x2, y2 } = back;
  const floorPath = polygon([
    [0, h],
    [x1, y2],
    [x2, y2],
    [w, h],
  ]);
  const parts = [
    // Ceiling.
    path(
      polygon([
        [0, 0],
        [w, 0],
        [x2, y1],
        [x1, y1],
      ]),
      verticalPaint('hall-ceiling', ['#2c343c', '#4a545d']),
    ),
    // Side walls.
    path(
      polygon([
        [0, 0],
        [x1, y1],
        [x1, y2],
        [0, h],
      ]),
      facePaint(shade(wall, -0.22), 0.02, -0.1),
    ),
    path(
      polygon([
        [w, 0],
        [x2, y1],
        [x2, y2],
        [w, h],
      ]),
      facePaint(shade(wall, -0.3), 0, -0.1),
    ),
    // Back wall: cream above, painted dado below, high strip windows.
    rect(x1, y1, x2 - x1, y2 - y1, facePaint(wall, 0.1, -0.05)),
    rect(x1, y2 - (y2 - y1) * 0.28, x2 - x1, (y2 - y1) * 0.28, facePaint('#5b7868', 0.02, -0.15)),
    rect(
      x1,
      y1 + (y2 - y1) * 0.06,
      x2 - x1,
      (y2 - y1) * 0.12,
      verticalPaint('hall-window', ['#f4f8fb', '#c9dae6']),
    ),
  ];
  for (let x = x1; x < x2; x += (x2 - x1) / 12) {
    parts.push(rect(x, y1 + (y2 - y1) * 0.06, 3, (y2 - y1) * 0.12, '#6f7b86'));
  }
  // Roof trusses: lines from the side walls' tops converging on the back wall.
  for (let i = 1; i <= 6; i += 1) {
    const t = i / 7;
    const yL = y1 * t;
    const xL = x1 * t;
    const xR = w - (w - x2) * t;
    parts.push(line(xL, yL, xR, yL, '#1f252b', 3 + 6 * (1 - t)));
    parts.push(
      path(`M${xL} ${yL}L${(xL + xR) / 2} ${yL - 30 * (1 - t)}L${xR} ${yL}`, 'none', {
        stroke: '#262d34',
        'stroke-width': 2 + 3 * (1 - t),
      }),
    );
  }
  // Floor: epoxy with texture, walkway lines and expansion joints.
  parts.push(
    path(floorPath, verticalPaint('hall-floor', [shade(floor, -0.1), floor, shade(floor, 0.08)])),
  );
  parts.push(texturedPath(floorPath, 0.18, 0.25, seed));
  const vx = (x1 + x2) / 2;
  for (const f of [0.28, 0.72]) {
    const bx = w * f;
    const tx = x1 + (x2 - x1) * f;
    parts.push(
      path(
        polygon([
          [bx - 14, h],
          [tx - 3, y2],
          [tx + 3, y2],
          [bx + 14, h],
        ]),
        '#d9a72a',
        { opacity: 0.85 },
      ),
    );
  }
  for (let i = 1; i < 6; i += 1) {
    const t = (i / 6) ** 1.8;
    const y = y2 + (h - y2) * t;
    const xl = x1 * (1 - t);
    const xr = x2 + (w - x2) * t;
    parts.push(line(xl, y, xr, y, alpha('#000', 0.12), 1 + t * 2));
  }
  parts.push(line(vx, y2, vx, h, alpha('#000', 0.08), 2));
  return group(parts.join(''));
}

/** An HMI control panel: grey cabinet, touch screen with a trend and mimic, buttons. */
function controlPanel(x: number, y: number, w: number, h: number): string {
  const sx = x + w * 0.12;
  const sy = y - h + h * 0.1;
  const sw = w * 0.76;
  const sh = h * 0.34;
  const trend = Array.from(
    { length: 12 },
    (_, i) =>
      `${sx + sw * 0.55 + (i * sw * 0.4) / 11} ${sy + sh * (0.75 - Math.sin(i * 0.7) * 0.12 - i * 0.035)}`,
  ).join('L');
  return group(
    [
      rect(x + w * 0.1, y - h * 0.02, w, h * 0.04, alpha('#000', 0.3), { filter: blur(6) }),
      rect(x, y - h, w, h, facePaint('#b9c1c7', 0.15, -0.2), { rx: 4 }),
      rect(x + w, y - h + 6, w * 0.08, h - 6, '#7e878e'),
      rect(sx - 6, sy - 6, sw + 12, sh + 12, '#2a3036', { rx: 4 }),
      rect(sx, sy, sw, sh, verticalPaint('hmi', ['#123047', '#0b1e2d'])),
      rect(sx + sw * 0.05, sy + sh * 0.15, sw * 0.18, sh * 0.55, 'none', {
        stroke: '#7fd3ff',
        'stroke-width': 2,
      }),
      rect(sx + sw * 0.05, sy + sh * 0.45, sw * 0.18, sh * 0.25, '#e7a63a', { opacity: 0.8 }),
      rect(sx + sw * 0.3, sy + sh * 0.15, sw * 0.18, sh * 0.55, 'none', {
        stroke: '#7fd3ff',
        'stroke-width': 2,
      }),
      path(`M${trend}`, 'none', { stroke: '#6ef0a8', 'stroke-width': 2.5 }),
      lettering(sx + sw * 0.55, sy + sh * 0.22, 'R-101  148 C', sh * 0.09, '#cfe8ff', {
        weight: 0.12,
      }),
      rect(sx, sy, sw, sh * 0.45, alpha('#ffffff', 0.06)),
      ...[0, 1, 2, 3].map((i) =>
        circle(
          x + w * (0.2 + i * 0.2),
          y - h * 0.38,
          w * 0.04,
          ['#2fb344', '#e0a21b', '#d23a2f', '#e6e8ea'][i] ?? '#ccc',
          { stroke: '#4c545b', 'stroke-width': 2 },
        ),
      ),
      rect(x + w * 0.15, y - h * 0.25, w * 0.7, h * 0.08, '#e9ecef', {
        stroke: '#8a949c',
        'stroke-width': 1,
      }),
      lettering(x + w * 0.5, y - h * 0.195, 'REACTOR R-101', h * 0.035, '#23303c', {
        anchor: 'middle',
      }),
    ].join(''),
  );
}

export type HallVariant = 'operator' | 'empty' | 'crew' | 'control-room';

/** A glazed control room on the right of the hall: lit screens behind the glass. */
function controlRoom(x: number, y: number, w: number, h: number): string {
  const parts = [
    rect(x, y - h, w, h, facePaint('#d9dde0', 0.1, -0.15)),
    rect(
      x + w * 0.05,
      y - h * 0.85,
      w * 0.9,
      h * 0.55,
      verticalPaint('control-glass', ['#2d4a5e', '#1a2c3a']),
    ),
  ];
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      rect(x + w * (0.1 + i * 0.21), y - h * 0.62, w * 0.16, h * 0.2, '#57b3e8', { opacity: 0.85 }),
    );
    parts.push(
      rect(x + w * (0.1 + i * 0.21), y - h * 0.62, w * 0.16, h * 0.05, '#b8f0c8', { opacity: 0.7 }),
    );
  }
  parts.push(
    path(
      polygon([
        [x + w * 0.1, y - h * 0.85],
        [x + w * 0.3, y - h * 0.85],
        [x + w * 0.15, y - h * 0.3],
        [x + w * 0.05, y - h * 0.3],
      ]),
      alpha('#fff', 0.12),
    ),
    rect(x, y - h * 0.25, w, h * 0.25, facePaint('#b9c0c6', 0.05, -0.2)),
    rect(x + w * 0.2, y - h * 0.98, w * 0.6, h * 0.1, '#0b5d3b'),
    lettering(x + w * 0.5, y - h * 0.905, 'CONTROL ROOM', h * 0.05, '#fff', { anchor: 'middle' }),
  );
  return group(parts.join(''));
}

/**
 * The reactor hall: three stainless reactors rising through a mezzanine, service pipes and
 * valves, light from the strip windows. Variants add a man in PPE at the HMI panel, engineers
 * reviewing a batch record, or a glazed control room.
 */
export function reactorHall(variant: HallVariant): World {
  const w = 1600;
  const h = 900;
  const back = { x1: 300, y1: 150, x2: 1300, y2: 600 };
  return {
    width: w,
    height: h,
    draw: () => {
      const parts = [room({ w, h, back, wall: '#e3ddd0', floor: '#5f7568' }, 11)];
      // Service lines along the back wall.
      const lines: [number, string, string][] = [
        [300, '#8a949c', '#2c7be5'],
        [330, '#c0c6cb', '#e0a21b'],
        [360, '#3f7d5b', '#2fb344'],
      ];
      for (const [y, color, bandColor] of lines)
        parts.push(pipe(back.x1, y, back.x2, y, 14, color, { flanges: 4, bandColor }));
      parts.push(valve(520, 330, 14), valve(1080, 300, 14, '#2f6fd1'));
      // Columns along the side walls, shrinking towards the back.
      for (const t of [0.25, 0.55, 0.8]) {
        parts.push(
          column(
            back.x1 * t + 10,
            back.y1 * t + 30,
            back.y2 + (h - back.y2) * (1 - t) * 0.9,
            28 * (1 - t) + 10,
          ),
        );
        parts.push(
          column(
            w - (w - back.x2) * t - 10,
            back.y1 * t + 30,
            back.y2 + (h - back.y2) * (1 - t) * 0.9,
            28 * (1 - t) + 10,
          ),
        );
      }
      parts.push(haze(w, h, '#dfe6ea', 0.12));
      // Light from the windows.
      parts.push(
        lightShaft(
          [
            [520, 190],
            [600, 190],
            [760, 620],
            [560, 620],
          ],
          '#fff6df',
          0.22,
        ),
        lightShaft(
          [
            [980, 190],
            [1060, 190],
            [1240, 620],
            [1040, 620],
          ],
          '#fff6df',
          0.18,
        ),
      );
      // Reactors on the hall floor, rising through the mezzanine.
      const deck = 420;
      const reactors: [number, string][] = [
        [560, 'R-101'],
        [820, 'R-102'],
        [1080, 'R-103'],
      ];
      for (const [x, tag] of reactors) {
        parts.push(lightPool(x + 20, 660, 150, 30, '#000', 0.25));
        parts.push(reactor(x, 660, 190, 520, { tag, seed: x }));
      }
      // Pipe drops from the service lines into the reactor heads.
      for (const [x] of reactors) {
        parts.push(
          pipeRun(
            [
              [x + 40, 300],
              [x + 40, 230],
              [x + 70, 230],
              [x + 70, 250],
            ],
            10,
            '#a7b1b9',
          ),
        );
      }
      // The mezzanine deck in front of the reactor bodies.
      parts.push(
        rect(back.x1 - 60, deck, back.x2 - back.x1 + 120, 22, facePaint('#3f4a54', 0.1, -0.25)),
        platformEdge(back.x1 - 60, deck, back.x2 - back.x1 + 120, 50),
        column(back.x1 - 40, deck + 22, 660, 14),
        column(back.x2 + 40, deck + 22, 660, 14),
        column(700, deck + 22, 660, 12),
        column(950, deck + 22, 660, 12),
        variant === 'control-room'
          ? controlRoom(1250, 640, 300, 330)
          : stair(1180, 670, 190, 250, 50),
      );
      // Drums waiting by the discharge valves.
      parts.push(
        drum(470, 700, 56, { view: 0.2 }),
        drum(525, 706, 56, { view: 0.2 }),
        drum(1160, 700, 56, { view: 0.2 }),
      );
      // High-bay lamps.
      for (const [x, y, s] of [
        [560, 120, 28],
        [1040, 120, 28],
        [800, 170, 20],
        [380, 60, 36],
        [1220, 60, 36],
      ] as const)
        parts.push(bayLamp(x, y, s));
      // A large reactor shell in the left foreground for depth, softly out of focus.
      parts.push(
        pipe(60, 0, 60, h, 40, '#7d8a95', { flanges: 3 }),
        pipe(130, 0, 130, h, 26, '#3f7d5b', { flanges: 3, bandColor: '#2fb344' }),
      );
      if (variant === 'operator') {
        parts.push(
          controlPanel(1230, 850, 170, 330),
          figure(1160, 880, 330, {
            skin: '#a56a46',
            outfit: 'vest',
            cloth: '#2f5d8a',
            hardHat: '#f4f4f0',
            glasses: true,
            pose: 'tablet',
            facing: 1,
          }),
        );
      } else if (variant === 'crew') {
        parts.push(
          figure(700, 890, 300, {
            skin: '#8d5a3b',
            outfit: 'coverall',
            hardHat: '#f4f4f0',
            pose: 'clipboard',
            facing: 1,
          }),
          figure(860, 880, 290, {
            skin: '#c68a62',
            outfit: 'vest',
            cloth: '#e8edf2',
            hardHat: '#2f6fd1',
            hair: '#1a120c',
            longHair: true,
            pose: 'stand',
            facing: -1,
          }),
          figure(1000, 900, 305, {
            skin: '#a56a46',
            outfit: 'shirt',
            cloth: '#5b7fa6',
            hardHat: '#f4f4f0',
            glasses: true,
            pose: 'point',
            facing: -1,
          }),
        );
      } else {
        parts.push(
          figure(980, 690, 120, {
            skin: '#8d5a3b',
            outfit: 'coverall',
            hardHat: '#f4f4f0',
            pose: 'clipboard',
            facing: -1,
          }),
        );
      }
      return parts.join('');
    },
  };
}

/** A weighing platform with its indicator post showing the fill weight. */
function platformScale(cx: number, y: number, w: number, reading: string): string {
  return group(
    [
      path(
        polygon([
          [cx - w / 2, y],
          [cx + w / 2, y],
          [cx + w * 0.6, y - w * 0.12],
          [cx - w * 0.4, y - w * 0.12],
        ]),
        facePaint('#6f7a84', 0.2, -0.1),
      ),
      rect(cx - w / 2, y, w, w * 0.06, '#3d454c'),
      rect(cx + w * 0.62, y - w * 1.1, w * 0.04, w * 1.1, '#4a535b'),
      rect(cx + w * 0.45, y - w * 1.32, w * 0.4, w * 0.22, facePaint('#dfe3e6', 0.1, -0.2), {
        rx: 4,
      }),
      rect(cx + w * 0.48, y - w * 1.28, w * 0.34, w * 0.09, '#17201a'),
      lettering(cx + w * 0.55, y - w * 1.205, reading, w * 0.045, '#ff6b3d', { weight: 0.15 }),
    ].join(''),
  );
}

/** The drum filling line: a roller conveyor, the filling head over a drum on the scale. */
export function fillingLine(): World {
  const w = 1600;
  const h = 900;
  const back = { x1: 260, y1: 120, x2: 1340, y2: 560 };
  return {
    width: w,
    height: h,
    draw: () => {
      const parts = [room({ w, h, back, wall: '#e6e2d8', floor: '#6b7a70' }, 5)];
      parts.push(
        pipe(back.x1, 250, back.x2, 250, 16, '#c0c6cb', { flanges: 4, bandColor: '#e0a21b' }),
      );
      parts.push(haze(w, h, '#e7ecee', 0.1));
      for (const [x, y, s] of [
        [500, 90, 30],
        [1100, 90, 30],
      ] as const)
        parts.push(bayLamp(x, y, s));
      // Roller conveyor.
      const conveyorY = 700;
      parts.push(rect(80, conveyorY, 1440, 26, facePaint('#5a646e', 0.15, -0.2)));
      for (let x = 90; x < 1520; x += 34)
        parts.push(rect(x, conveyorY - 8, 26, 10, facePaint('#b7c0c7', 0.3, -0.2), { rx: 5 }));
      for (const x of [140, 560, 1000, 1460])
        parts.push(rect(x, conveyorY + 26, 16, 110, '#4a535b'));
      // Filling gantry over the scale.
      const fx = 800;
      parts.push(
        rect(fx - 230, 250, 26, conveyorY - 250, facePaint('#486a59', 0.1, -0.2)),
        rect(fx + 200, 250, 26, conveyorY - 250, facePaint('#486a59', 0.1, -0.2)),
        rect(fx - 240, 250, 476, 30, facePaint('#3f5e4f', 0.15, -0.2)),
        pipeRun(
          [
            [fx + 120, 250],
            [fx + 120, 330],
            [fx + 10, 330],
          ],
          14,
          '#a7b1b9',
        ),
        valve(fx + 120, 300, 12, '#2f6fd1'),
      );
      // Drums along the line: open ones waiting, the one being filled, capped and labelled ones leaving.
      for (const x of [190, 330, 470]) parts.push(drum(x, conveyorY - 4, 120, { view: 0.2 }));
      parts.push(platformScale(fx, conveyorY - 2, 230, '219.6 KG'));
      parts.push(
        drum(fx, conveyorY - 28, 130, { view: 0.2 }),
        rect(fx - 54, 280, 44, 120, facePaint('#c7ced4', 0.2, -0.2), { rx: 6 }),
        rect(fx - 40, 400, 16, 58, facePaint('#b7c0c7', 0.3, -0.1)),
      );
      for (const x of [1130, 1270, 1410])
        parts.push(drum(x, conveyorY - 4, 120, { view: 0.2, label: { grade: 'ISO' } }));
      parts.push(
        figure(1020, 890, 330, {
          skin: '#7f4f32',
          outfit: 'vest',
          cloth: '#2f5d8a',
          hardHat: '#f4f4f0',
          glasses: true,
          pose: 'reach',
          facing: -1,
        }),
      );
      return parts.join('');
    },
  };
}
