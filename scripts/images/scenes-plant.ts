// Plant, yard and laboratory scenes: the hero banners, gallery photos and the video poster.
import {
  COMMON_DEFS,
  beaker,
  chimney,
  drum,
  factory,
  flask,
  ibc,
  person,
  pipeRack,
  reactor,
  storageTank,
  viscometer,
} from './objects';
import {
  PALETTE as P,
  circle,
  group,
  linearGradient,
  path,
  rect,
  seededRandom,
  svgDocument,
  text,
  n,
} from './svg';

function skyDefs(top: string, bottom: string): string {
  return (
    COMMON_DEFS +
    linearGradient('sky', [
      [0, top],
      [1, bottom],
    ])
  );
}

function hills(w: number, y: number, color: string, random: () => number): string {
  let d = `M0 ${n(y)}`;
  const steps = 6;
  for (let i = 1; i <= steps; i += 1) {
    d += `Q${n((w / steps) * (i - 0.5))} ${n(y - 20 - random() * 50)} ${n((w / steps) * i)} ${n(y)}`;
  }
  return path(`${d}V${n(y + 200)}H0Z`, color);
}

/** Outdoor plant: factory, reactors, tank farm and a chimney under a dusk sky. */
export function plantScene(
  w: number,
  h: number,
  label: string,
  seed: number,
  sign = 'KALPA RESINS',
): string {
  const random = seededRandom(seed);
  const ground = h * 0.8;
  // Scale from the height, so wide banners keep the plant large enough to read.
  const s = h / 640;
  const body = [
    rect(0, 0, w, h, 'url(#sky)'),
    circle(w * 0.82, h * 0.2, 46 * s, '#fcd683', { opacity: 0.9 }),
    hills(w, ground - 90 * s, '#24624a', random),
    chimney(w * 0.6, ground - 430 * s, 34 * s, 430 * s),
    factory(w * 0.08, ground - 250 * s, w * 0.32, 250 * s, sign),
    pipeRack(w * 0.38, w * 0.92, ground - 300 * s, 3),
    reactor(w * 0.43, ground - 330 * s, 110 * s, 330 * s, 'R-1'),
    reactor(w * 0.52, ground - 300 * s, 100 * s, 300 * s, 'R-2'),
    storageTank(w * 0.66, ground - 260 * s, 120 * s, 260 * s, P.green, 'UPR'),
    storageTank(w * 0.76, ground - 220 * s, 110 * s, 220 * s, P.greenMid, 'SM'),
    storageTank(w * 0.86, ground - 280 * s, 120 * s, 280 * s, P.slate500, 'ISO'),
    rect(0, ground, w, h - ground, P.slate700),
    rect(0, ground, w, 8 * s, P.slate500),
    path(
      `M0 ${n(h)}L${n(w * 0.3)} ${n(ground + 8 * s)}H${n(w * 0.36)}L${n(w * 0.2)} ${n(h)}Z`,
      P.slate500,
      { opacity: 0.5 },
    ),
  ].join('');
  return svgDocument(w, h, label, body, skyDefs('#0e3b2a', '#e9a93c'));
}

/** Dispatch yard: rows of drums, IBC totes and a truck. */
export function yardScene(w: number, h: number, label: string): string {
  const ground = h * 0.66;
  const s = h / 640;
  const colors = [P.green, P.amber, P.slate500, P.greenMid];
  const drums: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 7; i += 1) {
      const color = colors[(i + row) % colors.length] ?? P.green;
      drums.push(
        drum(
          w * 0.04 + i * 74 * s + row * 30 * s,
          ground + row * 110 * s - 120 * s,
          66 * s,
          120 * s,
          color,
        ),
      );
    }
  }
  const ibcs =
    [0, 1, 2]
      .map((i) => ibc(w * 0.42 + i * 150 * s, ground - 20 * s, 140 * s, 0.5 + i * 0.15))
      .join('') + ibc(w * 0.42 + 75 * s, ground - 150 * s, 140 * s, 0.8);
  const tx = w - 420 * s;
  const truck = group(
    [
      rect(tx, ground - 190 * s, 300 * s, 170 * s, P.green, { rx: 8 * s }),
      text(tx + 150 * s, ground - 95 * s, 'KALPA RESINS', 30 * s, P.white, {
        'text-anchor': 'middle',
      }),
      rect(tx + 300 * s, ground - 130 * s, 90 * s, 110 * s, P.amber, { rx: 8 * s }),
      rect(tx + 330 * s, ground - 118 * s, 46 * s, 40 * s, '#9cc8e3'),
      circle(tx + 60 * s, ground - 10 * s, 28 * s, P.slate900),
      circle(tx + 240 * s, ground - 10 * s, 28 * s, P.slate900),
      circle(tx + 350 * s, ground - 10 * s, 28 * s, P.slate900),
    ].join(''),
  );
  const body = [
    rect(0, 0, w, h, 'url(#sky)'),
    rect(0, h * 0.12, w, h * 0.3, P.slate200),
    path(`M0 ${n(h * 0.12)}L${n(w / 2)} ${n(h * 0.02)}L${n(w)} ${n(h * 0.12)}Z`, P.slate300),
    ...Array.from({ length: 8 }, (_, i) =>
      rect(i * (w / 8) + 10, h * 0.12, 12, h * 0.5, P.slate400),
    ),
    rect(0, ground, w, h - ground, P.slate500),
    ...Array.from({ length: 6 }, (_, i) =>
      rect(i * (w / 6) + 40 * s, h * 0.9, 90 * s, 10 * s, P.amber),
    ),
    drums.join(''),
    ibcs,
    truck,
  ].join('');
  return svgDocument(w, h, label, body, skyDefs('#9fc9d9', '#e8f1f4'));
}

/** QC laboratory bench with glassware, a viscometer and a window onto the plant. */
export function labScene(w: number, h: number, label: string, withChemist = false): string {
  const bench = h * 0.68;
  const s = h / 800;
  const tiles = Array.from({ length: Math.ceil(w / 80) }, (_, i) =>
    rect(i * 80, 0, 1.5, bench, '#d6e4dc'),
  ).join('');
  const body = [
    rect(0, 0, w, h, '#eef5f1'),
    tiles,
    rect(w * 0.05, h * 0.08, w * 0.34, h * 0.36, P.white, {
      stroke: P.slate400,
      'stroke-width': 6,
    }),
    rect(w * 0.05 + 6, h * 0.08 + 6, w * 0.34 - 12, h * 0.36 - 12, '#bfe0d0'),
    reactor(w * 0.12, h * 0.2, 60 * s, 190 * s),
    reactor(w * 0.24, h * 0.22, 54 * s, 170 * s),
    rect(w * 0.62, h * 0.06, w * 0.32, h * 0.05, P.slate300),
    ...[0, 1, 2, 3].map((i) =>
      rect(w * 0.63 + i * 0.078 * w, h * 0.11, w * 0.06, h * 0.2, P.white, {
        stroke: P.slate400,
        'stroke-width': 2,
      }),
    ),
    ...[0, 1, 2, 3].map((i) =>
      beaker(
        w * 0.645 + i * 0.078 * w,
        h * 0.22,
        w * 0.03,
        h * 0.08,
        i % 2 ? 'url(#resin)' : '#cfe8f7',
        0.5,
      ),
    ),
    withChemist
      ? person(w * 0.52, bench + 4, 380 * s, {
          skin: '#c68a62',
          hair: '#2b1b12',
          shirt: P.white,
          hairStyle: 'bun',
          glasses: true,
        })
      : '',
    rect(0, bench, w, 24 * s, P.slate700),
    rect(0, bench + 24 * s, w, h - bench, P.green),
    ...Array.from({ length: 5 }, (_, i) =>
      rect(w * (0.02 + i * 0.2), bench + 50 * s, w * 0.16, h - bench - 70 * s, P.greenMid, {
        rx: 6,
      }),
    ),
    ...Array.from({ length: 5 }, (_, i) =>
      rect(w * (0.08 + i * 0.2), bench + 70 * s, w * 0.04, 8 * s, P.amber, { rx: 3 }),
    ),
    flask(w * 0.08, bench - 150 * s, 140 * s),
    flask(w * 0.2, bench - 110 * s, 100 * s, '#9fd3b8'),
    beaker(w * 0.3, bench - 120 * s, 80 * s, 120 * s),
    viscometer(w * 0.64, bench - 260 * s, 260 * s),
    beaker(w * 0.86, bench - 90 * s, 60 * s, 90 * s, '#e8b35a', 0.6),
    rect(w * 0.4, bench - 70 * s, 120 * s, 70 * s, P.slate100, {
      stroke: P.slate500,
      'stroke-width': 2,
    }),
    text(w * 0.4 + 60 * s, bench - 28 * s, 'GEL 16:40', 20 * s, P.green, {
      'text-anchor': 'middle',
    }),
  ].join('');
  return svgDocument(w, h, label, body, COMMON_DEFS);
}

/** Indoor reactor hall with a control panel and, optionally, an operator. */
export function reactorHallScene(w: number, h: number, label: string, operator = true): string {
  const floor = h * 0.82;
  const s = h / 600;
  const body = [
    rect(0, 0, w, h, '#dde7e2'),
    rect(0, h * 0.1, w, 14 * s, P.slate400),
    rect(0, h * 0.42, w, 10 * s, P.amber),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(i * (w / 5) + 30 * s, h * 0.1, 12 * s, floor - h * 0.1, P.slate400),
    ),
    pipeRack(0, w, h * 0.16, 3),
    reactor(w * 0.06, h * 0.28, 130 * s, 330 * s, 'R-3'),
    reactor(w * 0.3, h * 0.3, 120 * s, 310 * s, 'R-4'),
    group(
      [
        rect(w * 0.62, h * 0.34, w * 0.3, h * 0.42, P.slate700, { rx: 8 }),
        rect(w * 0.64, h * 0.37, w * 0.26, h * 0.14, '#0f2d22', { rx: 4 }),
        path(
          `M${n(w * 0.65)} ${n(h * 0.47)}L${n(w * 0.7)} ${n(h * 0.42)}L${n(w * 0.75)} ${n(h * 0.45)}L${n(w * 0.8)} ${n(h * 0.39)}L${n(w * 0.89)} ${n(h * 0.41)}`,
          'none',
          {
            stroke: '#7ef0b4',
            'stroke-width': 3,
          },
        ),
        ...[0, 1, 2, 3].map((i) =>
          circle(
            w * 0.67 + i * w * 0.065,
            h * 0.6,
            12 * s,
            [P.amber, P.green, '#d94141', P.slate300][i] ?? P.slate300,
          ),
        ),
      ].join(''),
    ),
    operator
      ? person(w * 0.56, floor + 10 * s, 300 * s, {
          skin: '#b97a56',
          hair: '#1f140e',
          shirt: P.green,
          hairStyle: 'cap',
        })
      : '',
    rect(0, floor, w, h - floor, P.slate500),
    rect(0, floor, w, 6 * s, P.amber),
  ].join('');
  return svgDocument(w, h, label, body, COMMON_DEFS);
}

/** Tank farm seen from the yard. */
export function tankFarmScene(w: number, h: number, label: string): string {
  const ground = h * 0.8;
  const s = h / 600;
  const tanks = [
    [0.04, 300, P.green, 'UPR-1'],
    [0.26, 340, P.greenMid, 'UPR-2'],
    [0.5, 280, P.slate500, 'STYRENE'],
    [0.74, 320, P.green, 'ISO'],
  ] as const;
  const body = [
    rect(0, 0, w, h, 'url(#sky)'),
    ...tanks.map(([x, th, color, name]) =>
      storageTank(w * x, ground - th * s, 170 * s, th * s, color, name),
    ),
    rect(0, ground - 30 * s, w, 30 * s, P.slate300, { opacity: 0.8 }),
    pipeRack(0, w, ground - 60 * s, 2),
    rect(0, ground, w, h - ground, P.slate700),
  ].join('');
  return svgDocument(w, h, label, body, skyDefs('#8cc1d6', '#f4efe2'));
}

/** Drum filling line: a filling head over drums on a roller conveyor. */
export function fillingScene(w: number, h: number, label: string): string {
  const conveyor = h * 0.72;
  const s = h / 600;
  const body = [
    rect(0, 0, w, h, '#e4ece8'),
    rect(w * 0.3, h * 0.08, w * 0.12, h * 0.3, P.slate500, { rx: 6 }),
    rect(w * 0.34, h * 0.38, w * 0.04, h * 0.1, P.slate700),
    path(`M${n(w * 0.355)} ${n(h * 0.48)}V${n(conveyor - 230 * s)}`, 'none', {
      stroke: P.amber,
      'stroke-width': 8 * s,
    }),
    ...[0, 1, 2, 3, 4].map((i) =>
      drum(
        w * 0.06 + i * w * 0.19,
        conveyor - 230 * s,
        130 * s,
        230 * s,
        i < 2 ? P.green : P.slate400,
        i < 2 ? 'KALPA' : '',
      ),
    ),
    rect(0, conveyor, w, 20 * s, P.slate700),
    ...Array.from({ length: 16 }, (_, i) =>
      circle(i * (w / 16) + 20, conveyor + 10 * s, 8 * s, P.slate400),
    ),
    rect(0, conveyor + 20 * s, w, h, P.slate500),
    rect(w * 0.7, h * 0.1, w * 0.25, h * 0.18, P.slate900, { rx: 6 }),
    text(w * 0.825, h * 0.21, '218.0 kg', 30 * s, '#7ef0b4', { 'text-anchor': 'middle' }),
  ].join('');
  return svgDocument(w, h, label, body, COMMON_DEFS);
}

/** A group of engineers with a clipboard in front of a reactor. */
export function teamAtPlantScene(w: number, h: number, label: string): string {
  const floor = h * 0.92;
  const s = h / 600;
  const body = [
    rect(0, 0, w, h, '#dde7e2'),
    reactor(w * 0.05, h * 0.12, 150 * s, 420 * s, 'R-1'),
    reactor(w * 0.78, h * 0.14, 140 * s, 400 * s, 'R-2'),
    person(w * 0.38, floor, 400 * s, {
      skin: '#c68a62',
      hair: '#1f140e',
      shirt: P.green,
      hairStyle: 'cap',
    }),
    person(w * 0.58, floor, 380 * s, {
      skin: '#8d5a3b',
      hair: '#1f140e',
      shirt: P.slate500,
      hairStyle: 'cap',
      glasses: true,
    }),
    rect(w * 0.43, floor - 170 * s, 60 * s, 80 * s, P.white, {
      stroke: P.slate700,
      'stroke-width': 3,
    }),
    rect(0, floor, w, h - floor, P.slate500),
  ].join('');
  return svgDocument(w, h, label, body, COMMON_DEFS);
}

/** A plant among palm trees (the Sri Lanka sites). */
export function tropicalPlantScene(w: number, h: number, label: string, sign: string): string {
  const ground = h * 0.8;
  const s = h / 600;
  const palm = (x: number, height: number) =>
    group(
      [
        path(
          `M${n(x)} ${n(ground)}Q${n(x + 20 * s)} ${n(ground - height / 2)} ${n(x + 8 * s)} ${n(ground - height)}`,
          'none',
          {
            stroke: '#7a5a3a',
            'stroke-width': 12 * s,
          },
        ),
        ...[-60, -20, 20, 60, 100, 140].map((angle) => {
          const rad = (angle * Math.PI) / 180;
          const ex = x + 8 * s + Math.cos(rad) * 90 * s;
          const ey = ground - height + Math.sin(rad) * 40 * s + 30 * s;
          return path(
            `M${n(x + 8 * s)} ${n(ground - height)}Q${n((x + 8 * s + ex) / 2)} ${n(ground - height - 40 * s)} ${n(ex)} ${n(ey)}`,
            'none',
            {
              stroke: '#2e8b57',
              'stroke-width': 10 * s,
              'stroke-linecap': 'round',
            },
          );
        }),
      ].join(''),
    );
  const body = [
    rect(0, 0, w, h, 'url(#sky)'),
    factory(w * 0.2, ground - 260 * s, w * 0.5, 260 * s, sign),
    storageTank(w * 0.74, ground - 200 * s, 100 * s, 200 * s, P.green, 'UPR'),
    palm(w * 0.06, 320 * s),
    palm(w * 0.9, 280 * s),
    rect(0, ground, w, h - ground, '#6b8f5a'),
    rect(0, ground + 30 * s, w, 40 * s, P.slate500),
  ].join('');
  return svgDocument(w, h, label, body, skyDefs('#7cc3e0', '#eaf6f8'));
}
