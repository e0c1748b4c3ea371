// Close-ups for the blog's 160 by 160 squares: one subject each, large and simple. A drum label
// with its UN number, a reactor sight glass, PET flakes in a hand, a wet film comb in gelcoat, a
// framed ISO certificate, a Barcol tester on a resin disc, a crack in a casting, a MEKP
// dispenser, resin creeping through glass fabric, three cured bars and a circled use-by date.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  pipePaint,
  shade,
  softShadow,
  textureFilter,
  verticalPaint,
} from './materials';
import { DRUM_BLUE, flammableDiamond } from './objects-containers';
import { barcolTester, dispenserBottle } from './objects-props';
import { closeBackdrop, world } from './scene-rooms';
import type { World } from './scene-kit';
import { circle, el, ellipse, group, line, path, rect, seededRandom } from './svg';

const S = 400;

function square(draw: () => string): World {
  return world(S, S, draw);
}

/** A drum's curved side filling the square, a paper label on it. */
function drumSide(): string {
  return [
    rect(0, 0, S, S, pipePaint(DRUM_BLUE, 'gloss')),
    el(
      'g',
      { transform: 'rotate(90 200 200)' },
      rect(0, 0, S, S, pipePaint(DRUM_BLUE, 'gloss'), { opacity: 0.6 }),
    ),
    rect(0, 40, S, 14, alpha('#000', 0.2)),
    rect(0, 350, S, 14, alpha('#000', 0.2)),
  ].join('');
}

/** A drum label: UN 1866, the class 3 diamond and a batch number. */
export function unLabel(): World {
  return square(() =>
    [
      drumSide(),
      rect(40, 80, 330, 250, facePaint('#f6f4ee', 0.05, -0.1), { rx: 6 }),
      rect(40, 80, 330, 50, '#0b5d3b', { rx: 6 }),
      lettering(205, 116, 'KALPA RESINS', 22, '#fff', { anchor: 'middle' }),
      lettering(70, 200, 'UN 1866', 44, '#1b2430'),
      lettering(70, 250, 'RESIN SOLUTION', 18, '#4a5563'),
      lettering(70, 300, 'BATCH 2611-07', 20, '#1b2430'),
      flammableDiamond(320, 250, 90),
    ].join(''),
  );
}

/** A drum label with the batch number and the use-by date circled in red marker. */
export function useByLabel(): World {
  return square(() =>
    [
      drumSide(),
      rect(30, 70, 350, 270, facePaint('#f6f4ee', 0.05, -0.1), { rx: 6 }),
      rect(30, 70, 350, 44, '#0b5d3b', { rx: 6 }),
      lettering(205, 102, 'KALPA RESINS', 20, '#fff', { anchor: 'middle' }),
      lettering(60, 170, 'ISO', 40, '#1b2430'),
      lettering(60, 230, 'BATCH 2604-12', 20, '#1b2430'),
      lettering(60, 290, 'USE BY 10/2026', 20, '#1b2430'),
      ellipse(190, 281, 150, 34, 'none', {
        stroke: '#d0312d',
        'stroke-width': 6,
        transform: 'rotate(-4 190 281)',
      }),
      ellipse(190, 221, 150, 32, 'none', {
        stroke: '#d0312d',
        'stroke-width': 5,
        transform: 'rotate(3 190 221)',
      }),
    ].join(''),
  );
}

/** A reactor's sight glass: a bolted steel flange round a window of amber resin. */
export function sightGlass(): World {
  return square(() => {
    const bolts = Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      return circle(
        200 + Math.cos(a) * 150,
        200 + Math.sin(a) * 150,
        14,
        cylinderPaint('#8e99a3', 'steel'),
      );
    });
    return [
      rect(0, 0, S, S, pipePaint('#c3ccd3', 'steel')),
      circle(206, 208, 180, alpha('#000', 0.3), { filter: blur(8) }),
      circle(200, 200, 178, cylinderPaint('#d6dde2', 'steel')),
      ...bolts,
      circle(200, 200, 118, '#4a535b'),
      circle(200, 200, 108, verticalPaint('sg-resin', ['#f2b64a', '#c47d12', '#8e5208'])),
      ...[0, 1, 2, 3, 4].map((i) =>
        circle(160 + i * 22, 240 - (i % 2) * 30, 6 + (i % 3) * 3, alpha('#ffe9b0', 0.7)),
      ),
      path('M120 150Q200 100 280 150', 'none', {
        stroke: alpha('#ffffff', 0.55),
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
    ].join('');
  });
}

/** A handful of washed clear PET bottle flakes. */
export function petFlakes(): World {
  return square(() => {
    const random = seededRandom(7);
    const flakes: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const x = 90 + random() * 220;
      const y = 150 + random() * 120;
      flakes.push(
        path(
          polygon([
            [x, y],
            [x + 20 + random() * 20, y - 6],
            [x + 26, y + 16 + random() * 10],
            [x + 4, y + 20],
          ]),
          alpha(random() > 0.85 ? '#9ed0b0' : '#e8f4fa', 0.8),
          {
            stroke: alpha('#ffffff', 0.9),
            'stroke-width': 1.5,
            transform: `rotate(${Math.round(random() * 90)} ${Math.round(x)} ${Math.round(y)})`,
          },
        ),
      );
    }
    return [
      rect(0, 0, S, S, verticalPaint('pf-bg', ['#56616a', '#39424a'])),
      // The cupped hand.
      path(
        'M40 260C60 200 120 180 200 190C290 180 350 200 370 250C380 330 300 380 200 380C100 380 30 330 40 260Z',
        '#b97a56',
      ),
      path('M60 270C90 230 150 220 200 226C260 220 320 236 350 262', 'none', {
        stroke: '#9c6644',
        'stroke-width': 10,
      }),
      ...flakes,
    ].join('');
  });
}

/** A wet film thickness comb pressed into fresh white gelcoat. */
export function wftComb(): World {
  return square(() => {
    const teeth: string[] = [];
    for (let i = 0; i < 8; i += 1) teeth.push(rect(70 + i * 34, 250, 20, 20 + i * 4, '#c7ced4'));
    return [
      rect(0, 0, S, S, verticalPaint('wft-gel', ['#fbfbf8', '#e6e6e0'])),
      rect(0, 260, S, 140, alpha('#000', 0.04)),
      ...Array.from({ length: 8 }, (_, i) =>
        ellipse(80 + i * 34, 286 + i * 4, 14, 5, alpha('#9aa3aa', 0.35)),
      ),
      path(
        polygon([
          [50, 90],
          [350, 90],
          [350, 250],
          [50, 250],
        ]),
        facePaint('#d6dde2', 0.25, -0.2),
      ),
      ...teeth,
      lettering(70, 150, 'WFT', 30, '#3b444d'),
      lettering(70, 200, '100 - 800 MIC', 18, '#3b444d'),
      rect(50, 90, 300, 10, alpha('#fff', 0.6)),
    ].join('');
  });
}

/** The framed ISO 9001:2015 certificate on an office wall. */
export function isoFrame(): World {
  return square(() =>
    [
      rect(0, 0, S, S, verticalPaint('iso-wall', ['#e9e2d6', '#d3c8b6'])),
      rect(70, 40, 280, 340, alpha('#000', 0.3), { filter: blur(8) }),
      rect(60, 30, 280, 340, facePaint('#3a2e22', 0.2, -0.2)),
      rect(80, 50, 240, 300, '#fbfaf5'),
      lettering(200, 110, 'ISO 9001', 30, '#0b5d3b', { anchor: 'middle' }),
      lettering(200, 145, '2015', 22, '#0b5d3b', { anchor: 'middle' }),
      ...[0, 1, 2, 3].map((i) => rect(110, 180 + i * 24, 180 - (i % 2) * 50, 6, '#9aa3ad')),
      circle(270, 305, 28, '#c0392b', { opacity: 0.85 }),
      path('M60 30L180 30L60 200Z', alpha('#ffffff', 0.12)),
    ].join(''),
  );
}

/** A Barcol hardness tester pressed onto a cured resin disc. */
export function barcolDisc(): World {
  return square(() =>
    [
      closeBackdrop(S, S, 260, '#d9dde0', '#1f2326'),
      softShadow(210, 330, 150, 20, 0.6),
      ellipse(200, 320, 150, 40, '#a86a16'),
      rect(50, 290, 300, 30, '#b8741a'),
      ellipse(200, 290, 150, 40, verticalPaint('disc-top', ['#f0b64a', '#d8922a'])),
      ellipse(160, 280, 60, 12, alpha('#fff', 0.35)),
      barcolTester(200, 292, 260),
    ].join(''),
  );
}

/** A hairline crack running through an amber casting. */
export function hairlineCrack(): World {
  return square(() =>
    [
      rect(0, 0, S, S, verticalPaint('crack-cast', ['#f2bf5c', '#d8922a', '#b8741a'])),
      rect(0, 0, S, S, '#808080', {
        filter: textureFilter(0.05, 3),
        opacity: 0.15,
        style: 'mix-blend-mode:overlay',
      }),
      path('M0 120L80 150L130 140L190 200L240 210L300 280L400 300', 'none', {
        stroke: alpha('#fff6d8', 0.8),
        'stroke-width': 5,
      }),
      path('M0 120L80 150L130 140L190 200L240 210L300 280L400 300', 'none', {
        stroke: '#6a3a08',
        'stroke-width': 2,
      }),
      path('M190 200L200 250L230 270', 'none', { stroke: '#6a3a08', 'stroke-width': 1.5 }),
      ellipse(120, 80, 90, 24, alpha('#fff', 0.3)),
    ].join(''),
  );
}

/** A graduated MEKP dispenser bottle with its red cap. */
export function mekpBottle(): World {
  return square(() =>
    [
      closeBackdrop(S, S, 330, '#6d7880', '#8a8d86'),
      softShadow(210, 360, 110, 16, 0.6),
      dispenserBottle(200, 360, 320),
    ].join(''),
  );
}

/** Amber resin creeping through white glass fabric under clear bagging film. */
export function fabricFront(): World {
  return square(() => {
    const weave: string[] = [];
    for (let i = 0; i < 20; i += 1)
      weave.push(
        line(0, i * 20, S, i * 20, alpha('#c9c9c2', 0.6), 6),
        line(i * 20, 0, i * 20, S, alpha('#dcdcd5', 0.6), 6),
      );
    return [
      rect(0, 0, S, S, '#f4f4ef'),
      ...weave,
      path('M0 0H400V150Q330 170 280 160Q220 190 160 175Q90 200 0 180Z', alpha('#d08a1e', 0.75)),
      path('M0 180Q90 200 160 175Q220 190 280 160Q330 170 400 150', 'none', {
        stroke: '#f2c14e',
        'stroke-width': 6,
      }),
      rect(0, 0, S, S, alpha('#e8f4fa', 0.15)),
      path('M-20 260Q120 220 420 300', 'none', {
        stroke: alpha('#ffffff', 0.7),
        'stroke-width': 12,
      }),
      path('M-20 60Q160 20 420 90', 'none', { stroke: alpha('#ffffff', 0.5), 'stroke-width': 8 }),
    ].join('');
  });
}

/** Three small cured resin bars in pale, medium and deep amber. */
export function threeBars(): World {
  return square(() => {
    const bars = ['#f7e2a6', '#e9b44c', '#b8741a'];
    return [
      closeBackdrop(S, S, 150, '#d6dbdc', '#eef0ef'),
      ...bars.map((c, i) =>
        group(
          [
            softShadow(210, 170 + i * 90, 170, 14, 0.45),
            rect(
              40,
              120 + i * 90,
              320,
              50,
              verticalPaint(`bar-${c}`, [shade(c, 0.25), c, shade(c, -0.2)]),
              { rx: 6 },
            ),
            rect(40, 170 + i * 90, 320, 10, shade(c, -0.35), { rx: 4 }),
            rect(56, 128 + i * 90, 280, 8, alpha('#ffffff', 0.5), { rx: 4 }),
          ].join(''),
        ),
      ),
    ].join('');
  });
}
