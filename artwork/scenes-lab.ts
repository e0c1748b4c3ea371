// The QC and R&D laboratory: a window wall, reagent shelves, a fume hood and a long epoxy
// bench with the viscometer, glassware and resin samples. Variants put a chemist at the bench
// (R&D casting), an auditor with the quality manager (ISO audit), a balance with a
// formulation sheet, or a certificate of analysis beside the viscometer.
import { polygon } from './forms';
import { lettering } from './lettering';
import {
  alpha,
  blur,
  facePaint,
  haze,
  lightShaft,
  shade,
  texture,
  verticalPaint,
} from './materials';
import {
  RESIN_AMBER,
  balance,
  beaker,
  buretteStand,
  flask,
  fumeHood,
  gelTimer,
  labBench,
  measuringCylinder,
  reagentShelf,
  sampleBottle,
  viscometer,
} from './objects-lab';
import { figure, type FigureStyle } from './objects-people';
import { tree } from './objects-structure';
import type { World } from './scene-kit';
import { el, group, line, path, rect } from './svg';

export type LabVariant = 'qc' | 'chemist' | 'audit' | 'formulation' | 'certificate';

/** A sheet of paper lying on the bench in perspective, with ruled lines and a header. */
export function paperSheet(x: number, y: number, w: number, title: string, rows = 7): string {
  const h = w * 0.5;
  const skew = w * 0.18;
  const corners: [number, number][] = [
    [x, y],
    [x + w, y],
    [x + w - skew * 0.3, y - h],
    [x + skew * 0.7, y - h],
  ];
  const parts = [
    path(polygon(corners.map(([px, py]) => [px + 6, py + 5])), alpha('#000', 0.25), {
      filter: blur(4),
    }),
    path(polygon(corners), verticalPaint('paper', ['#f1f1ec', '#fbfbf8'])),
  ];
  for (let i = 0; i < rows; i += 1) {
    const t = 0.2 + (i / rows) * 0.72;
    const ly = y - h * (1 - t);
    const inset = skew * 0.7 * (1 - t) + w * 0.06;
    const inset2 = skew * 0.3 * (1 - t) + w * 0.06;
    parts.push(
      line(
        x + inset,
        ly,
        x + w - inset2 - w * (i % 3 === 2 ? 0.3 : 0.05),
        ly,
        alpha('#5a6470', 0.55),
        Math.max(1, w * 0.008),
      ),
    );
  }
  parts.push(
    lettering(x + skew * 0.62 + w * 0.06, y - h * 0.86, title, w * 0.035, '#0b5d3b', {
      weight: 0.16,
    }),
  );
  return group(parts.join(''));
}

/** The laboratory world, 1600 by 900, with the bench front at y = 640. */
export function laboratory(variant: LabVariant): World {
  const w = 1600;
  const h = 900;
  const benchY = 640;
  return {
    width: w,
    height: h,
    draw: () => {
      const parts: string[] = [];
      // Back wall with a large window on the left.
      parts.push(
        rect(0, 0, w, h, verticalPaint('lab-wall', ['#e9ecec', '#d6dbdc'])),
        texture(0, 0, w, benchY, 0.08, 0.5, 21),
        rect(60, 70, 420, 380, verticalPaint('lab-sky', ['#cfe3f1', '#eef5f6'])),
      );
      parts.push(
        el(
          'g',
          { filter: blur(6) },
          [tree(140, 470, 300, '#5f8a5a', 2), tree(360, 470, 260, '#6f9a62', 5)].join(''),
        ),
      );
      parts.push(
        rect(60, 70, 420, 380, 'none', { stroke: '#c1c7cb', 'stroke-width': 16 }),
        rect(264, 70, 12, 380, '#c1c7cb'),
        rect(60, 254, 420, 12, '#c1c7cb'),
        rect(40, 448, 460, 16, facePaint('#dfe2e3', 0.1, -0.2)),
        lightShaft(
          [
            [60, 80],
            [480, 80],
            [900, benchY],
            [300, benchY],
          ],
          '#fff8e8',
          0.16,
        ),
      );
      // Shelves over the bench and the fume hood on the right.
      parts.push(reagentShelf(560, 250, 520, 110, 4), reagentShelf(560, 420, 520, 110, 9));
      parts.push(fumeHood(1180, benchY + 200, 380, 640));
      parts.push(haze(w, h, '#eef2f3', 0.1));
      // People behind the bench.
      const chemist: FigureStyle = {
        skin: '#9c6644',
        outfit: 'labcoat',
        hair: '#1a120c',
        longHair: true,
        glasses: true,
        pose: 'reach',
        facing: 1,
      };
      if (variant === 'chemist') parts.push(figure(800, 1100, 760, chemist));
      if (variant === 'audit') {
        parts.push(
          figure(820, 1060, 760, {
            skin: '#c08159',
            outfit: 'shirt',
            cloth: '#e8edf2',
            hair: '#6b6b6b',
            glasses: true,
            pose: 'clipboard',
            facing: 1,
          }),
          figure(1060, 1050, 740, {
            ...chemist,
            pose: 'explain',
            facing: -1,
            longHair: false,
            hair: '#2b1b12',
            skin: '#b97a56',
          }),
        );
      }
      if (variant === 'formulation')
        parts.push(figure(900, 1100, 760, { ...chemist, pose: 'reach', hair: '#241812' }));
      // The bench across the foreground.
      parts.push(labBench(-20, benchY, w + 40, h + 20, 170));
      // Instruments and glass on the bench, front to back by depth.
      const items: string[] = [];
      if (variant === 'formulation') {
        items.push(
          balance(700, benchY - 20, 240),
          paperSheet(960, benchY - 8, 300, 'FORMULATION F-2611'),
        );
      } else if (variant === 'certificate') {
        items.push(paperSheet(760, benchY - 8, 360, 'CERTIFICATE OF ANALYSIS', 8));
      } else if (variant === 'audit') {
        items.push(paperSheet(760, benchY - 8, 330, 'BATCH RECORD 2611-07'));
      } else if (variant === 'chemist') {
        // A silicone mould on the bench receiving the casting.
        items.push(
          path(
            polygon([
              [720, benchY - 14],
              [900, benchY - 14],
              [930, benchY - 56],
              [750, benchY - 56],
            ]),
            facePaint('#4a8db8', 0.15, -0.15),
          ),
          path(
            polygon([
              [745, benchY - 26],
              [880, benchY - 26],
              [902, benchY - 50],
              [768, benchY - 50],
            ]),
            verticalPaint('casting', [shade(RESIN_AMBER, 0.2), RESIN_AMBER]),
          ),
        );
      }
      items.push(
        buretteStand(140, benchY - 40, 300),
        flask(320, benchY - 30, 130, RESIN_AMBER, 0.5),
        flask(430, benchY - 44, 100, '#e9c46a', 0.55),
        measuringCylinder(520, benchY - 40, 210, '#f0b64a', 0.55),
        viscometer(variant === 'certificate' ? 560 : 600, benchY - 10, 340),
        gelTimer(variant === 'formulation' ? 520 : 1040, benchY - 30, 110),
        beaker(1150, benchY - 26, 90, 110, '#c97a1a', 0.6),
        sampleBottle(1260, benchY - 50, 100, RESIN_AMBER),
        sampleBottle(1330, benchY - 44, 110, '#f0c36a'),
        sampleBottle(1405, benchY - 38, 105, '#b8741a'),
        flask(1500, benchY - 20, 150, '#f5d58c', 0.45),
      );
      parts.push(group(items.join('')));
      return parts.join('');
    },
  };
}
