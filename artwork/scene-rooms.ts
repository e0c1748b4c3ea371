// Backgrounds the newer worlds share: a workshop or shed interior (wall, roof lamps, concrete
// floor, optionally a bright open door or a strip of windows), an outdoor yard under a sky, a
// blurred backdrop for close-ups, and a tabletop seen from above. Each returns markup in a world
// of the given size.
import { blur, facePaint, haze, lightShaft, shade, texture, verticalPaint } from './materials';
import { bayLamp, clouds, palm, ridge, sky, tree } from './objects-structure';
import type { World } from './scene-kit';
import { el, rect } from './svg';

export function world(width: number, height: number, draw: () => string): World {
  return { width, height, draw };
}

export interface RoomOptions {
  wall?: string;
  floor?: string;
  /** Bay lamps along the roof; none when omitted as 0. */
  lamps?: number;
  /** A bright opening in the back wall: x, width and height from the floor. */
  door?: { x: number; w: number; h: number; outside?: 'palms' | 'yard' };
  /** A strip of windows high on the wall, letting in daylight. */
  windows?: boolean;
  texture?: number;
}

/** A shed or workshop interior w by h with its floor from floorY down. */
export function room(w: number, h: number, floorY: number, options: RoomOptions = {}): string {
  const { wall = '#56616a', floor = '#8a8c85', lamps = 3, door, windows = false } = options;
  const parts = [
    rect(
      0,
      0,
      w,
      floorY + 2,
      verticalPaint(`room-${wall}`, [shade(wall, -0.35), wall, shade(wall, 0.12)]),
    ),
  ];
  if (windows) {
    parts.push(
      rect(0, floorY * 0.12, w, floorY * 0.14, verticalPaint('room-win', ['#dfeef6', '#b9d3e2'])),
    );
    for (let x = 0; x < w; x += w / 14)
      parts.push(rect(x, floorY * 0.12, w * 0.006, floorY * 0.14, shade(wall, -0.3)));
  }
  if (door) {
    const top = floorY - door.h;
    parts.push(
      rect(door.x, top, door.w, door.h, verticalPaint('door-sky', ['#bcdcf0', '#eef4ee'])),
    );
    if (door.outside === 'palms') {
      parts.push(
        el(
          'g',
          { filter: blur(3) },
          [
            palm(door.x + door.w * 0.2, floorY, door.h * 0.9, '#4f8a48', 0.2),
            palm(door.x + door.w * 0.75, floorY, door.h * 1.05, '#4a8043', -0.25),
          ].join(''),
        ),
      );
    } else {
      parts.push(
        el(
          'g',
          { filter: blur(3) },
          tree(door.x + door.w * 0.6, floorY, door.h * 0.8, '#6a955e', 3),
        ),
      );
    }
    parts.push(
      rect(door.x, floorY - door.h * 0.08, door.w, door.h * 0.08, '#c9c3b0'),
      lightShaft(
        [
          [door.x, floorY],
          [door.x + door.w, floorY],
          [door.x + door.w * 1.6, h],
          [door.x - door.w * 0.3, h],
        ],
        '#fff6e0',
        0.25,
      ),
    );
  }
  for (let i = 0; i < lamps; i += 1)
    parts.push(bayLamp((w * (i + 0.5)) / lamps, h * 0.07, w * 0.02));
  parts.push(
    rect(
      0,
      floorY,
      w,
      h - floorY,
      verticalPaint(`room-floor-${floor}`, [shade(floor, 0.05), shade(floor, -0.2)]),
    ),
    texture(0, floorY, w, h - floorY, options.texture ?? 0.16, 0.5, 14),
  );
  return parts.join('');
}

export interface YardOptions {
  ground?: string;
  skyColors?: string[];
  /** Hills on the horizon. */
  hills?: string;
  cloudOpacity?: number;
}

/** An outdoor scene w by h: sky, clouds, hills and ground from the horizon down. */
export function outdoors(
  w: number,
  h: number,
  horizon: number,
  seed: number,
  options: YardOptions = {},
) {
  const {
    ground = '#a39e90',
    skyColors = ['#5f9fd6', '#a9cde8', '#e6f0f1'],
    hills = '#9db3b0',
    cloudOpacity = 0.7,
  } = options;
  return [
    sky(w, horizon, skyColors),
    clouds(w, horizon * 0.3, '#ffffff', seed, 6, cloudOpacity),
    ridge(w, horizon - h * 0.02, h * 0.045, hills, seed + 1, horizon + 10),
    rect(
      0,
      horizon,
      w,
      h - horizon,
      verticalPaint(`ground-${ground}`, [shade(ground, 0.1), ground, shade(ground, -0.15)]),
    ),
    texture(0, horizon, w, h - horizon, 0.2, 0.45, seed + 2),
  ].join('');
}

/** A soft out-of-focus backdrop for close-ups: a wall tone fading to a surface at surfaceY. */
export function closeBackdrop(
  w: number,
  h: number,
  surfaceY: number,
  wall: string,
  surface: string,
) {
  return [
    rect(
      0,
      0,
      w,
      surfaceY + 2,
      verticalPaint(`cb-${wall}`, [shade(wall, 0.1), shade(wall, -0.12)]),
    ),
    rect(
      0,
      surfaceY,
      w,
      h - surfaceY,
      verticalPaint(`cs-${surface}`, [shade(surface, 0.08), shade(surface, -0.18)]),
    ),
  ].join('');
}

/** A flat surface seen from above (a desk, a bench top), filling the world. */
export function tabletop(w: number, h: number, color: string, grain = 0.12, seed = 5): string {
  return [
    rect(0, 0, w, h, verticalPaint(`tt-${color}`, [shade(color, 0.08), shade(color, -0.12)])),
    texture(0, 0, w, h, grain, 0.6, seed, 4),
  ].join('');
}

/** A veil of light over a whole world, for haze and depth. */
export function veil(w: number, h: number, color: string, opacity: number): string {
  return haze(w, h, color, opacity);
}

/** A plain painted wall panel or door as a shaded rectangle. */
export function panel(x: number, y: number, w: number, h: number, color: string): string {
  return rect(x, y, w, h, facePaint(color, 0.1, -0.15));
}
