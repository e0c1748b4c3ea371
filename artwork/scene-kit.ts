// How a raster scene becomes a picture. A scene is drawn once as a "world" of its own size;
// each picture that shows it frames a part of that world (like a camera: centre and zoom),
// scaled to cover the picture's width and height. So one reactor hall serves a 2:1 hero, a
// 4:3 gallery photo and a 16:9 video poster without being redrawn for each shape.
import { vignette } from './materials';
import { el, svgDocument } from './svg';

export interface World {
  width: number;
  height: number;
  /** The world's markup, in world coordinates. */
  draw: () => string;
}

export interface Framing {
  /** Centre of the frame as fractions of the world (0.5, 0.5 is the middle). */
  x?: number;
  y?: number;
  /** 1 shows as much of the world as the picture's shape allows; 2 shows half as much. */
  zoom?: number;
}

export interface PictureSize {
  width: number;
  height: number;
  alt: string;
}

/** The transform that maps the framed part of the world onto a w by h picture. */
export function cameraTransform(world: World, w: number, h: number, framing: Framing = {}): string {
  const { x = 0.5, y = 0.5, zoom = 1 } = framing;
  const scale = Math.max(w / world.width, h / world.height) * zoom;
  const viewW = w / scale;
  const viewH = h / scale;
  // Keep the frame inside the world, so no empty edge shows.
  const left = Math.min(Math.max(x * world.width - viewW / 2, 0), world.width - viewW);
  const top = Math.min(Math.max(y * world.height - viewH / 2, 0), world.height - viewH);
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return `scale(${round(scale)}) translate(${round(-left)} ${round(-top)})`;
}

/** The finished SVG of a framed world: the scene, then the lens's vignette. */
export function shoot(
  world: World,
  picture: PictureSize,
  framing: Framing = {},
  vignetteStrength = 0.32,
): string {
  const { width: w, height: h, alt } = picture;
  const body =
    el('g', { transform: cameraTransform(world, w, h, framing) }, world.draw()) +
    vignette(w, h, vignetteStrength);
  return svgDocument(w, h, alt, body);
}

/** A world drawn directly at the picture's own size (cards designed for one shape). */
export function flat(width: number, height: number, draw: () => string): World {
  return { width, height, draw };
}
