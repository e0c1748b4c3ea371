// The home page's services cards, portfolio pictures and the news pictures. Each drawing is
// laid out on a fixed canvas (480 x 320, 800 x 600 or 640 x 400) and kept under 10 KB.
import {
  COMMON_DEFS,
  beaker,
  boatHull,
  drum,
  flask,
  ibc,
  person,
  reactor,
  speckles,
  storageTank,
  viscometer,
  type PersonStyle,
} from './objects';
import {
  PALETTE as P,
  circle,
  ellipse,
  group,
  line,
  n,
  path,
  rect,
  seededRandom,
  svgDocument,
  text,
} from './svg';

const MIDDLE = { 'text-anchor': 'middle' } as const;

function scene(w: number, h: number, label: string, background: string, body: string[]): string {
  return svgDocument(w, h, label, rect(0, 0, w, h, background) + body.join(''), COMMON_DEFS);
}

/** A sheet of paper with a heading and ruled rows of label and value. */
function sheet(
  x: number,
  y: number,
  w: number,
  heading: string,
  rows: [string, string][],
  size: number,
): string {
  const rowH = size * 1.9;
  const h = size * 3 + rows.length * rowH;
  return group(
    [
      rect(x + 6, y + 6, w, h, 'rgba(0,0,0,0.12)', { rx: 4 }),
      rect(x, y, w, h, P.white, { rx: 4, stroke: P.slate300, 'stroke-width': 2 }),
      rect(x, y, w, size * 2.2, P.green, { rx: 4 }),
      text(x + w / 2, y + size * 1.5, heading, size, P.white, MIDDLE),
      ...rows.map(([label, value], i) => {
        const ry = y + size * 2.2 + (i + 1) * rowH;
        return (
          text(x + size * 0.6, ry - size * 0.55, label, size * 0.85, P.slate700, {
            'font-weight': 'normal',
          }) +
          text(x + w - size * 0.6, ry - size * 0.55, value, size * 0.85, P.slate900, {
            'text-anchor': 'end',
          }) +
          line(x + size * 0.4, ry, x + w - size * 0.4, ry, P.slate200, 1.5)
        );
      }),
    ].join(''),
  );
}

const ENGINEER: PersonStyle = {
  skin: '#b97a56',
  hair: '#1f140e',
  shirt: P.green,
  hairStyle: 'cap',
};

// ---- Services (480 x 320) -------------------------------------------------------------------

export function customFormulationCard(label: string): string {
  return scene(480, 320, label, '#eef5f1', [
    rect(0, 236, 480, 84, P.green),
    rect(0, 230, 480, 12, P.slate700),
    sheet(
      268,
      30,
      186,
      'FORMULA F-214',
      [
        ['Viscosity', '450 mPa·s'],
        ['Gel time', '18 min'],
        ['Thixo index', '1.8'],
        ['Peak exotherm', '165 °C'],
      ],
      14,
    ),
    rect(40, 196, 130, 34, P.slate500, { rx: 4 }),
    rect(56, 204, 70, 18, '#0f2d22', { rx: 2 }),
    text(91, 218, '125.40 g', 12, '#7ef0b4', MIDDLE),
    rect(60, 186, 90, 10, P.slate400, { rx: 2 }),
    beaker(80, 120, 50, 66),
    flask(178, 130, 100, '#9fd3b8'),
    group(beaker(30, 150, 28, 36, '#f2cf7a', 0.7)),
  ]);
}

export function technicalServiceCard(label: string): string {
  return scene(480, 320, label, '#e4ece8', [
    path('M40 170H330L300 270H70Z', P.slate500),
    path('M56 178H314L288 262H82Z', P.amberLight),
    path('M80 190H290L270 254H100Z', 'url(#resin)', { opacity: 0.85 }),
    ...Array.from({ length: 6 }, (_, i) =>
      line(110 + i * 30, 194, 118 + i * 27, 250, 'rgba(255,255,255,0.5)', 2),
    ),
    group(
      [
        rect(170, 150, 110, 18, P.slate700, { rx: 9 }),
        line(226, 168, 226, 200, P.slate500, 5),
        rect(206, 196, 80, 18, P.amber, { rx: 6 }),
      ].join(''),
      'rotate(-10 226 180)',
    ),
    rect(0, 270, 480, 50, P.slate300),
    person(390, 300, 250, ENGINEER),
    rect(420, 190, 44, 58, P.white, { stroke: P.slate700, 'stroke-width': 2 }),
    line(428, 206, 456, 206, P.slate400, 2),
    line(428, 218, 456, 218, P.slate400, 2),
    line(428, 230, 448, 230, P.slate400, 2),
  ]);
}

export function qualityCertificateCard(label: string): string {
  return scene(480, 320, label, '#eef2f6', [
    rect(0, 250, 480, 70, P.slate700),
    sheet(
      28,
      24,
      230,
      'CERTIFICATE OF ANALYSIS',
      [
        ['Batch', 'KR-26-1187'],
        ['Viscosity', '480 mPa·s'],
        ['Acid value', '18 mg KOH/g'],
        ['Gel time', '16 min'],
        ['Result', 'PASS'],
      ],
      13,
    ),
    circle(224, 212, 22, 'none', { stroke: P.green, 'stroke-width': 4 }),
    path('M212 212l8 8 16-16', 'none', { stroke: P.green, 'stroke-width': 4 }),
    viscometer(290, 60, 180),
  ]);
}

function tanker(x: number, y: number, s: number): string {
  return group(
    [
      rect(x, y + 20 * s, 190 * s, 70 * s, P.steel, { rx: 35 * s }),
      rect(x + 8 * s, y + 30 * s, 174 * s, 10 * s, 'rgba(255,255,255,0.45)', { rx: 5 * s }),
      text(x + 95 * s, y + 66 * s, 'RESIN', 18 * s, P.slate900, MIDDLE),
      rect(x + 190 * s, y + 40 * s, 60 * s, 60 * s, P.green, { rx: 6 * s }),
      rect(x + 214 * s, y + 48 * s, 30 * s, 24 * s, '#9cc8e3'),
      rect(x - 6 * s, y + 90 * s, 262 * s, 10 * s, P.slate900),
      circle(x + 30 * s, y + 104 * s, 16 * s, P.slate900),
      circle(x + 150 * s, y + 104 * s, 16 * s, P.slate900),
      circle(x + 225 * s, y + 104 * s, 16 * s, P.slate900),
    ].join(''),
  );
}

export function packagingCard(label: string): string {
  return scene(480, 320, label, '#dfeef5', [
    rect(0, 250, 480, 70, P.slate500),
    rect(0, 250, 480, 6, P.amber),
    tanker(220, 124, 1),
    drum(24, 120, 80, 132, P.green, '220 kg'),
    ibc(112, 138, 112, 0.65),
  ]);
}

export function exportLogisticsCard(label: string): string {
  const waves = Array.from({ length: 3 }, (_, i) =>
    path(`M0 ${262 + i * 16}q30 -8 60 0t60 0t60 0t60 0t60 0t60 0t60 0t60 0`, 'none', {
      stroke: 'rgba(255,255,255,0.45)',
      'stroke-width': 2.5,
    }),
  ).join('');
  const container = (x: number, y: number, color: string, mark = '') =>
    group(
      [
        rect(x, y, 110, 44, color, { stroke: 'rgba(0,0,0,0.3)', 'stroke-width': 1.5 }),
        ...[1, 2, 3, 4, 5].map((i) =>
          line(x + i * 18, y + 4, x + i * 18, y + 40, 'rgba(0,0,0,0.2)'),
        ),
        mark ? text(x + 55, y + 28, mark, 14, P.white, MIDDLE) : '',
      ].join(''),
    );
  return scene(480, 320, label, '#cfe7f3', [
    circle(420, 54, 26, '#fcd683'),
    rect(0, 250, 480, 70, '#1f6f8b'),
    waves,
    path('M30 196H400L372 252H56Z', P.slate700),
    rect(30, 190, 370, 10, '#9b2c2c'),
    container(60, 146, P.green, 'KALPA'),
    container(172, 146, P.amberDark),
    container(116, 102, '#2b6cb0'),
    rect(300, 120, 70, 70, P.white, { stroke: P.slate500, 'stroke-width': 2 }),
    rect(312, 134, 16, 14, '#9cc8e3'),
    rect(340, 134, 16, 14, '#9cc8e3'),
    line(430, 40, 430, 250, P.amberDark, 8),
    line(330, 44, 470, 44, P.amberDark, 8),
    line(350, 44, 350, 96, P.slate700, 2),
    text(240, 300, 'UN 1866  CLASS 3', 16, P.white, MIDDLE),
  ]);
}

export function processingTrainingCard(label: string): string {
  const curve = 'M84 160C140 158 170 150 190 120S220 40 240 46S280 110 340 140';
  return scene(480, 320, label, '#eef5f1', [
    rect(60, 24, 360, 180, P.white, { stroke: P.slate500, 'stroke-width': 5, rx: 4 }),
    line(84, 40, 84, 176, P.slate700, 2),
    line(84, 176, 396, 176, P.slate700, 2),
    path(curve, 'none', { stroke: '#d94141', 'stroke-width': 4 }),
    line(190, 40, 190, 176, P.slate400, 1.5),
    text(190, 196, 'gel', 14, P.slate700, MIDDLE),
    text(240, 38, 'peak', 14, P.slate700, MIDDLE),
    text(350, 70, '°C / min', 14, P.green, MIDDLE),
    rect(0, 280, 480, 40, P.slate300),
    person(100, 320, 170, {
      skin: '#8d5a3b',
      hair: '#1f140e',
      shirt: P.slate500,
      hairStyle: 'short',
    }),
    person(250, 320, 160, { skin: '#c68a62', hair: '#2b1b12', shirt: '#2b6cb0', hairStyle: 'bun' }),
    person(400, 320, 250, ENGINEER),
  ]);
}

// ---- Portfolio (800 x 600) ------------------------------------------------------------------

export function waterTanksScene(label: string): string {
  const pipe = (x: number, y: number, r: number, length: number) =>
    group(
      [
        rect(x, y - r, length, r * 2, '#2f8f65', { stroke: 'rgba(0,0,0,0.25)', 'stroke-width': 2 }),
        rect(x, y - r * 0.55, length, r * 0.25, 'rgba(255,255,255,0.25)'),
        ellipse(x + length, y, r * 0.35, r, '#1f6e4c', {
          stroke: 'rgba(0,0,0,0.3)',
          'stroke-width': 2,
        }),
        ellipse(x + length, y, r * 0.25, r * 0.78, '#c9e6d6'),
      ].join(''),
    );
  return scene(800, 600, label, '#d6ebf3', [
    path('M0 300Q200 250 400 290T800 270V600H0Z', '#b9d7c4'),
    storageTank(60, 150, 170, 330, P.green, 'FRP'),
    storageTank(260, 210, 150, 270, P.greenMid, '20 kL'),
    rect(0, 480, 800, 120, P.slate400),
    rect(0, 480, 800, 8, P.slate500),
    pipe(430, 420, 42, 300),
    pipe(470, 500, 42, 280),
    pipe(450, 340, 36, 250),
    text(600, 580, 'DN 800 GRP', 22, P.slate900, MIDDLE),
  ]);
}

export function boatHullsScene(label: string): string {
  const stand = (x: number) => path(`M${x} 470L${x + 20} 390H${x + 40}L${x + 60} 470Z`, P.slate700);
  return scene(800, 600, label, '#cfe6f2', [
    rect(0, 60, 800, 18, P.slate400),
    ...[0, 1, 2, 3].map((i) => rect(40 + i * 240, 60, 16, 410, P.slate400)),
    // The second hull waits on a tall cradle behind the first.
    path('M560 470L575 226H595L610 470Z', P.slate500),
    path('M690 470L705 226H725L740 470Z', P.slate500),
    boatHull(470, 140, 300, 90, '#2b6cb0', P.amber),
    stand(170),
    stand(470),
    boatHull(60, 250, 560, 150, P.white, P.green),
    rect(0, 470, 800, 130, P.slate500),
    rect(0, 470, 800, 8, P.amber),
    person(720, 560, 220, { ...ENGINEER, shirt: P.amberDark }),
  ]);
}

export function quartzSurfaceScene(label: string): string {
  const random = seededRandom(41);
  const slab = (x: number, y: number, w: number, h: number, color: string, flecks: string[]) =>
    group(
      [
        rect(x, y, w, h, color, { stroke: P.slate400, 'stroke-width': 2 }),
        speckles(x + 6, y + 6, w - 12, h - 12, 28, flecks, random, 2.2),
        rect(x, y, w, h * 0.08, 'rgba(255,255,255,0.35)'),
      ].join(''),
    );
  return scene(800, 600, label, '#e7ece9', [
    path('M60 470L170 110H200L310 470Z', P.slate700),
    slab(120, 130, 160, 330, '#f4f1ea', ['#9aa5b1', '#64748b', '#b9a98c']),
    slab(200, 150, 160, 320, '#2f3b45', ['#cbd5e1', '#94a3b8', '#fde3a7']),
    slab(280, 170, 160, 300, '#e8dfd0', ['#8a7663', '#b9a98c', '#64748b']),
    rect(470, 300, 290, 34, '#fbfbf9', { stroke: P.slate300, 'stroke-width': 2 }),
    ellipse(615, 318, 80, 12, '#e9ecef', { stroke: P.slate300, 'stroke-width': 2 }),
    path('M615 300V240Q615 222 635 222H660V236', 'none', {
      stroke: P.slate400,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    rect(490, 334, 250, 136, P.green),
    line(615, 340, 615, 464, P.greenDark, 3),
    circle(600, 400, 5, P.amberLight),
    circle(630, 400, 5, P.amberLight),
    rect(0, 470, 800, 130, P.slate300),
    text(615, 540, 'SOLID SURFACE', 22, P.slate700, MIDDLE),
    text(280, 540, 'QUARTZ SLABS', 22, P.slate700, MIDDLE),
  ]);
}

export function opticalCableScene(label: string): string {
  const reel = (cx: number, cy: number, r: number) =>
    group(
      [
        circle(cx, cy, r, P.slate700),
        ...[0, 1, 2, 3, 4].map((i) =>
          circle(cx, cy, r - 10 - i * 12, 'none', {
            stroke: i % 2 ? P.amberDark : P.amber,
            'stroke-width': 9,
          }),
        ),
        circle(cx, cy, r * 0.25, P.slate500),
        circle(cx, cy, r * 0.08, P.slate900),
      ].join(''),
    );
  const tubes = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2;
    const cx = 560 + Math.cos(a) * 78;
    const cy = 270 + Math.sin(a) * 78;
    return (
      circle(
        cx,
        cy,
        36,
        ['#e53e3e', '#3182ce', '#38a169', '#d69e2e', '#805ad5', '#dd6b20'][i] ?? P.amber,
      ) +
      circle(cx, cy, 26, P.white, { opacity: 0.5 }) +
      [0, 1, 2].map((k) => circle(cx - 9 + k * 9, cy, 4, P.slate700)).join('')
    );
  }).join('');
  return scene(800, 600, label, '#eaf1f6', [
    reel(190, 300, 150),
    circle(560, 270, 170, P.slate900),
    circle(560, 270, 150, P.slate700),
    tubes,
    circle(560, 270, 34, P.amber, { stroke: P.white, 'stroke-width': 5 }),
    line(560, 270, 700, 470, P.amber, 3),
    rect(560, 470, 220, 44, P.white, { rx: 6, stroke: P.slate400, 'stroke-width': 2 }),
    text(670, 499, 'FRP strength member', 18, P.slate900, MIDDLE),
    rect(0, 540, 800, 60, P.slate300),
  ]);
}

// ---- News (640 x 400) -----------------------------------------------------------------------

export function sriLankaReactorNews(label: string): string {
  const palm = (x: number) =>
    group(
      [
        path(`M${x} 330Q${x + 14} 230 ${x + 6} 150`, 'none', {
          stroke: '#7a5a3a',
          'stroke-width': 9,
        }),
        ...[-50, -15, 20, 55, 150, 185].map((deg) => {
          const a = (deg * Math.PI) / 180;
          return path(
            `M${x + 6} 150Q${n(x + 6 + Math.cos(a) * 40)} 120 ${n(x + 6 + Math.cos(a) * 70)} ${n(150 + Math.sin(a) * 30 + 20)}`,
            'none',
            { stroke: '#2e8b57', 'stroke-width': 8, 'stroke-linecap': 'round' },
          );
        }),
      ].join(''),
    );
  return scene(640, 400, label, '#bfe3f2', [
    palm(40),
    palm(600),
    rect(110, 150, 170, 180, P.slate200, { stroke: P.slate500, 'stroke-width': 2 }),
    rect(110, 150, 170, 22, P.green),
    text(195, 167, 'CONTROL ROOM', 14, P.white, MIDDLE),
    rect(128, 190, 134, 60, '#0f2d22', { rx: 4 }),
    path('M136 236L160 214L184 226L208 200L254 210', 'none', {
      stroke: '#7ef0b4',
      'stroke-width': 3,
    }),
    reactor(310, 120, 80, 210, 'R-5'),
    reactor(410, 130, 76, 200, 'R-6'),
    rect(300, 110, 200, 6, P.amberDark),
    rect(0, 330, 640, 70, '#6b8f5a'),
    rect(0, 350, 640, 26, P.slate500),
  ]);
}

export function recycledPetNews(label: string): string {
  const random = seededRandom(7);
  const bale = (x: number, y: number) => {
    const bottles = Array.from({ length: 10 }, () => {
      const bx = x + 10 + random() * 120;
      const by = y + 12 + random() * 90;
      const color = random() > 0.5 ? '#9cd3e8' : '#b7e4c7';
      return rect(bx, by, 26, 10, color, {
        rx: 5,
        transform: `rotate(${Math.round(random() * 180)} ${n(bx + 13)} ${n(by + 5)})`,
      });
    }).join('');
    return group(
      [
        rect(x, y, 150, 120, '#dfeef5', { stroke: P.slate400, 'stroke-width': 2 }),
        bottles,
        line(x + 50, y, x + 50, y + 120, P.slate700, 3),
        line(x + 100, y, x + 100, y + 120, P.slate700, 3),
      ].join(''),
    );
  };
  return scene(640, 400, label, '#eef5f1', [
    bale(30, 210),
    bale(190, 210),
    bale(110, 90),
    path('M360 250H420', 'none', {
      stroke: P.green,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    path('M410 230L440 250L410 270Z', P.green),
    drum(460, 140, 130, 200, P.green, 'R-PET'),
    rect(0, 330, 640, 70, P.slate300),
    text(530, 380, '40 % PCR', 22, P.slate900, MIDDLE),
  ]);
}

export function isoRenewedNews(label: string): string {
  return scene(640, 400, label, '#e8f0ec', [
    rect(360, 40, 220, 160, '#b08d57', { rx: 4 }),
    rect(372, 52, 196, 136, P.white),
    text(470, 92, 'ISO 9001:2015', 22, P.green, MIDDLE),
    text(470, 118, 'Certificate of Registration', 13, P.slate700, MIDDLE),
    line(400, 140, 540, 140, P.slate300, 2),
    line(400, 156, 520, 156, P.slate300, 2),
    circle(530, 170, 14, P.amber),
    rect(0, 300, 640, 100, P.slate700),
    rect(60, 270, 360, 30, P.slate500),
    person(150, 300, 220, {
      skin: '#c68a62',
      hair: '#1a120c',
      shirt: P.slate700,
      hairStyle: 'long',
      glasses: true,
    }),
    person(330, 300, 230, { skin: '#8d5a3b', hair: '#3b2a20', shirt: P.green, hairStyle: 'short' }),
    rect(200, 240, 70, 50, P.white, { stroke: P.slate500, 'stroke-width': 2 }),
    line(210, 254, 260, 254, P.slate400, 2),
    line(210, 268, 250, 268, P.slate400, 2),
  ]);
}
