import type { Dealer } from '../../content/dealers';

export interface Position {
  lat: number;
  lon: number;
}

/** The mean radius of the Earth, in km, as the haversine formula takes it. */
const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance between two positions, in km (the haversine formula). */
export function distanceKm(a: Position, b: Position): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Ranked {
  dealer: Dealer;
  km: number;
}

/** The dealers nearest to a position first, at most `limit` of them. */
export function nearestDealers(
  dealers: readonly Dealer[],
  from: Position,
  limit: number,
): Ranked[] {
  return dealers
    .map((dealer) => ({ dealer, km: distanceKm(from, dealer) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, limit);
}
