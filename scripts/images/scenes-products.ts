// Product thumbnails, home product cards and the fifteen application pictures.
import { COMMON_DEFS, boatHull, corrugatedSheet, drum, pail, speckles } from './objects';
import {
  PALETTE as P,
  circle,
  el,
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

function card(
  w: number,
  h: number,
  label: string,
  background: string,
  body: string,
  extraDefs = '',
): string {
  return svgDocument(w, h, label, rect(0, 0, w, h, background) + body, COMMON_DEFS + extraDefs);
}

/** A drum or pail carrying the grade name, with a cured sample puck beside it. */
export function productThumbnail(
  label: string,
  grade: string,
  container: 'drum' | 'pail',
  sampleColor: string,
): string {
  const w = 600;
  const h = 450;
  const vessel =
    container === 'drum'
      ? drum(150, 70, 200, 320, P.green, grade)
      : pail(140, 150, 230, 230, P.white, grade);
  const body = [
    circle(430, 120, 150, P.greenLight),
    rect(0, 390, w, 60, P.slate200),
    vessel,
    ellipse(450, 372, 80, 22, 'rgba(0,0,0,0.15)'),
    el('path', {
      d: 'M380 330a70 20 0 0 0 140 0v30a70 20 0 0 1-140 0z',
      fill: sampleColor,
      stroke: 'rgba(0,0,0,0.25)',
    }),
    ellipse(450, 330, 70, 20, sampleColor, { stroke: 'rgba(0,0,0,0.25)' }),
    ellipse(430, 326, 30, 6, 'rgba(255,255,255,0.5)'),
    text(30, 50, 'KALPA RESINS', 26, P.green),
  ].join('');
  return card(w, h, label, P.slate100, body);
}

export function homeCardUnsaturated(label: string): string {
  const body = [
    group(drum(120, 60, 160, 240, P.green, 'UPR'), 'rotate(-35 200 180)'),
    path('M330 215Q345 260 335 330L350 330Q360 260 340 212Z', 'url(#resin)'),
    path('M270 330H420L405 410H285Z', P.slate300, { stroke: P.slate500, 'stroke-width': 2 }),
    ellipse(345, 332, 75, 12, 'url(#resin)'),
    rect(0, 410, 600, 40, P.slate200),
  ].join('');
  return card(600, 450, label, P.amberLight, body);
}

export function homeCardGelcoat(label: string): string {
  const body = [
    path('M40 380Q60 140 300 120Q540 140 560 380Z', P.white, {
      stroke: P.slate400,
      'stroke-width': 4,
    }),
    path('M90 360Q110 190 300 175Q490 190 510 360Z', P.green, { opacity: 0.9 }),
    path('M140 300Q180 210 300 200', 'none', {
      stroke: 'rgba(255,255,255,0.6)',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    group(
      [
        rect(360, 40, 130, 50, P.slate700, { rx: 10 }),
        rect(420, 90, 24, 80, P.slate700, { rx: 6 }),
        rect(330, 55, 40, 18, P.slate500),
        path('M330 64L250 140L270 150Z', 'rgba(255,255,255,0.7)'),
      ].join(''),
    ),
    rect(0, 380, 600, 70, P.slate300),
  ].join('');
  return card(600, 450, label, '#e6f2ec', body);
}

export function homeCardOptical(label: string): string {
  const coil = (cx: number, cy: number, r: number) =>
    [0, 1, 2, 3, 4]
      .map((i) =>
        ellipse(cx, cy, r - i * 9, (r - i * 9) * 0.45, 'none', {
          stroke: i % 2 ? P.amberDark : P.amber,
          'stroke-width': 7,
        }),
      )
      .join('');
  const cable = [
    circle(440, 190, 110, P.slate900),
    circle(440, 190, 96, P.slate700),
    ...Array.from({ length: 8 }, (_, i) => {
      const angle = (i / 8) * Math.PI * 2;
      return circle(
        440 + Math.cos(angle) * 58,
        190 + Math.sin(angle) * 58,
        22,
        ['#e53e3e', '#3182ce', '#38a169', '#d69e2e'][i % 4] ?? P.amber,
      );
    }),
    circle(440, 190, 26, P.amber, { stroke: P.white, 'stroke-width': 4 }),
    text(440, 340, 'FRP central strength member', 20, P.slate900, { 'text-anchor': 'middle' }),
  ].join('');
  const body = [
    coil(160, 250, 120),
    coil(160, 200, 120),
    cable,
    rect(0, 400, 600, 50, P.slate200),
  ].join('');
  return card(600, 450, label, '#eef4f8', body);
}

type Scene = (label: string) => string;

const W = 600;
const H = 400;

function ground(color: string = P.slate300, y = 330) {
  return rect(0, y, W, H - y, color);
}

function manhole(label: string) {
  const ribs = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return line(
      300 + Math.cos(a) * 40,
      210 + Math.sin(a) * 20,
      300 + Math.cos(a) * 150,
      210 + Math.sin(a) * 75,
      P.slate700,
      5,
    );
  }).join('');
  return card(
    W,
    H,
    label,
    '#5b6673',
    [
      path('M0 120L600 60V400H0Z', '#4a5560'),
      line(0, 380, 600, 330, P.amber, 10),
      ellipse(300, 215, 190, 98, P.slate400),
      ellipse(300, 210, 170, 86, P.slate500, { stroke: P.slate900, 'stroke-width': 3 }),
      ribs,
      ellipse(300, 210, 40, 20, P.slate700),
      text(300, 219, 'FRP', 24, P.amber, { 'text-anchor': 'middle' }),
      text(300, 168, 'D400', 20, P.slate900, { 'text-anchor': 'middle' }),
    ].join(''),
  );
}

function moulding(label: string) {
  return card(
    W,
    H,
    label,
    '#e6f2ec',
    [
      path('M60 170H540L500 320H100Z', P.slate500),
      path('M80 180H520L486 305H114Z', P.amberLight),
      path('M110 200H490L470 290H130Z', 'url(#resin)', { opacity: 0.85 }),
      ...Array.from({ length: 8 }, (_, i) =>
        line(140 + i * 45, 205, 150 + i * 40, 285, 'rgba(255,255,255,0.55)', 2),
      ),
      group(
        [
          rect(260, 110, 160, 26, P.slate700, { rx: 13 }),
          line(340, 136, 340, 200, P.slate500, 6),
          rect(320, 196, 120, 26, P.amber, { rx: 8 }),
        ].join(''),
        'rotate(-8 340 160)',
      ),
      ground(P.slate300, 330),
    ].join(''),
  );
}

function roofing(label: string) {
  const sheets = Array.from({ length: 8 }, (_, i) =>
    corrugatedSheet(70, 310 - i * 20, 460, 6, 18, i % 2 ? '#cdebd9' : '#8fd0ae'),
  ).join('');
  return card(
    W,
    H,
    label,
    '#dbeef7',
    [
      path('M0 140L300 40L600 140Z', P.slate400),
      sheets,
      rect(40, 320, 520, 20, P.slate700),
      ground(P.slate300, 340),
    ].join(''),
  );
}

function pultrusion(label: string) {
  const rovings = Array.from({ length: 7 }, (_, i) =>
    line(0, 140 + i * 14, 160, 190 + i * 4, '#f8fafc', 3),
  ).join('');
  return card(
    W,
    H,
    label,
    '#e9eef3',
    [
      rovings,
      rect(160, 150, 170, 110, P.slate700, { rx: 6 }),
      rect(170, 160, 150, 20, '#d94141', { opacity: 0.8 }),
      text(245, 225, '150 °C', 22, P.white, { 'text-anchor': 'middle' }),
      rect(330, 195, 250, 18, P.amber),
      path('M380 260h100v14h-43v46h43v14H380v-14h43v-46h-43z', P.green),
      path('M500 270h70v12h-56v44h56v12h-70z', P.amberDark),
      circle(340, 330, 18, P.green),
      circle(380, 345, 12, P.amber),
      ground(P.slate300, 360),
    ].join(''),
  );
}

function marble(label: string) {
  const random = seededRandom(11);
  const veins = Array.from({ length: 7 }, () => {
    const y = 60 + random() * 260;
    return path(
      `M40 ${n(y)}C${n(150 + random() * 80)} ${n(y - 60)} ${n(300 + random() * 60)} ${n(y + 70)} 560 ${n(y - 20 + random() * 40)}`,
      'none',
      {
        stroke: '#9aa5b1',
        'stroke-width': 1.5 + random() * 2.5,
        opacity: 0.7,
      },
    );
  }).join('');
  return card(
    W,
    H,
    label,
    P.slate700,
    [
      rect(40, 40, 520, 320, '#f4f1ea', { stroke: P.slate400, 'stroke-width': 3 }),
      veins,
      path('M210 40L240 120L220 200L260 280L245 360', 'none', {
        stroke: P.amber,
        'stroke-width': 6,
        'stroke-linejoin': 'round',
      }),
      rect(420, 300, 130, 46, P.green, { rx: 6 }),
      text(485, 330, 'FILLED', 20, P.white, { 'text-anchor': 'middle' }),
    ].join(''),
  );
}

function quartz(label: string) {
  const random = seededRandom(23);
  return card(
    W,
    H,
    label,
    '#d9e2dc',
    [
      rect(0, 240, W, 160, P.green),
      path('M30 160H570L600 240H0Z', '#f7f7f4', { stroke: P.slate400, 'stroke-width': 2 }),
      rect(0, 240, W, 24, '#ebebe6'),
      speckles(40, 168, 520, 66, 110, ['#9aa5b1', '#64748b', '#cbd5e1', '#b9a98c'], random, 2.2),
      rect(420, 60, 120, 100, P.white, { stroke: P.slate400, 'stroke-width': 2 }),
      rect(430, 70, 100, 80, '#bfe0d0'),
      path('M150 160V100Q150 70 180 70H200', 'none', { stroke: P.slate500, 'stroke-width': 8 }),
    ].join(''),
  );
}

function buttons(label: string) {
  const colors = [
    P.green,
    P.amber,
    P.slate700,
    '#f8fafc',
    '#9b2c2c',
    '#2b6cb0',
    P.amberDark,
    P.greenMid,
  ];
  const items: string[] = [];
  let index = 0;
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const cx = 80 + col * 110 + (row % 2) * 30;
      const cy = 90 + row * 110;
      const color = colors[index % colors.length] ?? P.green;
      index += 1;
      items.push(
        circle(cx, cy, 42, color, { stroke: 'rgba(0,0,0,0.3)', 'stroke-width': 2 }),
        circle(cx, cy, 32, 'none', { stroke: 'rgba(255,255,255,0.35)', 'stroke-width': 3 }),
        ...[
          [-9, -9],
          [9, -9],
          [-9, 9],
          [9, 9],
        ].map(([dx, dy]) => circle(cx + (dx ?? 0), cy + (dy ?? 0), 5, 'rgba(0,0,0,0.45)')),
      );
    }
  }
  return card(W, H, label, '#efe8dc', items.join(''));
}

function smc(label: string) {
  return card(
    W,
    H,
    label,
    '#e6edf2',
    [
      rect(80, 60, 240, 290, '#8a98a8', { rx: 10, stroke: P.slate700, 'stroke-width': 3 }),
      rect(110, 90, 180, 120, '#b8d6e8', { stroke: P.slate700, 'stroke-width': 3 }),
      rect(140, 130, 120, 40, P.slate900),
      text(200, 158, '0427.6', 22, '#7ef0b4', { 'text-anchor': 'middle' }),
      circle(280, 300, 12, P.slate700),
      text(200, 260, 'SMC', 30, P.white, { 'text-anchor': 'middle' }),
      ellipse(470, 300, 90, 40, P.slate500),
      rect(380, 200, 180, 100, P.slate400),
      ellipse(470, 200, 90, 40, P.slate300, { stroke: P.slate500, 'stroke-width': 2 }),
      ellipse(470, 200, 30, 13, P.slate500),
      path('M380 250Q300 260 330 360', 'none', { stroke: P.slate400, 'stroke-width': 14 }),
      ground(P.slate300, 360),
    ].join(''),
  );
}

function infusion(label: string) {
  return card(
    W,
    H,
    label,
    '#e4eef2',
    [
      boatHull(60, 140, 440, 150, P.slate300, P.green),
      path('M50 130H520Q515 230 440 300H120Q40 230 50 130Z', 'rgba(90,160,120,0.35)', {
        stroke: P.green,
        'stroke-width': 3,
      }),
      path('M120 150Q300 120 480 150', 'none', { stroke: P.amber, 'stroke-width': 6 }),
      path('M300 132Q330 60 420 60H520', 'none', { stroke: P.amber, 'stroke-width': 6 }),
      path('M500 40H560L552 110H508Z', 'url(#resin)', { stroke: P.slate500, 'stroke-width': 2 }),
      path('M120 300Q100 360 60 360', 'none', { stroke: P.slate700, 'stroke-width': 6 }),
      rect(10, 330, 70, 50, P.slate700, { rx: 6 }),
      circle(45, 345, 10, P.amber),
      text(380, 380, 'VACUUM -0.95 bar', 20, P.slate900, { 'text-anchor': 'middle' }),
    ].join(''),
  );
}

function solidSurface(label: string) {
  return card(
    W,
    H,
    label,
    '#dfe8ee',
    [
      rect(0, 250, W, 150, P.slate500),
      path('M40 180H560V250H40Z', '#fbfbf9', { stroke: P.slate300, 'stroke-width': 2 }),
      ellipse(300, 205, 110, 20, '#e9ecef', { stroke: P.slate300, 'stroke-width': 2 }),
      ellipse(300, 210, 18, 5, P.slate400),
      path('M300 180V110Q300 90 320 90H350V104', 'none', {
        stroke: P.slate400,
        'stroke-width': 12,
        'stroke-linecap': 'round',
      }),
      rect(80, 40, 140, 120, '#f4f8fb', { stroke: P.slate400, 'stroke-width': 3 }),
      rect(380, 40, 140, 120, '#f4f8fb', { stroke: P.slate400, 'stroke-width': 3 }),
    ].join(''),
  );
}

function miningCapsule(label: string) {
  const strata = ['#6b5a4a', '#7d6a57', '#5d4e40', '#8a7663']
    .map((color, i) => rect(0, i * 100, W, 100, color))
    .join('');
  const capsule = (x: number, y: number, color: string) =>
    group(
      [
        rect(x, y, 220, 44, color, { rx: 22, stroke: 'rgba(0,0,0,0.35)', 'stroke-width': 2 }),
        rect(x + 30, y + 10, 160, 10, 'rgba(255,255,255,0.35)', { rx: 5 }),
      ].join(''),
    );
  return card(
    W,
    H,
    label,
    '#6b5a4a',
    [
      strata,
      rect(40, 60, 420, 30, P.slate400, { rx: 6 }),
      path('M460 50L520 75L460 100Z', P.slate500),
      rect(20, 50, 30, 50, P.slate700),
      capsule(70, 170, P.amber),
      capsule(110, 230, '#d94141'),
      capsule(150, 290, P.green),
      text(470, 270, 'FAST SET', 22, P.white, { 'text-anchor': 'middle' }),
      text(470, 300, '30 s', 22, P.amberLight, { 'text-anchor': 'middle' }),
    ].join(''),
  );
}

function abrasive(label: string) {
  const brick = (x: number, y: number, color: string, grit: string) =>
    group(
      [
        path(
          `M${x} ${y + 30}L${x + 30} ${y}H${x + 150}L${x + 120} ${y + 30}Z`,
          'rgba(255,255,255,0.35)',
        ),
        path(`M${x} ${y + 30}H${x + 120}V${y + 110}H${x}Z`, color, {
          stroke: 'rgba(0,0,0,0.35)',
          'stroke-width': 2,
        }),
        path(
          `M${x + 120} ${y + 30}L${x + 150} ${y}V${y + 80}L${x + 120} ${y + 110}Z`,
          'rgba(0,0,0,0.25)',
        ),
        text(x + 60, y + 80, grit, 24, P.white, { 'text-anchor': 'middle' }),
      ].join(''),
    );
  return card(
    W,
    H,
    label,
    '#e8ece9',
    [
      brick(40, 160, P.slate700, '36'),
      brick(210, 160, P.green, '120'),
      brick(380, 160, P.amberDark, '400'),
      brick(125, 40, '#7b341e', '60'),
      brick(295, 40, P.greenMid, '220'),
      ground(P.slate300, 280),
      text(300, 350, 'GRIT', 30, P.slate700, { 'text-anchor': 'middle' }),
    ].join(''),
  );
}

function marine(label: string) {
  const waves = Array.from({ length: 5 }, (_, i) =>
    path(
      `M0 ${300 + i * 20}q25 -10 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0`,
      'none',
      {
        stroke: 'rgba(255,255,255,0.5)',
        'stroke-width': 3,
      },
    ),
  ).join('');
  return card(
    W,
    H,
    label,
    '#bfe3f2',
    [
      circle(500, 70, 36, '#fcd683'),
      rect(0, 280, W, 120, '#1f6f8b'),
      waves,
      path('M40 300L200 230H600V300Z', '#c2a878'),
      boatHull(210, 170, 330, 100, P.white, P.green),
      line(380, 80, 380, 130, P.slate700, 4),
    ].join(''),
  );
}

function furniture(label: string) {
  return card(
    W,
    H,
    label,
    '#efe6da',
    [
      rect(110, 60, 380, 280, '#6d4c33', { rx: 6 }),
      rect(125, 75, 170, 250, P.green, { rx: 4 }),
      rect(305, 75, 170, 250, P.green, { rx: 4 }),
      path('M140 75L200 75L140 200Z', 'rgba(255,255,255,0.35)'),
      path('M320 75L380 75L320 200Z', 'rgba(255,255,255,0.35)'),
      rect(275, 170, 10, 50, P.amberLight, { rx: 4 }),
      rect(315, 170, 10, 50, P.amberLight, { rx: 4 }),
      ground('#c8b79f', 340),
    ].join(''),
  );
}

function carPutty(label: string) {
  return card(
    W,
    H,
    label,
    '#e5ebf0',
    [
      path('M20 250Q40 190 140 180L220 120H420L500 180Q580 190 590 250V290H20Z', '#9b2c2c'),
      path('M240 135H320V180H200Z', '#b8d6e8'),
      path('M340 135H410L460 180H340Z', '#b8d6e8'),
      circle(140, 290, 42, P.slate900),
      circle(470, 290, 42, P.slate900),
      circle(140, 290, 18, P.slate400),
      circle(470, 290, 18, P.slate400),
      ellipse(300, 230, 50, 22, '#d9d0bf'),
      rect(60, 300, 150, 100, P.slate200),
      group(
        [
          rect(240, 250, 150, 120, P.amber, { rx: 6, stroke: P.amberDark, 'stroke-width': 3 }),
          ellipse(315, 250, 75, 14, P.slate300, { stroke: P.amberDark, 'stroke-width': 3 }),
          rect(252, 285, 126, 56, P.white, { rx: 4 }),
          text(315, 310, 'BODY', 20, P.green, { 'text-anchor': 'middle' }),
          text(315, 333, 'FILLER', 20, P.green, { 'text-anchor': 'middle' }),
        ].join(''),
      ),
      path('M420 380L520 300L560 330L460 400Z', P.slate400, {
        stroke: P.slate700,
        'stroke-width': 2,
      }),
    ].join(''),
  );
}

export const APPLICATION_SCENES: Record<string, Scene> = {
  manhole,
  moudling: moulding,
  roofingsheet: roofing,
  pultrusion,
  naturalmarbleprocessing: marble,
  engineeredquartzring: quartz,
  button: buttons,
  smc,
  vaccuminfusion: infusion,
  solidsurface: solidSurface,
  miningcapsule: miningCapsule,
  abrasive,
  marine,
  furniturelamination: furniture,
  carputty: carPutty,
};

/** Collage of finished FRP parts for the gallery. */
export function frpProductsScene(w: number, h: number, label: string): string {
  const s = w / 800;
  const body = [
    rect(0, 0, w, h, '#e6f2ec'),
    group(
      [
        ellipse(170, 170, 130, 66, P.slate500, { stroke: P.slate900, 'stroke-width': 3 }),
        ellipse(170, 170, 40, 20, P.slate700),
        text(170, 178, 'FRP', 22, P.amber, { 'text-anchor': 'middle' }),
        ...Array.from({ length: 5 }, (_, i) =>
          corrugatedSheet(430, 220 - i * 18, 320, 5, 14, i % 2 ? '#cdebd9' : '#8fd0ae'),
        ),
        boatHull(60, 360, 360, 110, P.white, P.green),
        path('M480 330h150v18h-66v90h66v18H480v-18h66v-90h-66z', P.green),
        path('M660 340h90v16h-72v86h72v16h-90z', P.amberDark),
        rect(0, 520, 800, 80, P.slate300),
      ].join(''),
      `scale(${n(s)})`,
    ),
  ].join('');
  return svgDocument(w, h, label, body, COMMON_DEFS);
}

export function lankaBoatsScene(w: number, h: number, label: string): string {
  const body = [
    rect(0, 0, w, h, '#bfe3f2'),
    rect(0, h * 0.6, w, h * 0.4, '#1f6f8b'),
    path(`M0 ${n(h * 0.62)}L${n(w * 0.4)} ${n(h * 0.5)}H${n(w)}V${n(h * 0.62)}Z`, '#d8c49a'),
    boatHull(w * 0.05, h * 0.45, w * 0.4, h * 0.16, P.white, '#2b6cb0'),
    boatHull(w * 0.5, h * 0.38, w * 0.42, h * 0.17, P.green, P.amber),
    text(w * 0.71, h * 0.51, 'LANKA COMPSITE', 18 * (w / 800), P.white, {
      'text-anchor': 'middle',
    }),
  ].join('');
  return svgDocument(w, h, label, body, COMMON_DEFS);
}
