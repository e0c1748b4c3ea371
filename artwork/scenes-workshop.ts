// Customers' FRP workshops: catalyst dosing on a cold morning, the peroxide cabinet in its own
// store, a thick casting poured in layers and one split open, car putty on a door panel, a
// Barcol check on a new tank, audits of a drum store and of a whole shop, a cut-open chemical
// tank and an infusion flow test on a glass table.
import { polygon } from './forms';
import { lettering } from './lettering';
import { alpha, facePaint, softShadow, verticalPaint, textureFilter } from './materials';
import { drum } from './objects-containers';
import { frpTank } from './objects-frp';
import { RESIN_AMBER } from './objects-lab';
import { hullMould } from './objects-marine';
import { figure, type FigureStyle } from './objects-people';
import {
  barcolTester,
  bucket,
  clipboard,
  dispenserBottle,
  handAt,
  irThermometer,
  respirator,
  roller,
  safetyGlasses,
  wallThermometer,
  stopwatch,
} from './objects-props';
import { drumPallet } from './objects-transport';
import { room, world } from './scene-rooms';
import type { World } from './scene-kit';
import { circle, group, n, path, rect } from './svg';

export const LAMINATOR: FigureStyle = {
  skin: '#8d5a3b',
  outfit: 'coverall',
  cloth: '#2e4a6b',
  hair: '#15100c',
};

/** The organic peroxide label: an orange-red diamond with a flame over a circle and 5.2. */
export function peroxideDiamond(cx: number, cy: number, s: number): string {
  const r = s / 2;
  return group(
    [
      path(
        polygon([
          [cx, cy - r],
          [cx + r, cy],
          [cx, cy + r],
          [cx - r, cy],
        ]),
        '#e8542a',
      ),
      path(
        polygon([
          [cx, cy - r],
          [cx + r, cy],
          [cx - r, cy],
        ]),
        '#d0312d',
      ),
      circle(cx, cy - r * 0.15, r * 0.18, 'none', { stroke: '#1b1f24', 'stroke-width': r * 0.06 }),
      path(
        `M${n(cx)} ${n(cy - r * 0.7)}c${n(r * 0.2)} ${n(r * 0.2)} ${n(r * 0.15)} ${n(r * 0.35)} 0 ${n(r * 0.4)}c${n(-r * 0.15)} ${n(-r * 0.05)} ${n(-r * 0.2)} ${n(-r * 0.2)} 0 ${n(-r * 0.4)}Z`,
        '#1b1f24',
      ),
      lettering(cx, cy + r * 0.62, '5.2', r * 0.22, '#1b1f24', { anchor: 'middle' }),
    ].join(''),
  );
}

/** A laminator measuring MEKP into a bucket of resin, a wall thermometer at 16 °C behind him. */
export function mekpDosing(): World {
  return world(1600, 900, () => {
    const man: FigureStyle = {
      ...LAMINATOR,
      facing: -1,
      arms: {
        left: [
          [-0.14, 0.62],
          [-0.1, 0.48],
        ],
        right: [
          [0.22, 0.7],
          [0.3, 0.78],
        ],
      },
    };
    const [hx, hy] = handAt(980, 900, 680, [0.3, 0.78], -1);
    return [
      room(1600, 900, 620, {
        wall: '#6d7880',
        door: { x: 1180, w: 320, h: 420, outside: 'yard' },
        lamps: 2,
      }),
      rect(0, 0, 1600, 900, alpha('#9fc3e6', 0.08)),
      wallThermometer(560, 260, 70, 16),
      drum(240, 700, 170, { label: { grade: 'GP ORTHO' } }),
      figure(980, 900, 680, man),
      rect(560, 620, 260, 30, facePaint('#7a5c3a', 0.15, -0.2)),
      rect(580, 650, 22, 250, '#5e4730'),
      rect(780, 650, 22, 250, '#5e4730'),
      bucket(690, 620, 180, 170, '#e6e1d6', RESIN_AMBER),
      dispenserBottle(hx - 30, hy + 40, 130, 35),
      path(`M${n(hx - 110)} ${n(hy + 60)}Q${n(720)} ${n(hy + 160)} 700 ${n(470)}`, 'none', {
        stroke: alpha('#f2f0e6', 0.8),
        'stroke-width': 3,
      }),
    ].join('');
  });
}

/** A steel cabinet of catalyst bottles with its peroxide label, apart from the resin drums. */
export function peroxideStore(): World {
  return world(1200, 900, () => {
    const louvres: string[] = [];
    for (let i = 0; i < 8; i += 1) louvres.push(rect(820, 100 + i * 22, 260, 12, '#4b555e'));
    const bottles: string[] = [];
    for (let row = 0; row < 3; row += 1)
      for (let i = 0; i < 5; i += 1)
        bottles.push(dispenserBottle(170 + i * 62, 330 + row * 150, 100));
    return [
      room(1200, 900, 640, { wall: '#9aa3a8', lamps: 1, floor: '#8a8d86' }),
      rect(800, 90, 300, 200, '#d0d5d8'),
      ...louvres,
      // The cabinet with its door open.
      softShadow(320, 780, 280, 30, 0.5),
      rect(120, 160, 400, 620, facePaint('#c8cdd1', 0.1, -0.2), { rx: 6 }),
      rect(140, 180, 360, 580, verticalPaint('cab-in', ['#8d969d', '#6e777e'])),
      ...[330, 480, 630].map((y) => rect(140, y, 360, 10, '#b7bec4')),
      ...bottles,
      path(
        polygon([
          [520, 170],
          [640, 200],
          [640, 790],
          [520, 770],
        ]),
        facePaint('#b9c0c6', 0.15, -0.25),
      ),
      peroxideDiamond(580, 360, 90),
      lettering(580, 470, 'ORGANIC', 14, '#1b1f24', { anchor: 'middle' }),
      lettering(580, 492, 'PEROXIDE', 14, '#1b1f24', { anchor: 'middle' }),
      // The yellow line of the store's boundary and the drums well away.
      path(
        polygon([
          [700, 900],
          [740, 640],
          [760, 640],
          [730, 900],
        ]),
        '#e3b12b',
      ),
      drumPallet(1000, 760, 220, {}),
    ].join('');
  });
}

/** An application engineer pressing a Barcol tester on a new FRP tank, the supervisor watching. */
export function tankBarcol(): World {
  return world(1600, 1000, () => {
    const eng: FigureStyle = {
      skin: '#b97a56',
      outfit: 'vest',
      cloth: '#e8edf2',
      hardHat: '#f4f4f0',
      facing: 1,
      arms: {
        left: [
          [0.0, 0.66],
          [0.22, 0.7],
        ],
        right: [
          [0.22, 0.66],
          [0.3, 0.72],
        ],
      },
    };
    const [hx, hy] = handAt(560, 960, 700, [0.3, 0.72]);
    return [
      room(1600, 1000, 700, { wall: '#5d6870', door: { x: 80, w: 360, h: 460 }, lamps: 3 }),
      frpTank(900, 940, 520, 560, '#d8c27a'),
      figure(560, 960, 700, eng),
      safetyGlasses(560, 960, 700),
      barcolTester(hx + 40, hy + 30, 110),
      figure(1420, 980, 640, {
        skin: '#7f4f32',
        outfit: 'shirt',
        cloth: '#c9d6e2',
        hair: '#2a2a2a',
        pose: 'stand',
        facing: -1,
      }),
    ].join('');
  });
}

/** An auditor with a clipboard and an infrared thermometer at a customer's drum store. */
export function drumAudit(): World {
  return world(1600, 1000, () => {
    const auditor: FigureStyle = {
      skin: '#c08159',
      outfit: 'shirt',
      cloth: '#6b7178',
      hair: '#4a4a4a',
      glasses: true,
      facing: -1,
      arms: {
        left: [
          [-0.1, 0.62],
          [0.02, 0.68],
        ],
        right: [
          [0.22, 0.66],
          [0.34, 0.74],
        ],
      },
    };
    const [hx, hy] = handAt(980, 980, 680, [0.34, 0.74], -1);
    const drums: string[] = [];
    for (let row = 0; row < 2; row += 1)
      for (let i = 0; i < 4; i += 1)
        drums.push(
          drum(180 + i * 140 + row * 60, 760 - row * 70 + (row === 0 ? 140 : 0), 130, {
            label: row === 0 && i % 2 === 0 ? { grade: 'ISO' } : undefined,
          }),
        );
    return [
      room(1600, 1000, 680, { wall: '#7c868d', lamps: 2 }),
      drums.reverse().join(''),
      figure(980, 980, 680, auditor),
      clipboard(...handAt(980, 980, 680, [0.02, 0.68], -1), 80, 10),
      irThermometer(hx + 10, hy - 20, 110, -1, '31 °C'),
      path(`M${n(hx - 70)} ${n(hy - 10)}L640 760`, 'none', {
        stroke: alpha('#ff3b30', 0.7),
        'stroke-width': 3,
        'stroke-dasharray': '10 8',
      }),
      figure(1300, 980, 660, {
        skin: '#8d5a3b',
        outfit: 'vest',
        cloth: '#3b5f82',
        hardHat: '#f2c12e',
        pose: 'stand',
        facing: -1,
      }),
    ].join('');
  });
}

/** A whole FRP workshop during an audit: two moulds, the marked drum store and the auditor. */
export function workshopAudit(): World {
  return world(1600, 900, () => {
    const hatch: string[] = [];
    for (let i = 0; i < 10; i += 1)
      hatch.push(
        path(`M${1080 + i * 50} 860l40 -120`, 'none', {
          stroke: alpha('#e3b12b', 0.7),
          'stroke-width': 8,
        }),
      );
    return [
      room(1600, 900, 520, { wall: '#6a747b', windows: true, lamps: 4 }),
      figure(360, 470, 250, { ...LAMINATOR, pose: 'reach' }),
      respirator(360, 470, 250),
      hullMould(20, 640, 820, { open: 1.2, lining: { kind: 'mat', extent: 0.6 } }),
      figure(560, 690, 290, {
        ...LAMINATOR,
        skin: '#6e4128',
        cloth: '#3b5f82',
        pose: 'reach',
        facing: -1,
      }),
      hullMould(160, 830, 700, {
        open: 1.3,
        tooling: '#c65a2b',
        lining: { kind: 'gelcoat', extent: 1.05 },
      }),
      roller(...handAt(560, 690, 290, [0.28, 0.55], -1), 470, 640, 36),
      // The drum store: a hatched and lined bay.
      path(
        polygon([
          [1060, 880],
          [1560, 880],
          [1520, 700],
          [1120, 700],
        ]),
        'none',
        { stroke: '#e3b12b', 'stroke-width': 10 },
      ),
      ...hatch,
      drum(1200, 790, 110, {}),
      drum(1320, 790, 110, { label: { grade: 'ISO' } }),
      drum(1440, 790, 110, {}),
      // The auditor at the wall-mounted catalyst dispenser.
      rect(900, 300, 90, 150, facePaint('#d9dde0', 0.1, -0.2), { rx: 6 }),
      dispenserBottle(945, 440, 110),
      figure(1000, 860, 520, {
        skin: '#c08159',
        outfit: 'shirt',
        cloth: '#6b7178',
        hair: '#4a4a4a',
        glasses: true,
        pose: 'clipboard',
        facing: -1,
      }),
    ].join('');
  });
}

/** A paper cup of resin on a digital scale, a stopwatch and a wooden stirring stick beside it. */
export function cupOnScale(): World {
  return world(1200, 900, () =>
    [
      rect(0, 0, 1200, 900, verticalPaint('cup-wall', ['#6d7880', '#55606a'])),
      rect(0, 560, 1200, 340, verticalPaint('cup-bench', ['#a57c50', '#7d5a36'])),
      rect(0, 560, 1200, 340, '#808080', {
        filter: textureFilter(0.02, 3, 8),
        opacity: 0.2,
        style: 'mix-blend-mode:overlay',
      }),
      softShadow(500, 740, 300, 30, 0.6),
      path(
        polygon([
          [240, 730],
          [760, 730],
          [720, 620],
          [280, 620],
        ]),
        facePaint('#e8eaec', 0.1, -0.2),
      ),
      rect(240, 730, 520, 40, facePaint('#c7ccd0', 0.05, -0.2)),
      rect(320, 738, 180, 26, '#12201a', { rx: 4 }),
      lettering(410, 759, '100.0 G', 18, '#7ff0a6', { anchor: 'middle' }),
      bucket(500, 660, 200, 200, '#f4f1e6', RESIN_AMBER),
      rect(470, 300, 18, 330, facePaint('#d9b07a', 0.2, -0.2), { transform: 'rotate(14 480 460)' }),
      stopwatch(930, 620, 90),
    ].join(''),
  );
}
