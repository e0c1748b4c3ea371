// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEALERS } from '../../src/content/dealers';
import { projectPoint } from '../../src/widgets/dealer-locator/map-projection';
import { buildDealerMap, outlineOf, pathRings, simplify } from './dealer-map';

type Ring = [number, number][];

function inside([px, py]: [number, number], rings: Ring[]): boolean {
  let crossings = 0;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) crossings++;
    }
  }
  return crossings % 2 === 1;
}

/** How far a point lies from the nearest edge of the rings, in SVG units. */
function distanceToEdge([px, py]: [number, number], rings: Ring[]): number {
  let nearest = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j]!;
      const [bx, by] = ring[i]!;
      const length = (bx - ax) ** 2 + (by - ay) ** 2 || 1;
      const t = Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length));
      nearest = Math.min(nearest, Math.hypot(px - ax - t * (bx - ax), py - ay - t * (by - ay)));
    }
  }
  return nearest;
}

describe('the map the dealer finder draws', () => {
  it('reads absolute and relative path commands, and numbers written with an exponent', () => {
    expect(pathRings('M1 2 3 4l1 1zm10 0 l-1e1 0 0 5z')).toEqual([
      [
        [1, 2],
        [3, 4],
        [4, 5],
      ],
      [
        [11, 2],
        [1, 2],
        [1, 7],
      ],
    ]);
  });

  it('simplifies a closed ring to its corners', () => {
    const square: Ring = [];
    for (let i = 0; i < 10; i++) square.push([i, 0]);
    for (let i = 0; i < 10; i++) square.push([10, i]);
    for (let i = 10; i > 0; i--) square.push([i, 10]);
    for (let i = 10; i > 0; i--) square.push([0, i]);
    square.push([0, 0]);
    expect(simplify(square, 0.5)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ]);
  });

  it('outlines states without the borders they share', () => {
    const west: Ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    const east: Ring = [
      [1, 0],
      [2, 0],
      [2, 1],
      [1, 1],
    ];
    const [outline, ...rest] = outlineOf([west, east]);
    expect(rest).toEqual([]);
    expect(outline).toHaveLength(6);
    expect(outline).toEqual(
      expect.arrayContaining([
        [0, 0],
        [2, 0],
        [2, 1],
        [0, 1],
      ]),
    );
  });

  // A dealer on the coast may fall just outside a simplified coastline: within the 1.2 units the
  // outline may stray, which its point's own radius (2.6) covers.
  it('places every dealer in India’s or Sri Lanka’s outline or on its coast, in the frame', () => {
    const map = buildDealerMap();
    const india = pathRings(map.india);
    const lanka = pathRings(map.sriLanka);
    for (const dealer of DEALERS) {
      const point = projectPoint(map, dealer.lat, dealer.lon);
      expect(point[0]).toBeGreaterThan(0);
      expect(point[0]).toBeLessThan(map.width);
      expect(point[1]).toBeGreaterThan(0);
      expect(point[1]).toBeLessThan(map.height);
      const own = dealer.country === 'IN' ? india : lanka;
      expect(inside(point, own) || distanceToEdge(point, own) < 1.5, dealer.id).toBe(true);
      expect(inside(point, dealer.country === 'IN' ? lanka : india), dealer.id).toBe(false);
    }
  });

  it('weighs under 2 KB of gzip', () => {
    const map = buildDealerMap();
    expect(gzipSync(map.india + map.sriLanka, { level: 9 }).length).toBeLessThan(2048);
  });
});
