// Geometry for drawing solids seen slightly from above: cylinders (an upright body whose top
// and bottom are ellipses) and boxes in oblique projection (a front face plus a receding side
// and top). Everything returns SVG path data or markup; the callers choose the paint.
import { n, path } from './svg';

export type Point = [number, number];

/** Path data through the points, closed. */
export function polygon(points: Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/** Path data through the points, open. */
export function polyline(points: Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;
}

/**
 * The side of an upright cylinder between the centres of its top (y = top) and bottom
 * ellipses, including the bottom's front half; draw the top ellipse over it.
 */
export function cylinderSide(cx: number, top: number, bottom: number, rx: number, ry: number) {
  return `M${n(cx - rx)} ${n(top)}V${n(bottom)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(bottom)}V${n(top)}Z`;
}

/** The side of a cone frustum: radius rxTop at the top, rxBottom at the bottom. */
export function frustumSide(
  cx: number,
  top: number,
  bottom: number,
  rxTop: number,
  rxBottom: number,
  ryBottom: number,
) {
  return `M${n(cx - rxTop)} ${n(top)}L${n(cx - rxBottom)} ${n(bottom)}A${n(rxBottom)} ${n(ryBottom)} 0 0 0 ${n(cx + rxBottom)} ${n(bottom)}L${n(cx + rxTop)} ${n(top)}Z`;
}

/** A strip around the front of a cylinder (hoop, weld seam, band), from y down to y + t. */
export function band(cx: number, y: number, t: number, rx: number, ry: number) {
  return `M${n(cx - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y)}V${n(y + t)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)} ${n(y + t)}Z`;
}

/** The front half of an ellipse as an open path, for seam lines and rims. */
export function frontArc(cx: number, y: number, rx: number, ry: number) {
  return `M${n(cx - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(y)}`;
}

/** The back half of an ellipse as an open path. */
export function backArc(cx: number, y: number, rx: number, ry: number) {
  return `M${n(cx - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(y)}`;
}

/**
 * A patch on the front of a cylinder (a label, a placard): width w centred on cx, between
 * y1 and y2 (at the cylinder's centre line), curving with the surface.
 */
export function wrappedPatch(
  cx: number,
  y1: number,
  y2: number,
  w: number,
  rx: number,
  ry: number,
) {
  const half = Math.min(w / 2, rx);
  const drop = ry * Math.sqrt(Math.max(0, 1 - (half / rx) ** 2));
  return `M${n(cx - half)} ${n(y1 + drop)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + half)} ${n(y1 + drop)}V${n(y2 + drop)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - half)} ${n(y2 + drop)}Z`;
}

/** How far below the centre line the front of a cylinder is at horizontal offset dx. */
export function frontDrop(dx: number, rx: number, ry: number): number {
  return ry * Math.sqrt(Math.max(0, 1 - (dx / rx) ** 2));
}

/**
 * A box in oblique projection. (x, y) is the front face's bottom-left corner, w and h its
 * size; depth recedes along (dx, dy) per unit of d. Points on each face are addressed with
 * fractions u (across) and v (up; for the top face, v runs front to back).
 */
export class Box {
  constructor(
    readonly x: number,
    readonly y: number,
    readonly w: number,
    readonly h: number,
    readonly dx: number,
    readonly dy: number,
  ) {}

  front(u: number, v: number): Point {
    return [this.x + u * this.w, this.y - v * this.h];
  }

  /** The side face on the right when dx > 0 (on the left when dx < 0). */
  side(u: number, v: number): Point {
    const baseX = this.dx >= 0 ? this.x + this.w : this.x;
    return [baseX + u * this.dx, this.y - v * this.h + u * this.dy];
  }

  top(u: number, v: number): Point {
    return [this.x + u * this.w + v * this.dx, this.y - this.h + v * this.dy];
  }

  frontPath(): string {
    return polygon([this.front(0, 0), this.front(1, 0), this.front(1, 1), this.front(0, 1)]);
  }

  sidePath(): string {
    return polygon([this.side(0, 0), this.side(1, 0), this.side(1, 1), this.side(0, 1)]);
  }

  topPath(): string {
    return polygon([this.top(0, 0), this.top(1, 0), this.top(1, 1), this.top(0, 1)]);
  }

  /** All three faces with their own fills. */
  draw(front: string, side: string, top: string, extra: Record<string, string | number> = {}) {
    return (
      path(this.sidePath(), side, extra) +
      path(this.topPath(), top, extra) +
      path(this.frontPath(), front, extra)
    );
  }
}
