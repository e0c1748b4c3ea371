// Testing what pultrusion makes: a Barcol check on a cut I-beam, the mandrel bend test of an
// optical fibre rod under a magnifying lamp, and the cable the rod ends up in, cut across.
import { polygon } from './forms';
import {
  alpha,
  cylinderPaint,
  facePaint,
  glow,
  pipePaint,
  shade,
  softShadow,
  textureFilter,
  verticalPaint,
} from './materials';
import { rodReel } from './objects-frp';
import { labBench } from './objects-lab';
import { figure, type FigureStyle } from './objects-people';
import { barcolTester, handAt, safetyGlasses } from './objects-props';
import { closeBackdrop, room, world } from './scene-rooms';
import type { World } from './scene-kit';
import { circle, el, ellipse, line, path, rect } from './svg';

const ROD = '#efe6cc';

/** An engineer pressing a Barcol impressor onto a freshly cut FRP I-beam. */
export function barcolOnBeam(): World {
  return world(1200, 900, () => {
    const eng: FigureStyle = {
      skin: '#a56a46',
      outfit: 'shirt',
      cloth: '#e9eef2',
      hardHat: '#f4f4f0',
      facing: -1,
      arms: {
        left: [
          [-0.06, 0.64],
          [0.16, 0.52],
        ],
        right: [
          [0.22, 0.62],
          [0.3, 0.52],
        ],
      },
    };
    const beam = '#e2b93b';
    const [hx, hy] = handAt(760, 900, 700, [0.3, 0.52], -1);
    return [
      room(1200, 900, 480, { wall: '#7a848b', windows: true, lamps: 2 }),
      figure(760, 900, 700, eng),
      safetyGlasses(760, 900, 700, -1),
      // The I-beam on trestles, its cut end towards us on the left.
      rect(120, 640, 40, 260, '#4a535b'),
      rect(900, 640, 40, 260, '#4a535b'),
      path(
        polygon([
          [60, 600],
          [1200, 520],
          [1200, 560],
          [60, 648],
        ]),
        facePaint(shade(beam, 0.25), 0.1, -0.05),
      ),
      path(
        polygon([
          [60, 648],
          [1200, 560],
          [1200, 640],
          [60, 740],
        ]),
        facePaint(shade(beam, -0.2), 0.05, -0.15),
      ),
      path('M20 590H120V608H80V720H120V740H20V720H60V608H20Z', facePaint(beam, 0.1, -0.1), {
        stroke: shade(beam, -0.35),
        'stroke-width': 2,
      }),
      rect(20, 590, 100, 150, '#808080', {
        filter: textureFilter(0.6, 4),
        opacity: 0.25,
        style: 'mix-blend-mode:overlay',
      }),
      barcolTester(hx - 10, hy + 20 + 0, 150),
    ].join('');
  });
}

/** The mandrel bend test: a rod wrapped round a steel mandrel under a magnifying lamp. */
export function bendTest(): World {
  return world(1600, 900, () => {
    const tech: FigureStyle = {
      skin: '#b97a56',
      outfit: 'labcoat',
      hair: '#1a120c',
      longHair: true,
      glasses: true,
      facing: 1,
      arms: {
        left: [
          [-0.04, 0.62],
          [0.14, 0.58],
        ],
        right: [
          [0.2, 0.62],
          [0.27, 0.6],
        ],
      },
    };
    const [hx, hy] = handAt(620, 1100, 780, [0.27, 0.6]);
    const mx = 860;
    const my = 560;
    const coil: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      coil.push(
        ellipse(mx, my - 40 + i * 22, 74, 16, 'none', {
          stroke: shade(ROD, -0.1),
          'stroke-width': 7,
        }),
      );
    }
    return [
      room(1600, 900, 640, { wall: '#e3e7e8', lamps: 0, floor: '#c9cccd' }),
      rect(1100, 120, 380, 300, verticalPaint('bt-win', ['#cfe3f1', '#eef5f6'])),
      figure(620, 1100, 780, tech),
      labBench(-20, 640, 1640, 920, 150),
      // The fixture: base plate, post and a polished mandrel.
      rect(760, 600, 220, 40, facePaint('#3b4149', 0.2, -0.2)),
      rect(mx - 40, 420, 80, 190, cylinderPaint('#d6dde2', 'steel')),
      ...coil,
      line(hx, hy, mx - 70, my - 30, ROD, 7),
      line(mx + 70, my + 50, 1160, 610, ROD, 7),
      rodReel(1250, 520, 110, ROD),
      // Magnifying lamp on its arm.
      path('M1500 640L1420 300L1010 250', 'none', {
        stroke: '#dfe3e6',
        'stroke-width': 18,
        'stroke-linejoin': 'round',
      }),
      ellipse(900, 260, 150, 44, facePaint('#eef1f3', 0.2, -0.2)),
      ellipse(900, 264, 118, 30, alpha('#dff3ff', 0.5), { stroke: '#b0bac2', 'stroke-width': 6 }),
      glow(880, 330, 200, '#fffbe8', 0.5),
    ].join('');
  });
}

/** An outdoor optical fibre cable cut across: white FRP rod, loose tubes, black jacket. */
export function cableCrossSection(): World {
  return world(1200, 900, () => {
    const cx = 560;
    const cy = 450;
    const r = 330;
    const colours = ['#2f6fd1', '#e67e22', '#27ae60', '#8e5a2b', '#95a5a6', '#f4f4f4'];
    const parts = [
      closeBackdrop(1200, 900, 700, '#d8dcdc', '#b8bcbc'),
      softShadow(cx + 120, cy + r * 1.02, r * 1.5, 40, 0.5),
      el(
        'g',
        { transform: `translate(${cx} ${cy}) rotate(-14)` },
        rect(0, -r, 900, r * 2, pipePaint('#1b1e22', 'gloss')),
      ),
      circle(cx, cy, r, '#1a1c1f'),
      circle(cx, cy, r * 0.9, '#dcc98e'),
      circle(cx, cy, r * 0.86, '#2a2d31'),
    ];
    colours.forEach((c, i) => {
      const a = (i / colours.length) * Math.PI * 2;
      const tx = cx + Math.cos(a) * r * 0.55;
      const ty = cy + Math.sin(a) * r * 0.55;
      parts.push(circle(tx, ty, r * 0.25, c), circle(tx, ty, r * 0.2, shade(c, -0.25)));
      const fibres = ['#2f6fd1', '#e67e22', '#27ae60', '#c0392b', '#f1c40f', '#ecf0f1'];
      fibres.forEach((f, k) => {
        const fa = (k / fibres.length) * Math.PI * 2;
        parts.push(circle(tx + Math.cos(fa) * r * 0.1, ty + Math.sin(fa) * r * 0.1, r * 0.035, f));
      });
    });
    parts.push(
      circle(cx, cy, r * 0.22, '#f6f6f2', { stroke: '#c9c9c2', 'stroke-width': 4 }),
      circle(cx - r * 0.06, cy - r * 0.06, r * 0.08, alpha('#fff', 0.7)),
      ellipse(cx - r * 0.45, cy - r * 0.7, r * 0.3, r * 0.08, alpha('#fff', 0.25), {
        transform: `rotate(-30 ${cx - r * 0.45} ${cy - r * 0.7})`,
      }),
    );
    return parts.join('');
  });
}
