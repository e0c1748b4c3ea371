/**
 * The dealer finder's map, drawn once at build time: India's outline from @svg-maps/india (the
 * boundary the Survey of India publishes, which an Indian company's site must show) and Sri
 * Lanka's from Natural Earth (world-atlas), both in one Mercator projection (d3-geo) fitted to
 * the two countries, simplified to what a map a few hundred pixels wide can show. The browser
 * gets the outlines as SVG path data and the projection's three numbers, so it places dealers,
 * a searched code and the visitor's position itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoBounds, geoMercator, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { DealerMap } from '../../src/widgets/dealer-locator/map-projection';

const require = createRequire(import.meta.url);

/** The map's size in SVG units; the page scales it. */
const WIDTH = 300;
const HEIGHT = 352;
/**
 * How far, in SVG units, a simplified outline may stray from the drawn one: less for Sri Lanka,
 * whose Jaffna peninsula is a few units across at this size.
 */
const TOLERANCE = { india: 1.2, sriLanka: 0.2 };
/** Islands smaller than this, in square SVG units, are left out: they would not show. */
const SMALLEST_ISLAND = 0.4;
/** South of India's southernmost island, so Sri Lanka's southern coast is inside the frame. */
const FRAME_SOUTH = 5.85;

type Point = [number, number];
type Ring = Point[];

const radians = Math.PI / 180;
const round = (n: number) => Math.round(n * 1000) / 1000;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * radians) / 2));

/** Closed rings of an SVG path made of M/m, L/l and Z/z, as @svg-maps writes its states. */
export function pathRings(d: string): Ring[] {
  const tokens = d.match(/[MmLlZz]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const rings: Ring[] = [];
  let [x, y] = [0, 0];
  let start: Point = [0, 0];
  let ring: Ring | null = null;
  let command = 'M';
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (/^[MmLlZz]$/.test(token)) {
      command = token;
      i += 1;
      if (command === 'z' || command === 'Z') {
        [x, y] = start;
        ring = null;
        continue;
      }
    }
    const a = Number(tokens[i]);
    const b = Number(tokens[i + 1]);
    i += 2;
    const relative = command === command.toLowerCase();
    x = relative ? x + a : a;
    y = relative ? y + b : b;
    if (command === 'm' || command === 'M' || !ring) {
      ring = [[x, y]];
      rings.push(ring);
      start = [x, y];
      // Pairs after a moveto are linetos of the same kind.
      if (command === 'm') command = 'l';
      if (command === 'M') command = 'L';
    } else ring.push([x, y]);
  }
  return rings;
}

const signedArea = (ring: Ring) =>
  ring.reduce((sum, [x, y], i) => {
    const [nx, ny] = ring[(i + 1) % ring.length]!;
    return sum + x * ny - nx * y;
  }, 0) / 2;

function inside([px, py]: Point, polygon: Ring): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/**
 * The outline of a country drawn as states: every edge two states share is inside it, so the
 * edges used once, chained, are its coasts and borders. Where two states' shared border does
 * not meet exactly, a sliver is left inside the mainland; it is dropped.
 */
export function outlineOf(states: readonly Ring[]): Ring[] {
  const key = ([x, y]: Point) => `${x.toFixed(1)},${y.toFixed(1)}`;
  const uses = new Map<string, number>();
  const edge = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const ring of states) {
    ring.forEach((point, i) => {
      const [a, b] = [key(point), key(ring[(i + 1) % ring.length]!)];
      if (a !== b) uses.set(edge(a, b), (uses.get(edge(a, b)) ?? 0) + 1);
    });
  }
  const next = new Map<string, string[]>();
  const points = new Map<string, Point>();
  for (const ring of states) {
    ring.forEach((point, i) => {
      const following = ring[(i + 1) % ring.length]!;
      const [a, b] = [key(point), key(following)];
      if (a === b || uses.get(edge(a, b)) !== 1) return;
      next.set(a, [...(next.get(a) ?? []), b]);
      points.set(a, point);
      points.set(b, following);
    });
  }
  const rings: Ring[] = [];
  for (const start of next.keys()) {
    while (next.get(start)?.length) {
      const chain = [start];
      let at = start;
      while (next.get(at)?.length) {
        at = next.get(at)!.shift()!;
        if (at === start) break;
        chain.push(at);
      }
      rings.push(chain.map((name) => points.get(name)!));
    }
  }
  rings.sort((a, b) => Math.abs(signedArea(b)) - Math.abs(signedArea(a)));
  const mainland = rings[0] ?? [];
  return rings.filter((ring, index) => index === 0 || !inside(ring[0]!, mainland));
}

/** Douglas-Peucker: the fewest points that keep the ring within `tolerance` of itself. */
export function simplify(ring: Ring, tolerance: number): Ring {
  if (ring.length < 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const spans: [number, number][] = [[0, ring.length - 1]];
  while (spans.length) {
    const [from, to] = spans.pop()!;
    const [ax, ay] = ring[from]!;
    const [bx, by] = ring[to]!;
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let distance = tolerance;
    for (let i = from + 1; i < to; i++) {
      const [px, py] = ring[i]!;
      // From the line through the span's ends; from its one point where a ring closes on itself.
      const d = length
        ? Math.abs((by - ay) * (px - ax) - (bx - ax) * (py - ay)) / length
        : Math.hypot(px - ax, py - ay);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest > 0) {
      keep[farthest] = 1;
      spans.push([from, farthest], [farthest, to]);
    }
  }
  return ring.filter((_, i) => keep[i]);
}

/** Rings as compact path data: half-unit steps, relative moves after each ring's first point. */
export function pathData(rings: readonly Ring[], tolerance: number): string {
  const half = (n: number) => Math.round(n * 2) / 2;
  let d = '';
  for (const ring of rings) {
    if (Math.abs(signedArea(ring)) < SMALLEST_ISLAND) continue;
    const points = simplify([...ring, ring[0]!], tolerance)
      .map(([x, y]): Point => [half(x), half(y)])
      .filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
    if (points.length < 4) continue;
    d += `M${points[0]![0]} ${points[0]![1]}`;
    for (let i = 1; i < points.length - 1; i++) {
      d += `l${points[i]![0] - points[i - 1]![0]} ${points[i]![1] - points[i - 1]![1]}`;
    }
    d += 'z';
  }
  return d.replace(/ -/g, '-');
}

function readJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

let built: DealerMap | undefined;

/** The map the dealer finder draws; drawn once per process. */
export function buildDealerMap(): DealerMap {
  built ??= drawMap();
  return built;
}

function drawMap(): DealerMap {
  const countries = readJson<Topology<{ countries: GeometryCollection<{ name: string }> }>>(
    'world-atlas/countries-50m.json',
  );
  const all = feature(countries, countries.objects.countries).features;
  const country = (name: string) => {
    const found = all.find((candidate) => candidate.properties?.name === name);
    if (!found) throw new Error(`world-atlas has no ${name}`);
    return found as Feature<Geometry>;
  };
  // The state map is already a Mercator projection fitted to India's extremes: its west, east
  // and south edges (undisputed, and the same in Natural Earth) fix its scale and place.
  const [[west, south], [east]] = geoBounds(country('India'));
  const svg = readFileSync(require.resolve('@svg-maps/india/india.svg'), 'utf8');
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const states = [...svg.matchAll(/\sd="([^"]*)"/g)].flatMap((match) => pathRings(match[1]!));
  if (!viewBox || states.length === 0) throw new Error('@svg-maps/india has no states to draw');
  const [svgWidth, svgHeight] = [Number(viewBox[1]), Number(viewBox[2])];
  const k = svgWidth / ((east - west) * radians);
  const geographic = ([x, y]: Point): Point => [
    west + x / k / radians,
    (2 * Math.atan(Math.exp(mercatorY(south) + (svgHeight - y) / k)) - Math.PI / 2) / radians,
  ];
  const north = geographic([0, 0])[1];
  const projection = geoMercator().fitExtent(
    [
      [2, 2],
      [WIDTH - 2, HEIGHT - 2],
    ],
    {
      type: 'MultiPoint',
      coordinates: [
        [west, FRAME_SOUTH],
        [east, north],
      ],
    },
  );
  const project = (point: Point): Point => projection(point) ?? [0, 0];
  const india = outlineOf(states).map((ring) => ring.map((point) => project(geographic(point))));
  const lanka: Ring[] = [];
  geoPath(projection, {
    moveTo: (x, y) => void lanka.push([[x, y]]),
    lineTo: (x, y) => void lanka.at(-1)?.push([x, y]),
    closePath: () => undefined,
    beginPath: () => undefined,
    arc: () => undefined,
  })(country('Sri Lanka'));
  const [tx, ty] = projection.translate();
  return {
    width: WIDTH,
    height: HEIGHT,
    india: pathData(india, TOLERANCE.india),
    sriLanka: pathData(lanka, TOLERANCE.sriLanka),
    // A thousandth of a unit is finer than any screen shows.
    projection: { scale: round(projection.scale()), x: round(tx), y: round(ty) },
  };
}
