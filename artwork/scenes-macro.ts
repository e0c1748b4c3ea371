// Close-ups of finished materials for the blog's squares: a pultruded channel leaving its die,
// the cut end of an FRP rod with its packed glass fibres, and the polished edge of a quartz slab.
import { polygon } from './forms';
import { alpha, blur, facePaint, pipePaint, shade, verticalPaint } from './materials';
import { slab } from './objects-frp';
import { closeBackdrop, world } from './scene-rooms';
import type { World } from './scene-kit';
import { circle, el, ellipse, path, rect, seededRandom } from './svg';

const GREEN_PROFILE = '#2f8a4e';
const QUARTZ = '#f3f2ee';
const VEIN = '#8a8f98';

/** A glossy green channel leaving the die, close up. */
export function channelCloseUp(): World {
  return world(400, 400, () =>
    [
      closeBackdrop(400, 400, 300, '#59636b', '#6f7378'),
      el(
        'g',
        { filter: blur(4) },
        rect(0, 40, 400, 20, '#c9d0d6') + rect(280, 0, 30, 300, '#3e4850'),
      ),
      // Die face (steel), the channel emerging towards the viewer.
      path(
        polygon([
          [210, 60],
          [400, 40],
          [400, 320],
          [210, 300],
        ]),
        facePaint('#b7c0c8', 0.25, -0.2),
      ),
      rect(330, 40, 70, 280, pipePaint('#8d5a3a', 'gloss')),
      path(
        polygon([
          [-20, 250],
          [250, 160],
          [250, 235],
          [-20, 370],
        ]),
        verticalPaint('ch-side', [shade(GREEN_PROFILE, 0.1), shade(GREEN_PROFILE, -0.3)]),
      ),
      path(
        polygon([
          [-20, 190],
          [250, 128],
          [250, 160],
          [-20, 250],
        ]),
        verticalPaint('ch-top', [shade(GREEN_PROFILE, 0.45), shade(GREEN_PROFILE, 0.15)]),
      ),
      path(
        polygon([
          [-20, 215],
          [250, 140],
          [250, 146],
          [-20, 226],
        ]),
        alpha('#ffffff', 0.75),
      ),
      path(
        polygon([
          [-20, 300],
          [250, 196],
          [250, 204],
          [-20, 316],
        ]),
        alpha('#ffffff', 0.35),
      ),
    ].join(''),
  );
}

/** The cut end of a thin FRP rod, magnified: glass fibres packed in resin. */
export function rodEnd(): World {
  return world(400, 400, () => {
    const random = seededRandom(9);
    const fibres: string[] = [];
    for (let i = 0; i < 420; i += 1) {
      const a = random() * Math.PI * 2;
      const d = Math.sqrt(random()) * 128;
      fibres.push(
        circle(200 + Math.cos(a) * d, 200 + Math.sin(a) * d, 5 + random() * 1.5, '#f7f6ef', {
          stroke: '#c9bf9e',
          'stroke-width': 1,
        }),
      );
    }
    return [
      rect(0, 0, 400, 400, verticalPaint('re-bg', ['#3a4148', '#1f2428'])),
      el(
        'g',
        { transform: 'rotate(20 200 200)' },
        rect(200, 60, 260, 280, pipePaint('#e8dcb8', 'gloss')),
      ),
      circle(200, 200, 140, '#d9c894'),
      ...fibres,
      circle(200, 200, 140, 'none', { stroke: '#b7a878', 'stroke-width': 6 }),
      ellipse(150, 140, 60, 26, alpha('#fff', 0.2)),
    ].join('');
  });
}

/** The polished edge of a white quartz slab, close, with the quartz grains showing. */
export function quartzEdge(): World {
  return world(400, 400, () => {
    const random = seededRandom(33);
    const grains: string[] = [];
    for (let i = 0; i < 260; i += 1) {
      grains.push(
        circle(
          random() * 400,
          210 + random() * 90,
          1.5 + random() * 4,
          ['#d9d7d0', '#bdbab3', '#fbfbf8', '#9f9c95'][i % 4] ?? '#ccc',
          { opacity: 0.8 },
        ),
      );
    }
    return [
      closeBackdrop(400, 400, 320, '#6f767c', '#4d5358'),
      el(
        'g',
        { filter: blur(2) },
        slab(
          [
            [-20, 210],
            [420, 210],
            [380, 40],
            [20, 40],
          ],
          QUARTZ,
          { veins: VEIN, seed: 61 },
          0,
        ),
      ),
      rect(-20, 210, 440, 90, verticalPaint('q-edge', ['#f7f6f2', '#dedcd6', '#c9c7c0'])),
      ...grains,
      rect(-20, 212, 440, 8, alpha('#ffffff', 0.8)),
      rect(-20, 300, 440, 30, alpha('#000', 0.35), { filter: blur(6) }),
    ].join('');
  });
}
