// Shading for the raster scenes. Light comes from the upper left in every scene, so a
// cylinder is brightest a third of the way across and darkest near its right edge, with a
// faint reflected light at the very edge. Each paint is built from one base colour and
// registered once per document through defineOnce.
import { alpha, mix, shade } from './color';
import {
  el,
  ellipse,
  idOf,
  linearGradient,
  path,
  radialGradient,
  rect,
  defineOnce,
  type Stop,
} from './svg';

export type Finish = 'steel' | 'gloss' | 'plastic' | 'matte' | 'galvanised';

/** Stops across a cylinder, left to right, as lightness offsets of the base colour. */
const CYLINDER_STOPS: Record<Finish, [number, number][]> = {
  // Polished stainless: a hard specular band, a darker mirror of the floor, a bright rim.
  steel: [
    [0, -0.55],
    [0.08, -0.2],
    [0.22, 0.55],
    [0.27, 0.85],
    [0.32, 0.45],
    [0.5, -0.05],
    [0.66, 0.15],
    [0.8, -0.35],
    [0.93, -0.55],
    [1, -0.25],
  ],
  // Painted steel: one clear highlight, smooth fall-off.
  gloss: [
    [0, -0.55],
    [0.12, -0.15],
    [0.26, 0.4],
    [0.31, 0.18],
    [0.55, -0.08],
    [0.85, -0.45],
    [0.95, -0.55],
    [1, -0.35],
  ],
  // Moulded HDPE: broad, soft sheen.
  plastic: [
    [0, -0.45],
    [0.15, -0.1],
    [0.32, 0.22],
    [0.5, 0.05],
    [0.8, -0.3],
    [0.95, -0.45],
    [1, -0.3],
  ],
  matte: [
    [0, -0.4],
    [0.3, 0.1],
    [0.7, -0.15],
    [1, -0.4],
  ],
  // Hot-dip galvanised: dull grey with a mottled, moderate highlight.
  galvanised: [
    [0, -0.45],
    [0.25, 0.25],
    [0.4, 0.05],
    [0.75, -0.25],
    [1, -0.45],
  ],
};

/** Horizontal shading for an upright cylinder (drum, reactor, tank, pipe run). */
export function cylinderPaint(base: string, finish: Finish = 'gloss'): string {
  return defineOnce(idOf('cyl', finish, base), () =>
    linearGradient(
      idOf('cyl', finish, base),
      CYLINDER_STOPS[finish].map(([offset, amount]): Stop => [offset, shade(base, amount)]),
      false,
    ),
  );
}

/** The same shading turned for a horizontal cylinder (pipe, tanker barrel), lit from above. */
export function pipePaint(base: string, finish: Finish = 'gloss'): string {
  return defineOnce(idOf('pipe', finish, base), () =>
    linearGradient(
      idOf('pipe', finish, base),
      CYLINDER_STOPS[finish].map(([offset, amount]): Stop => [offset, shade(base, amount)]),
      true,
    ),
  );
}

/** A flat face lit from the upper left: lighter at the top, darker at the bottom. */
export function facePaint(base: string, top = 0.12, bottom = -0.18): string {
  const id = idOf('face', base, top, bottom);
  return defineOnce(id, () =>
    linearGradient(id, [
      [0, shade(base, top)],
      [1, shade(base, bottom)],
    ]),
  );
}

/** A vertical gradient through any number of colours (skies, walls, floors). */
export function verticalPaint(name: string, colors: string[]): string {
  const id = idOf('v', name);
  return defineOnce(id, () =>
    linearGradient(
      id,
      colors.map((color, i): Stop => [i / Math.max(1, colors.length - 1), color]),
    ),
  );
}

/** A horizontal gradient through any number of colours. */
export function horizontalPaint(name: string, colors: string[]): string {
  const id = idOf('h', name);
  return defineOnce(id, () =>
    linearGradient(
      id,
      colors.map((color, i): Stop => [i / Math.max(1, colors.length - 1), color]),
      false,
    ),
  );
}

/** A soft contact shadow: darkest in the middle, fading to nothing at the ellipse's edge. */
export function softShadow(cx: number, cy: number, rx: number, ry: number, strength = 0.45) {
  const fill = defineOnce('soft-shadow', () =>
    radialGradient('soft-shadow', [
      [0, '#050810', 1],
      [0.55, '#050810', 0.55],
      [1, '#050810', 0],
    ]),
  );
  return ellipse(cx, cy, rx, ry, fill, { opacity: strength });
}

/** A light source's halo: a lamp, a lit window, the low sun. */
export function glow(cx: number, cy: number, r: number, color: string, strength = 0.8) {
  const id = idOf('glow', color);
  const fill = defineOnce(id, () =>
    radialGradient(id, [
      [0, color, 1],
      [0.25, color, 0.55],
      [1, color, 0],
    ]),
  );
  return ellipse(cx, cy, r, r, fill, { opacity: strength });
}

/** A wide ellipse of light, for pools of lamp light on a floor or light on a backdrop. */
export function lightPool(cx: number, cy: number, rx: number, ry: number, color: string, o = 0.5) {
  const id = idOf('pool', color);
  const fill = defineOnce(id, () =>
    radialGradient(id, [
      [0, color, 1],
      [1, color, 0],
    ]),
  );
  return ellipse(cx, cy, rx, ry, fill, { opacity: o });
}

/** A Gaussian blur filter of the given radius; returns the filter reference. */
export function blur(radius: number): string {
  const id = idOf('blur', Math.round(radius * 10));
  return defineOnce(id, () =>
    el(
      'filter',
      { id, x: '-20%', y: '-20%', width: '140%', height: '140%' },
      el('feGaussianBlur', { stdDeviation: radius }),
    ),
  );
}

/**
 * Fine surface texture (concrete, plaster, brushed metal) as a filter that replaces the
 * shape it is applied to with grey noise; draw it over a surface with low opacity.
 * `stretch` > 1 draws the grain out horizontally, as on brushed steel.
 */
export function textureFilter(frequency: number, seed: number, stretch = 1): string {
  const id = idOf('tex', Math.round(frequency * 1000), seed, Math.round(stretch * 10));
  return defineOnce(id, () =>
    el(
      'filter',
      { id, x: 0, y: 0, width: '100%', height: '100%', 'color-interpolation-filters': 'sRGB' },
      el('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: `${frequency / stretch} ${frequency}`,
        numOctaves: 2,
        seed,
      }) +
        el('feColorMatrix', { type: 'matrix', values: NOISE_TO_GREY }) +
        el('feComposite', { in2: 'SourceAlpha', operator: 'in' }),
    ),
  );
}

// Turns turbulence into opaque grey: the red noise channel, stretched around middle grey.
const NOISE_TO_GREY = '1.6 0 0 0 -0.3 1.6 0 0 0 -0.3 1.6 0 0 0 -0.3 0 0 0 0 1';

/** A textured rectangle: noise blended over whatever is below it. */
export function texture(
  x: number,
  y: number,
  w: number,
  h: number,
  opacity: number,
  frequency = 0.9,
  seed = 3,
  stretch = 1,
): string {
  return rect(x, y, w, h, '#808080', {
    filter: textureFilter(frequency, seed, stretch),
    opacity,
    style: 'mix-blend-mode:overlay',
  });
}

/** The same as `texture` over any path (a floor polygon, a wall). */
export function texturedPath(d: string, opacity: number, frequency = 0.9, seed = 3): string {
  return path(d, '#808080', {
    filter: textureFilter(frequency, seed),
    opacity,
    style: 'mix-blend-mode:overlay',
  });
}

/**
 * The lens's fall-off: corners a little darker than the centre, drawn last over a scene of
 * w by h.
 */
export function vignette(w: number, h: number, strength = 0.35): string {
  const fill = defineOnce('vignette', () =>
    radialGradient(
      'vignette',
      [
        [0, '#000', 0],
        [0.62, '#000', 0],
        [1, '#000', 1],
      ],
      { cx: 0.5, cy: 0.5, r: 0.75 },
    ),
  );
  return rect(0, 0, w, h, fill, { opacity: strength });
}

/** Atmospheric perspective: a veil of the sky's colour laid over everything drawn so far. */
export function haze(w: number, h: number, color: string, opacity: number): string {
  return rect(0, 0, w, h, color, { opacity });
}

/** A shaft of light from a window or skylight: a quadrilateral fading along its length. */
export function lightShaft(points: [number, number][], color: string, opacity = 0.25): string {
  const id = idOf('shaft', color);
  const fill = defineOnce(id, () =>
    linearGradient(id, [
      [0, color, 0.9],
      [1, color, 0],
    ]),
  );
  const d = `M${points.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L')}Z`;
  return path(d, fill, { opacity });
}

/**
 * A colour grade for everything in a group, as per-channel gains and a lift (0 to 1) added to
 * each channel: dusk is darker and bluer, a lamp-lit interior warmer.
 */
export function gradeFilter(
  gains: [number, number, number],
  lift: [number, number, number] = [0, 0, 0],
): string {
  const id = idOf(
    'grade',
    ...gains.map((g) => Math.round(g * 100)),
    ...lift.map((l) => Math.round(l * 100)),
  );
  const [r, g, b] = gains;
  const [lr, lg, lb] = lift;
  return defineOnce(id, () =>
    el(
      'filter',
      { id, x: 0, y: 0, width: '100%', height: '100%', 'color-interpolation-filters': 'sRGB' },
      el('feColorMatrix', {
        type: 'matrix',
        values: `${r} 0 0 0 ${lr} 0 ${g} 0 0 ${lg} 0 0 ${b} 0 ${lb} 0 0 0 1 0`,
      }),
    ),
  );
}

/**
 * Light grazing one side of an upright object (the low sun, a lamp): a strip that fades from
 * `color` at the lit edge to nothing, added with a screen blend. side -1 is the left edge.
 */
export function rimLight(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  side: -1 | 1,
  opacity = 0.6,
): string {
  const id = idOf('rim', color, side);
  const fill = defineOnce(id, () =>
    linearGradient(
      id,
      side === -1
        ? [
            [0, color, 1],
            [0.35, color, 0],
          ]
        : [
            [0.65, color, 0],
            [1, color, 1],
          ],
      false,
    ),
  );
  return rect(x, y, w, h, fill, { opacity, style: 'mix-blend-mode:screen' });
}

/** A colour a little cooler and lighter, for things far away in haze. */
export function distant(color: string, sky: string, depth: number): string {
  return mix(color, sky, Math.max(0, Math.min(1, depth)));
}

export { alpha, mix, shade };
