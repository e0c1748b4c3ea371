/**
 * The dealer finder's map as the build draws it (scripts/dealer-data/dealer-map.ts) and where a
 * place falls on it: the build projects the outlines, the browser the dealers, a searched code
 * and the visitor's position, with the same Mercator projection.
 */
export interface DealerMap {
  /** The drawing's size in SVG units. */
  width: number;
  height: number;
  /** SVG path data of India's outline, and of Sri Lanka's. */
  india: string;
  sriLanka: string;
  /** d3-geo's geoMercator as fitted: its scale and translation. */
  projection: { scale: number; x: number; y: number };
}

/** Where a latitude and longitude (degrees) fall on the map, in SVG units. */
export function projectPoint(map: DealerMap, lat: number, lon: number): [number, number] {
  const { scale, x, y } = map.projection;
  const radians = Math.PI / 180;
  return [
    x + scale * lon * radians,
    y - scale * Math.log(Math.tan(Math.PI / 4 + (lat * radians) / 2)),
  ];
}
