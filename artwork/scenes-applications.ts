// The fifteen application pictures (600 by 400), one per end use of the resins, each a small
// photographic still life or work scene matching its alt text in src/content/applications.ts.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  glow,
  horizontalPaint,
  pipePaint,
  shade,
  softShadow,
  texture,
  textureFilter,
  verticalPaint,
} from './materials';
import { boatHull, corrugatedStack, hullStand, pultrudedProfile, slab } from './objects-frp';
import { figure } from './objects-people';
import { bayLamp, clouds, ridge, sky } from './objects-structure';
import { studio } from './scenes-catalogue';
import { flat, type World } from './scene-kit';
import { circle, el, ellipse, group, line, n, path, rect, seededRandom, defineOnce } from './svg';

const W = 600;
const H = 400;

/** A workshop backdrop: dark wall, lamps, concrete floor from floorY. */
function workshop(floorY: number, wall = '#4a545c'): string {
  return [
    rect(0, 0, W, H, verticalPaint(`shop-${wall}`, [shade(wall, -0.3), wall, shade(wall, 0.15)])),
    bayLamp(150, 30, 20),
    bayLamp(450, 30, 20),
    rect(0, floorY, W, H - floorY, verticalPaint('shop-floor', ['#7d7f78', '#5f615a'])),
    texture(0, floorY, W, H - floorY, 0.25, 0.5, 4),
  ].join('');
}

function manhole(): string {
  const cx = 300;
  const cy = 250;
  const rx = 170;
  const ry = 78;
  const parts = [
    rect(0, 0, W, H, verticalPaint('asphalt', ['#4a4d52', '#3a3d42', '#2c2f33'])),
    texture(0, 0, W, H, 0.2, 0.25, 13),
    path(
      polygon([
        [0, 40],
        [600, 10],
        [600, 22],
        [0, 54],
      ]),
      alpha('#f4f1e6', 0.8),
    ),
    ellipse(cx + 12, cy + 10, rx + 30, ry + 16, alpha('#000', 0.35), { filter: blur(6) }),
    ellipse(cx, cy, rx + 22, ry + 11, facePaint('#6e7176', 0.2, -0.2)),
    ellipse(cx, cy, rx, ry, verticalPaint('cover', ['#5d6a5f', '#3f4a41'])),
  ];
  for (let i = 1; i <= 4; i += 1) {
    parts.push(
      ellipse(cx, cy, rx * (1 - i * 0.18), ry * (1 - i * 0.18), 'none', {
        stroke: alpha('#ffffff', 0.18),
        'stroke-width': 4,
      }),
    );
    parts.push(
      ellipse(cx, cy + 2, rx * (1 - i * 0.18), ry * (1 - i * 0.18), 'none', {
        stroke: alpha('#000', 0.3),
        'stroke-width': 3,
      }),
    );
  }
  for (let k = 0; k < 12; k += 1) {
    const a = (k / 12) * Math.PI * 2;
    parts.push(
      line(
        cx + Math.cos(a) * rx * 0.3,
        cy + Math.sin(a) * ry * 0.3,
        cx + Math.cos(a) * rx * 0.92,
        cy + Math.sin(a) * ry * 0.92,
        alpha('#000', 0.28),
        4,
      ),
    );
  }
  parts.push(
    ellipse(cx, cy, rx * 0.24, ry * 0.24, '#4c584e'),
    lettering(cx, cy + 6, 'FRP', 16, alpha('#dfe8e0', 0.75), {
      anchor: 'middle',
      transform: `translate(0 ${n(cy * 0.55)}) scale(1 0.45)`,
    }),
    ellipse(cx - 60, cy - 30, 70, 14, alpha('#ffffff', 0.08)),
  );
  return parts.join('');
}

function moulding(): string {
  const random = seededRandom(5);
  const parts = [workshop(300)];
  const mould = 'M60 330C80 230 170 190 300 188C440 190 520 230 545 330Z';
  const clip = defineOnce('mat-clip', () =>
    el(
      'clipPath',
      { id: 'mat-clip' },
      path('M90 320C110 240 180 210 300 208C420 210 490 240 515 320Z', '#000'),
    ),
  );
  parts.push(
    path(mould, verticalPaint('open-mould', ['#c65a2b', '#8e3d1b'])),
    el(
      'g',
      { 'clip-path': clip },
      [
        rect(80, 200, 450, 130, '#efe6cf'),
        rect(80, 200, 450, 130, '#808080', {
          filter: textureFilter(0.12, 5, 1),
          opacity: 0.6,
          style: 'mix-blend-mode:overlay',
        }),
        rect(80, 200, 260, 130, alpha('#d69a36', 0.75)),
        ...Array.from({ length: 60 }, () => {
          const x = 90 + random() * 430;
          const y = 210 + random() * 110;
          const a = random() * Math.PI;
          return line(
            x,
            y,
            x + Math.cos(a) * 22,
            y + Math.sin(a) * 22,
            alpha('#ffffff', 0.45),
            1.2,
          );
        }),
        path('M120 300C160 240 220 222 300 220', 'none', {
          stroke: alpha('#fff', 0.4),
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }),
      ].join(''),
    ),
    rect(40, 326, 520, 14, '#2d3237'),
  );
  // Worker leaning in with a laminating roller on a long handle.
  parts.push(
    figure(430, 400, 280, {
      skin: '#8d5a3b',
      outfit: 'coverall',
      cloth: '#2e4a6b',
      hair: '#1a120c',
      pose: 'reach',
      facing: -1,
      glasses: true,
    }),
    line(360, 240, 318, 268, '#6b5a45', 5),
    rect(290, 262, 50, 14, cylinderPaint('#9aa4ad', 'steel'), {
      rx: 6,
      transform: 'rotate(-30 315 269)',
    }),
  );
  return parts.join('');
}

function roofing(): string {
  return [
    sky(W, 300, ['#6fa7d8', '#b9d6ea', '#e8f0f0']),
    clouds(W, 90, '#ffffff', 3, 5, 0.7),
    ridge(W, 270, 30, '#98b3a8', 6, 300),
    rect(0, 290, W, 110, verticalPaint('roof-yard', ['#b3ae9f', '#928d80'])),
    texture(0, 290, W, 110, 0.3, 0.5, 6),
    rect(60, 330, 400, 12, facePaint('#8a6a45', 0.1, -0.2)),
    corrugatedStack(70, 325, 380, 260, 9, '#e8d79b'),
    corrugatedStack(330, 370, 230, 150, 5, '#a9d1c6'),
  ].join('');
}

function pultrusion(): string {
  const parts = [studio(W, H, 340, '#e1e4e6')];
  const items: [number, number, number, 'i-beam' | 'channel' | 'angle' | 'rod', string][] = [
    [70, 210, 80, 'i-beam', '#e2b93b'],
    [170, 230, 70, 'channel', '#d9a441'],
    [260, 250, 60, 'angle', '#c9c3b3'],
    [90, 290, 70, 'i-beam', '#e7c457'],
    [185, 300, 60, 'channel', '#e2b93b'],
  ];
  for (const [x, y, s, profile, color] of items)
    parts.push(pultrudedProfile(x, y, s, 300, -150, profile, color));
  for (let i = 0; i < 7; i += 1) {
    const row = Math.floor(i / 4);
    parts.push(
      pultrudedProfile(
        370 + (i % 4) * 34 + row * 17,
        300 - row * 30,
        30,
        200,
        -110,
        'rod',
        '#efcf7d',
      ),
    );
  }
  return parts.join('');
}

function marble(): string {
  const corners: [number, number][] = [
    [40, 360],
    [560, 360],
    [500, 90],
    [100, 90],
  ];
  return [
    rect(0, 0, W, H, verticalPaint('marble-bg', ['#3b3f44', '#26292d'])),
    path(
      polygon([
        [30, 372],
        [570, 372],
        [560, 390],
        [40, 390],
      ]),
      alpha('#000', 0.4),
      { filter: blur(6) },
    ),
    slab(corners, '#eeece6', { veins: '#7f8691', seed: 11 }, 16),
    // The crack, filled with clear amber resin.
    path(
      'M250 92C262 140 236 170 270 212C300 250 280 300 318 360L330 360C292 300 312 250 282 210C250 170 276 140 262 92Z',
      alpha('#d89a3a', 0.85),
    ),
    path('M254 96C264 140 242 170 274 212', 'none', {
      stroke: alpha('#ffe3a8', 0.8),
      'stroke-width': 1.5,
    }),
    glow(220, 150, 130, '#ffffff', 0.25),
  ].join('');
}

function quartz(): string {
  const top: [number, number][] = [
    [0, 250],
    [600, 250],
    [600, 160],
    [90, 160],
  ];
  return [
    rect(0, 0, W, H, verticalPaint('kitchen-wall', ['#e9e6df', '#d8d4cb'])),
    rect(90, 0, 510, 160, verticalPaint('splash', ['#f3f1ec', '#e5e2db'])),
    ...Array.from({ length: 6 }, (_, i) => rect(90 + i * 85, 0, 2, 160, alpha('#000', 0.06))),
    rect(380, 20, 180, 110, verticalPaint('kitchen-window', ['#cfe3ef', '#f4f8f8']), {
      stroke: '#f8f8f6',
      'stroke-width': 8,
    }),
    slab(top, '#d9d6d0', { speckles: ['#8c8984', '#f7f6f2', '#5e5b57', '#b9b5ae'], seed: 7 }, 18),
    rect(0, 268, W, 132, facePaint('#38424b', 0.08, -0.2)),
    ...[0, 1, 2, 3].map((i) =>
      rect(8 + i * 150, 280, 140, 112, 'none', { stroke: alpha('#000', 0.25), 'stroke-width': 2 }),
    ),
    ...[0, 1, 2, 3].map((i) => rect(58 + i * 150, 292, 40, 5, '#b9c0c6', { rx: 2 })),
    // A bowl and a tap on the worktop.
    ellipse(210, 212, 50, 12, alpha('#000', 0.2), { filter: blur(3) }),
    path('M160 196Q210 236 260 196Z', horizontalPaint('bowl', ['#c9d6dd', '#ffffff', '#9fb0ba'])),
    rect(470, 150, 10, 40, cylinderPaint('#c7ced4', 'steel')),
    path('M475 150Q475 120 505 124V132', 'none', { stroke: '#c7ced4', 'stroke-width': 8 }),
  ].join('');
}

function buttons(): string {
  const random = seededRandom(21);
  const parts = [
    rect(0, 0, W, H, verticalPaint('fabric', ['#3d4d63', '#2c394b'])),
    rect(0, 0, W, H, '#808080', {
      filter: textureFilter(0.2, 3, 1),
      opacity: 0.25,
      style: 'mix-blend-mode:overlay',
    }),
  ];
  const colours = [
    '#f2efe6',
    '#1f2a36',
    '#b2473e',
    '#d9b35a',
    '#2f7d5a',
    '#8a5a3c',
    '#e9e2d0',
    '#5b6f8e',
  ];
  for (let i = 0; i < 26; i += 1) {
    const cx = 40 + random() * 520;
    const cy = 40 + random() * 320;
    const r = 16 + random() * 22;
    const c = colours[i % colours.length] ?? '#eee';
    parts.push(
      ellipse(cx + r * 0.2, cy + r * 0.25, r, r * 0.95, alpha('#000', 0.35), { filter: blur(3) }),
      circle(cx, cy, r, horizontalPaint(`btn-${c}`, [shade(c, 0.25), c, shade(c, -0.3)])),
      circle(cx, cy, r * 0.72, shade(c, -0.12)),
      circle(cx, cy, r * 0.68, verticalPaint(`btn-in-${c}`, [shade(c, -0.05), shade(c, 0.12)])),
      ...[
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ].map(([dx, dy]) =>
        circle(cx + (dx ?? 0) * r * 0.2, cy + (dy ?? 0) * r * 0.2, r * 0.09, shade(c, -0.55)),
      ),
      ellipse(cx - r * 0.35, cy - r * 0.5, r * 0.35, r * 0.12, alpha('#fff', 0.45)),
    );
  }
  return parts.join('');
}

function smc(): string {
  const x = 170;
  const y = 60;
  const w = 260;
  const h = 300;
  return [
    rect(0, 0, W, H, verticalPaint('smc-wall', ['#cfc9bd', '#b9b2a5'])),
    texture(0, 0, W, H, 0.25, 0.4, 8),
    rect(x + 16, y + 18, w, h, alpha('#000', 0.35), { filter: blur(10) }),
    rect(x + w, y + 8, 22, h - 4, facePaint('#7d8489', 0.05, -0.2)),
    rect(x, y, w, h, facePaint('#a7aeb2', 0.2, -0.2), { rx: 6 }),
    rect(x + 18, y + 18, w - 36, h - 36, 'none', {
      stroke: alpha('#000', 0.2),
      'stroke-width': 3,
      rx: 4,
    }),
    rect(x + 60, y + 50, 140, 90, '#1b2a33', { rx: 4 }),
    rect(x + 64, y + 54, 132, 82, verticalPaint('meter-window', ['#6d8796', '#2e4451']), { rx: 3 }),
    rect(x + 84, y + 74, 92, 30, '#d9e4c6'),
    lettering(x + 90, y + 96, '04512.7', 16, '#26331f'),
    path(
      polygon([
        [x + 70, y + 54],
        [x + 110, y + 54],
        [x + 76, y + 136],
        [x + 64, y + 136],
      ]),
      alpha('#fff', 0.18),
    ),
    rect(x + w - 40, y + 150, 14, 50, facePaint('#3b4247', 0.2, -0.2), { rx: 4 }),
    rect(x + 80, y + 220, 100, 40, '#f0c419'),
    path(
      polygon([
        [x + 130, y + 226],
        [x + 146, y + 254],
        [x + 114, y + 254],
      ]),
      'none',
      { stroke: '#1b1b1b', 'stroke-width': 3 },
    ),
    lettering(x + 130, y + 250, '!', 14, '#1b1b1b', { anchor: 'middle' }),
    rect(x + 110, y + h, 40, 30, cylinderPaint('#5f676d', 'matte')),
  ].join('');
}

function infusion(): string {
  const parts = [workshop(300, '#3e474f')];
  parts.push(
    boatHull(40, 330, 500, { hull: '#d7dbe0', stripe: '#d7dbe0' }),
    // Bagging film: a translucent sheen with wrinkles over the hull.
    path('M40 264Q340 290 540 232L548 300Q420 338 120 334Z', alpha('#e8f3f8', 0.35)),
    ...Array.from({ length: 9 }, (_, i) =>
      path(`M${80 + i * 50} ${280 - i * 3}q10 20 -4 44`, 'none', {
        stroke: alpha('#ffffff', 0.55),
        'stroke-width': 2,
      }),
    ),
    // The resin front advancing from the feed line.
    path('M60 274Q250 296 330 280L320 330Q200 336 90 332Z', alpha('#d8922a', 0.55)),
    path('M50 270Q300 296 540 236', 'none', { stroke: '#f08a24', 'stroke-width': 6 }),
    path('M50 270Q300 296 540 236', 'none', {
      stroke: alpha('#fff', 0.5),
      'stroke-width': 1.5,
      'stroke-dasharray': '6 6',
    }),
    path('M330 282C350 200 420 150 520 120', 'none', { stroke: '#e9eef1', 'stroke-width': 7 }),
    path('M120 272C130 190 80 150 60 110', 'none', { stroke: '#f08a24', 'stroke-width': 7 }),
    rect(500, 90, 70, 60, cylinderPaint('#4f6272', 'gloss'), { rx: 8 }),
    circle(535, 110, 14, '#eef2f4', { stroke: '#2b3640', 'stroke-width': 3 }),
    line(535, 110, 543, 103, '#c0392b', 2),
  );
  return parts.join('');
}

function solidSurface(): string {
  return [
    rect(0, 0, W, H, verticalPaint('bath-wall', ['#d8dcdc', '#c9cecf'])),
    rect(170, 20, 260, 150, verticalPaint('mirror', ['#aebfc9', '#e4ecef']), {
      stroke: '#f4f4f2',
      'stroke-width': 6,
    }),
    path(
      polygon([
        [200, 30],
        [260, 30],
        [220, 160],
        [180, 160],
      ]),
      alpha('#fff', 0.25),
    ),
    glow(300, 40, 120, '#fff6e2', 0.4),
    path(
      polygon([
        [40, 250],
        [560, 250],
        [520, 200],
        [80, 200],
      ]),
      verticalPaint('counter-top', ['#fbfbf9', '#ecece8']),
    ),
    rect(40, 250, 520, 30, facePaint('#f4f4f1', 0.05, -0.15)),
    ellipse(300, 225, 110, 20, verticalPaint('basin', ['#c9d0d4', '#f2f4f4'])),
    ellipse(300, 230, 12, 3, '#8a949b'),
    rect(295, 170, 10, 42, cylinderPaint('#c7ced4', 'steel')),
    path('M300 172Q300 160 318 162V172', 'none', { stroke: '#c7ced4', 'stroke-width': 7 }),
    rect(60, 280, 480, 120, facePaint('#8a6a4a', 0.1, -0.25)),
    rect(300, 290, 2, 110, alpha('#000', 0.3)),
    rect(260, 320, 30, 5, '#c7ced4', { rx: 2 }),
    rect(312, 320, 30, 5, '#c7ced4', { rx: 2 }),
  ].join('');
}

function miningCapsules(): string {
  const parts = [
    rect(0, 0, W, H, verticalPaint('rock', ['#6b655c', '#4e4942', '#3b3732'])),
    rect(0, 0, W, H, '#808080', {
      filter: textureFilter(0.05, 7, 1),
      opacity: 0.3,
      style: 'mix-blend-mode:overlay',
    }),
  ];
  parts.push(rect(0, 300, W, 100, alpha('#1f1c18', 0.4)));
  const capsule = (x: number, y: number, len: number, angle: number) =>
    el(
      'g',
      { transform: `rotate(${angle} ${x} ${y})` },
      [
        ellipse(x + len / 2 + 6, y + 16, len / 2, 8, alpha('#000', 0.35), { filter: blur(3) }),
        rect(x, y - 14, len, 28, pipePaint('#d8d3c4', 'plastic'), { rx: 12 }),
        rect(x + 8, y - 10, len - 16, 20, pipePaint('#8c8f8a', 'matte'), { rx: 8, opacity: 0.65 }),
        rect(x + 8, y - 4, len - 16, 7, alpha('#f3efe2', 0.9), { rx: 3 }),
        rect(x - 2, y - 14, 10, 28, '#b63a2f', { rx: 4 }),
        rect(x + len - 8, y - 14, 10, 28, '#b63a2f', { rx: 4 }),
      ].join(''),
    );
  parts.push(capsule(80, 250, 200, -6), capsule(110, 300, 200, -3), capsule(150, 345, 200, -4));
  // Rock bolt: threaded rebar with a domed plate and nut.
  parts.push(
    el(
      'g',
      { transform: 'rotate(-12 420 200)' },
      [
        ellipse(420, 226, 170, 10, alpha('#000', 0.35), { filter: blur(4) }),
        rect(260, 190, 330, 20, pipePaint('#7b5c49', 'gloss')),
        ...Array.from({ length: 28 }, (_, i) =>
          line(268 + i * 11, 190, 274 + i * 11, 210, alpha('#3a2a20', 0.5), 2),
        ),
        ellipse(300, 200, 16, 52, facePaint('#8f969b', 0.25, -0.25)),
        ellipse(300, 200, 10, 20, '#5c6367'),
        rect(280, 188, 18, 24, cylinderPaint('#9aa1a6', 'steel'), { rx: 2 }),
      ].join(''),
    ),
  );
  return parts.join('');
}

function abrasives(): string {
  const parts = [workshop(250, '#55606a')];
  const colours: [string, string][] = [
    ['#5b6168', '36'],
    ['#2f7d5a', '60'],
    ['#c9c2b0', '120'],
    ['#2b2d30', '220'],
    ['#9b4a3a', '400'],
  ];
  colours.forEach(([c, grit], i) => {
    const x = 40 + i * 108;
    const y = 330 - (i % 2) * 20;
    const face = polygon([
      [x, y],
      [x + 90, y],
      [x + 80, y - 70],
      [x + 10, y - 70],
    ]);
    parts.push(
      softShadow(x + 55, y + 4, 70, 10, 0.5),
      path(
        polygon([
          [x + 90, y],
          [x + 120, y - 22],
          [x + 108, y - 88],
          [x + 80, y - 70],
        ]),
        facePaint(shade(c, -0.25), 0, -0.1),
      ),
      path(
        polygon([
          [x + 10, y - 70],
          [x + 80, y - 70],
          [x + 108, y - 88],
          [x + 40, y - 88],
        ]),
        facePaint(shade(c, 0.15), 0, -0.1),
      ),
      path(face, facePaint(c, 0.1, -0.15)),
      path(face, '#808080', {
        filter: textureFilter(0.9, i + 2),
        opacity: 0.35,
        style: 'mix-blend-mode:overlay',
      }),
      lettering(x + 45, y - 28, grit, 16, c === '#c9c2b0' ? '#3b3b3b' : '#f1f1ec', {
        anchor: 'middle',
      }),
    );
  });
  return parts.join('');
}

function marine(): string {
  return [
    sky(W, 250, ['#4f8fd0', '#9cc7e6', '#e3eff2']),
    clouds(W, 80, '#ffffff', 14, 5, 0.8),
    rect(0, 230, W, 60, verticalPaint('sea', ['#3f86a8', '#2c6f8f'])),
    ...Array.from({ length: 10 }, (_, i) =>
      line(
        20 + i * 60,
        245 + (i % 3) * 12,
        60 + i * 60,
        245 + (i % 3) * 12,
        alpha('#fff', 0.35),
        2,
      ),
    ),
    rect(0, 280, W, 120, verticalPaint('slip-sand', ['#d5c8a6', '#bfae88'])),
    path(
      polygon([
        [120, 400],
        [250, 270],
        [280, 270],
        [190, 400],
      ]),
      '#6d5a44',
    ),
    path(
      polygon([
        [330, 400],
        [330, 270],
        [360, 270],
        [410, 400],
      ]),
      '#6d5a44',
    ),
    boatHull(80, 320, 440, { hull: '#f3f4f1', stripe: '#c0392b', bottom: '#2b5d8a', cabin: true }),
    hullStand(220, 335, 50),
    hullStand(400, 335, 50),
  ].join('');
}

function furniture(): string {
  return [
    rect(0, 0, W, H, verticalPaint('showroom', ['#d7d2ca', '#c5bfb5'])),
    rect(0, 330, W, 70, verticalPaint('showroom-floor', ['#8a7a66', '#6f604e'])),
    rect(90, 60, 220, 280, horizontalPaint('gloss-panel', ['#7a1f2b', '#a3344a', '#6a1826'])),
    path(
      polygon([
        [120, 60],
        [170, 60],
        [120, 340],
        [90, 340],
        [90, 200],
      ]),
      alpha('#fff', 0.22),
    ),
    rect(120, 200, 8, 50, cylinderPaint('#c7ced4', 'steel'), { rx: 3 }),
    rect(330, 40, 200, 300, horizontalPaint('gloss-white', ['#e8e8e6', '#ffffff', '#dcdcd8'])),
    path(
      polygon([
        [360, 40],
        [400, 40],
        [350, 340],
        [330, 340],
        [330, 150],
      ]),
      alpha('#fff', 0.6),
    ),
    rect(345, 60, 170, 120, alpha('#000', 0.04)),
    rect(500, 180, 6, 60, cylinderPaint('#c7ced4', 'steel'), { rx: 3 }),
    softShadow(320, 342, 250, 12, 0.45),
    rect(90, 340, 220, 40, alpha('#7a1f2b', 0.15), { filter: blur(4) }),
  ].join('');
}

function carPutty(): string {
  const cx = 260;
  const y = 330;
  const rx = 120;
  const ry = 30;
  return [
    studio(W, H, 330, '#dde1e4'),
    path(
      `M${cx - rx} ${y - 150}V${y}A${rx} ${ry} 0 0 0 ${cx + rx} ${y}V${y - 150}Z`,
      cylinderPaint('#c9d0d6', 'steel'),
    ),
    path(
      `M${cx - rx} ${y - 130}V${y - 30}A${rx} ${ry} 0 0 0 ${cx + rx} ${y - 30}V${y - 130}A${rx} ${ry} 0 0 1 ${cx - rx} ${y - 130}Z`,
      cylinderPaint('#c0392b', 'gloss'),
    ),
    lettering(cx, y - 70, 'BODY FILLER', 22, '#ffffff', { anchor: 'middle' }),
    lettering(cx, y - 44, 'KALPA R-PET BASE', 12, alpha('#ffffff', 0.85), { anchor: 'middle' }),
    ellipse(cx, y - 150, rx, ry, '#8f989f'),
    ellipse(cx, y - 148, rx - 10, ry - 6, verticalPaint('putty', ['#9aa1a5', '#c4c9cc'])),
    path(`M${cx - 40} ${y - 150}q30 -20 60 -4q20 10 40 -2`, 'none', {
      stroke: alpha('#fff', 0.45),
      'stroke-width': 4,
    }),
    // The spreader leaning on the tin, with putty on its edge.
    path(
      polygon([
        [400, 330],
        [520, 330],
        [530, 230],
        [420, 240],
      ]),
      alpha('#000', 0.25),
      { filter: blur(5) },
    ),
    path(
      polygon([
        [390, 320],
        [500, 330],
        [520, 220],
        [410, 210],
      ]),
      facePaint('#f1c40f', 0.2, -0.1),
      { opacity: 0.95 },
    ),
    path(
      polygon([
        [390, 320],
        [500, 330],
        [502, 318],
        [392, 306],
      ]),
      '#aab0b4',
    ),
  ].join('');
}

function picture(draw: () => string): World {
  return flat(W, H, () => group(draw()));
}

/** Application slug (as in src/content/applications.ts) to its picture. */
export const APPLICATION_WORLDS: Record<string, () => World> = {
  manhole: () => picture(manhole),
  moudling: () => picture(moulding),
  roofingsheet: () => picture(roofing),
  pultrusion: () => picture(pultrusion),
  naturalmarbleprocessing: () => picture(marble),
  engineeredquartzring: () => picture(quartz),
  button: () => picture(buttons),
  smc: () => picture(smc),
  vaccuminfusion: () => picture(infusion),
  solidsurface: () => picture(solidSurface),
  miningcapsule: () => picture(miningCapsules),
  abrasive: () => picture(abrasives),
  marine: () => picture(marine),
  furniturelamination: () => picture(furniture),
  carputty: () => picture(carPutty),
};
