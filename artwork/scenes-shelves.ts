// Lab shelves: the retained samples of each month's batches, and jars of the three resin
// families (Ortho, Iso, ISO-NPG) beside cured bars of each.
import { lettering } from './lettering';
import { alpha, blur, facePaint, shade, verticalPaint } from './materials';
import { RESIN_AMBER, reagentShelf, sampleBottle } from './objects-lab';
import { resinJar } from './scenes-catalogue';
import { world } from './scene-rooms';
import type { World } from './scene-kit';
import { el, rect } from './svg';

/** Shelves of retained-sample bottles, one shelf per month, in the quality laboratory. */
export function retainedSamples(): World {
  return world(1200, 900, () => {
    const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY'];
    const parts = [rect(0, 0, 1200, 900, verticalPaint('rs-wall', ['#e4e8e9', '#cfd5d7']))];
    parts.push(rect(60, 40, 1080, 840, facePaint('#c9ced2', 0.1, -0.15)));
    months.forEach((month, row) => {
      const y = 200 + row * 165;
      parts.push(rect(60, y, 1080, 16, facePaint('#9aa3aa', 0.2, -0.2)));
      for (let i = 0; i < 10; i += 1) {
        parts.push(
          sampleBottle(
            230 + i * 90,
            y,
            120,
            ['#d8922a', '#c97a1a', '#e0a23a'][(i + row) % 3] ?? RESIN_AMBER,
            '#1f2a36',
          ),
        );
      }
      parts.push(
        rect(80, y - 70, 110, 50, '#fbfaf5', { stroke: '#9aa3aa', 'stroke-width': 2 }),
        lettering(135, y - 33, month, 24, '#0b5d3b', { anchor: 'middle' }),
      );
    });
    parts.push(el('g', { opacity: 0.5 }, rect(0, 0, 1200, 40, '#e4e8e9')));
    return parts.join('');
  });
}

/** Three jars of resin labelled Ortho, Iso and ISO-NPG on a lab shelf, each with a cured bar. */
export function threeJars(): World {
  return world(1600, 900, () => {
    const jars: [string, string, string][] = [
      ['ORTHO', '#e9b44c', '#d99a2b'],
      ['ISO', '#f2cf7a', '#e6b85a'],
      ['ISO-NPG', '#f7e2a6', '#efd48a'],
    ];
    const parts = [
      rect(0, 0, 1600, 900, verticalPaint('jar-wall', ['#e6eaea', '#d2d8d9'])),
      el('g', { filter: blur(5) }, reagentShelf(60, 220, 1500, 110, 12)),
      rect(0, 640, 1600, 40, facePaint('#c9ccce', 0.15, -0.2)),
      rect(0, 680, 1600, 220, verticalPaint('jar-under', ['#9aa1a6', '#7b8287'])),
    ];
    jars.forEach(([label, liquid, bar], i) => {
      const cx = 330 + i * 470;
      parts.push(
        resinJar(cx, 650, 200, liquid),
        rect(cx - 80, 500, 160, 56, '#fbfaf5'),
        lettering(cx, 540, label, 26, '#1b2430', { anchor: 'middle' }),
        rect(
          cx + 130,
          600,
          190,
          44,
          verticalPaint(`bar-${bar}`, [shade(bar, 0.25), bar, shade(bar, -0.2)]),
          { rx: 4 },
        ),
        rect(cx + 130, 644, 190, 8, shade(bar, -0.35)),
        rect(cx + 140, 606, 170, 8, alpha('#ffffff', 0.5), { rx: 4 }),
      );
    });
    return parts.join('');
  });
}
