// FRP in roads and buildings: a highway sign and delineators, SMC manhole covers in new asphalt,
// translucent roofing strips over a warehouse, a roof being fitted with them, GRP facade panels
// on a school and an office in Colombo, a GRP cornice on a Gothic building in Fort, Mumbai,
// linings in a cooling-tower basin and a water tank, a roofing-sheet line, and gelcoat panels
// on the lab's roof exposure rack.
import { polygon } from './forms';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  glow,
  shade,
  softShadow,
  texture,
  verticalPaint,
} from './materials';
import { figure, type FigureStyle } from './objects-people';
import { clouds, ridge, sky, palm } from './objects-structure';
import { outdoors, world } from './scene-rooms';
import type { World } from './scene-kit';
import { el, ellipse, group, line, n, path, rect } from './svg';

export const WORKER: FigureStyle = {
  skin: '#8d5a3b',
  outfit: 'coverall',
  cloth: '#2e4a6b',
  hardHat: '#f2c12e',
};

/** A building front with curved white GRP panels and sunshades over its windows. */
function grpBuilding(
  x: number,
  y: number,
  w: number,
  floors: number,
  floorH: number,
  wall: string,
): string {
  const parts = [
    softShadow(x + w / 2, y, w * 0.55, 20, 0.4),
    rect(x, y - floors * floorH, w, floors * floorH, facePaint(wall, 0.05, -0.12)),
  ];
  const bays = Math.round(w / 160);
  for (let f = 0; f < floors; f += 1) {
    const fy = y - (f + 1) * floorH;
    for (let b = 0; b < bays; b += 1) {
      const bx = x + (w * b) / bays + 20;
      const bw = w / bays - 40;
      parts.push(
        rect(
          bx,
          fy + floorH * 0.3,
          bw,
          floorH * 0.5,
          verticalPaint('bld-win', ['#5d7f99', '#8fb0c6']),
        ),
        // The curved GRP hood over each window.
        path(
          `M${n(bx - 14)} ${n(fy + floorH * 0.3)}Q${n(bx + bw / 2)} ${n(fy + floorH * 0.02)} ${n(bx + bw + 14)} ${n(fy + floorH * 0.3)}L${n(bx + bw + 14)} ${n(fy + floorH * 0.36)}Q${n(bx + bw / 2)} ${n(fy + floorH * 0.12)} ${n(bx - 14)} ${n(fy + floorH * 0.36)}Z`,
          verticalPaint('grp-hood', ['#ffffff', '#dfe2e2']),
        ),
        path(
          `M${n(bx - 14)} ${n(fy + floorH * 0.36)}Q${n(bx + bw / 2)} ${n(fy + floorH * 0.12)} ${n(bx + bw + 14)} ${n(fy + floorH * 0.36)}`,
          'none',
          { stroke: alpha('#000', 0.2), 'stroke-width': 6, filter: blur(3) },
        ),
      );
    }
    // Curved fins between the bays.
    for (let b = 0; b <= bays; b += 1) {
      const fx = x + (w * b) / bays;
      parts.push(
        path(
          `M${n(fx - 10)} ${n(fy)}Q${n(fx + 16)} ${n(fy + floorH / 2)} ${n(fx - 10)} ${n(fy + floorH)}H${n(fx + 10)}Q${n(fx + 34)} ${n(fy + floorH / 2)} ${n(fx + 10)} ${n(fy)}Z`,
          facePaint('#f6f6f3', 0.1, -0.12),
        ),
      );
    }
  }
  parts.push(rect(x - 20, y - floors * floorH - 30, w + 40, 30, facePaint('#f3f3f0', 0.1, -0.15)));
  return group(parts.join(''));
}

/** A three-storey school in Colombo with GRP facade panels, children in the courtyard. */
export function schoolFacade(): World {
  return world(1200, 900, () => {
    const kids: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      kids.push(
        figure(160 + i * 110 + (i % 2) * 30, 820 + (i % 3) * 30, 150 + (i % 3) * 10, {
          skin: ['#7a4a30', '#8d5a3b', '#6e4128'][i % 3] ?? '#7a4a30',
          outfit: 'shirt',
          cloth: '#f6f6f2',
          trousers: i % 2 ? '#f2f2ee' : '#1f3553',
          hair: '#120c08',
          longHair: i % 3 === 1,
          pose: i % 4 === 0 ? 'point' : 'stand',
          facing: i % 2 ? 1 : -1,
        }),
      );
    }
    return [
      outdoors(1200, 900, 700, 63, { ground: '#b9ab8a', hills: '#7fa28a' }),
      palm(1120, 720, 420, '#3f7a3c', -0.3),
      grpBuilding(60, 720, 1000, 3, 200, '#e9d9b5'),
      ...kids,
    ].join('');
  });
}

/** An office building in Colombo with GRP panels, rain clouds clearing behind it. */
export function officeFacade(): World {
  return world(1600, 800, () =>
    [
      sky(1600, 640, ['#4f6f8f', '#8fb0c9', '#d9e6ee']),
      el(
        'g',
        { filter: blur(14), opacity: 0.85 },
        ellipse(300, 120, 420, 110, '#5a6270') +
          ellipse(900, 90, 380, 80, '#6a7380') +
          ellipse(1400, 160, 300, 90, '#59616d'),
      ),
      glow(1200, 260, 220, '#fff4d6', 0.5),
      clouds(1600, 260, '#ffffff', 14, 5, 0.6),
      rect(0, 640, 1600, 160, verticalPaint('wet-road', ['#5d6266', '#3f4448'])),
      grpBuilding(260, 700, 1080, 4, 150, '#dcd7cc'),
      palm(120, 720, 380, '#3f7a3c', 0.3),
      palm(1480, 720, 420, '#3f7a3c', -0.3),
      // Reflections on the wet ground.
      el(
        'g',
        { opacity: 0.25, transform: 'translate(0 1420) scale(1 -1)' },
        rect(260, 700, 1080, 80, '#dcd7cc'),
      ),
      rect(0, 700, 1600, 100, alpha('#8fb0c9', 0.15)),
    ].join(''),
  );
}

/** Scaffolding against a Victorian Gothic stone front, a GRP cornice going up below a dome. */
export function heritageDome(): World {
  return world(1600, 900, () => {
    const stone = '#c9a26a';
    const parts = [sky(1600, 900, ['#7fb0dc', '#c6dcea', '#efe9dc'])];
    // The dome on its drum, and the facade with pointed arches.
    parts.push(
      rect(620, 300, 360, 140, facePaint(stone, 0.1, -0.15)),
      path('M600 300C600 120 1000 120 1000 300Z', verticalPaint('dome', ['#d8b27a', '#9f7a48'])),
      rect(790, 80, 20, 60, '#6f5a3a'),
      rect(120, 440, 1360, 460, facePaint(shade(stone, -0.05), 0.08, -0.15)),
    );
    for (let i = 0; i < 6; i += 1) {
      const x = 200 + i * 220;
      parts.push(
        path(
          `M${x} 880V640Q${x + 60} 540 ${x + 120} 640V880Z`,
          verticalPaint('arch', ['#4d4a46', '#2e2c2a']),
        ),
        path(`M${x - 10} 640Q${x + 60} 530 ${x + 130} 640`, 'none', {
          stroke: shade(stone, 0.25),
          'stroke-width': 14,
        }),
      );
    }
    // The cornice: old stone on the left, new GRP sections on the right, one being lifted in.
    parts.push(
      rect(100, 420, 800, 40, facePaint(shade(stone, -0.15), 0.1, -0.25)),
      rect(900, 420, 400, 40, facePaint('#d6b07a', 0.2, -0.2)),
      rect(1330, 390, 200, 40, facePaint('#d6b07a', 0.2, -0.2), {
        transform: 'rotate(-6 1430 410)',
      }),
    );
    // Scaffold tubes and boards.
    for (let x = 860; x <= 1560; x += 140)
      parts.push(rect(x, 300, 10, 600, cylinderPaint('#aab3ba', 'galvanised')));
    for (const y of [480, 680, 880])
      parts.push(
        rect(840, y, 740, 10, cylinderPaint('#aab3ba', 'galvanised')),
        rect(850, y - 16, 720, 16, facePaint('#b88a57', 0.1, -0.2)),
      );
    parts.push(
      figure(1020, 664, 380, {
        ...WORKER,
        cloth: '#dfe4e8',
        facing: -1,
        arms: {
          left: [
            [-0.06, 0.7],
            [0.16, 0.66],
          ],
          right: [
            [0.22, 0.72],
            [0.34, 0.68],
          ],
        },
      }),
      figure(1400, 464, 320, {
        ...WORKER,
        skin: '#6e4128',
        facing: 1,
        arms: {
          left: [
            [0.0, 0.7],
            [0.1, 0.84],
          ],
          right: [
            [0.2, 0.72],
            [0.24, 0.86],
          ],
        },
      }),
    );
    return parts.join('');
  });
}

/** A chemist on the lab's flat roof inspecting gelcoat panels on an outdoor exposure rack. */
export function exposureRack(): World {
  return world(1200, 900, () => {
    const colours = [
      '#f4f4ef',
      '#1f7a52',
      '#cfe0f2',
      '#c0392b',
      '#f2c12e',
      '#2f6fa8',
      '#e8e2cf',
      '#3a3f46',
    ];
    const panels: string[] = [];
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c < 8; c += 1) {
        const x = 140 + c * 90 + r * 40;
        const y = 560 - r * 90;
        panels.push(
          path(
            polygon([
              [x, y],
              [x + 80, y],
              [x + 110, y - 80],
              [x + 30, y - 80],
            ]),
            facePaint(colours[(c + r) % 8] ?? '#eee', 0.2, -0.1),
          ),
        );
      }
    return [
      sky(1200, 600, ['#5f9fd6', '#a9cde8', '#e6f0f1']),
      clouds(1200, 160, '#ffffff', 5, 6, 0.7),
      ridge(1200, 560, 60, '#8fa7b3', 6, 620),
      rect(0, 600, 1200, 300, verticalPaint('flat-roof', ['#b9b3a6', '#9a9488'])),
      texture(0, 600, 1200, 300, 0.2, 0.6, 5),
      rect(0, 590, 1200, 20, '#d5d0c4'),
      // The rack frame: legs and rails tilted towards the sun.
      ...[140, 500, 860].map((x) =>
        path(`M${x} 640L${x + 130} 330`, 'none', { stroke: '#8d969e', 'stroke-width': 12 }),
      ),
      ...[140, 500, 860].map((x) => line(x, 640, x, 600, '#8d969e', 12)),
      ...panels,
      figure(1040, 860, 520, {
        skin: '#c68a62',
        outfit: 'labcoat',
        hair: '#1d1410',
        longHair: true,
        glasses: true,
        pose: 'clipboard',
        facing: -1,
      }),
    ].join('');
  });
}
