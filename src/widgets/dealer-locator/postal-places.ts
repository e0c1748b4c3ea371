/**
 * Postal codes to places, offline: the table the build cuts from the registry's open data
 * (scripts/dealer-data/postal-places.ts), read here. Indian PIN codes are kept one by one, so
 * a code no post office has is known to be unknown; a Sri Lankan code is placed at its district
 * (or, in Colombo, its city zone), as Sri Lanka Post's codes are laid out.
 */

/** The table as the build writes it. */
export interface PlaceTableData {
  /** Degrees per unit of the coordinates in `india.rows`. */
  step: number;
  india: {
    states: string[];
    /** Each district's name and the index of its state. */
    districts: [string, number][];
    /**
     * The PIN codes in ascending order, an entry per code, separated by spaces: the code's
     * difference from the one before, its latitude's and longitude's differences in steps
     * and, where the district changes, the new district's index ('110001,1432,3861,0 1,0,1').
     */
    rows: string;
  };
  /** Sri Lanka: a district's two digits or a Colombo zone's whole code, with its place. */
  sriLanka: [code: string, district: string, province: string, lat: number, lon: number][];
}

export interface Place {
  country: 'IN' | 'LK';
  code: string;
  lat: number;
  lon: number;
  district: string;
  /** The state, union territory or province. */
  region: string;
}

/** What a typed code is: an Indian PIN, a Sri Lankan postal code, or neither. */
export function postalCodeOf(typed: string): { country: 'IN' | 'LK'; code: string } | undefined {
  const code = typed.replace(/[\s-]/g, '');
  if (/^[1-9]\d{5}$/.test(code)) return { country: 'IN', code };
  if (/^\d{5}$/.test(code)) return { country: 'LK', code };
  return undefined;
}

export interface PlaceTable {
  /** The place of a code, or undefined when no post office has it. */
  find(code: string): Place | undefined;
}

export function readPlaceTable(data: PlaceTableData): PlaceTable {
  const entries = data.india.rows.split(' ');
  const codes = new Int32Array(entries.length);
  const lats = new Int32Array(entries.length);
  const lons = new Int32Array(entries.length);
  const districts = new Int16Array(entries.length);
  let [code, lat, lon, district] = [0, 0, 0, 0];
  entries.forEach((entry, i) => {
    const [dc = 0, dlat = 0, dlon = 0, next] = entry.split(',').map(Number);
    code += dc;
    lat += dlat;
    lon += dlon;
    if (next !== undefined) district = next;
    codes[i] = code;
    lats[i] = lat;
    lons[i] = lon;
    districts[i] = district;
  });

  const degrees = (steps: number) => Math.round(steps * data.step * 1e4) / 1e4;

  function findIndia(pin: number): Place | undefined {
    let [low, high] = [0, codes.length - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = codes[middle]!;
      if (at === pin) {
        const [name, state] = data.india.districts[districts[middle]!] ?? ['', 0];
        return {
          country: 'IN',
          code: String(pin),
          lat: degrees(lats[middle]!),
          lon: degrees(lons[middle]!),
          district: name,
          region: data.india.states[state] ?? '',
        };
      }
      if (at < pin) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  function findSriLanka(code: string): Place | undefined {
    const row =
      data.sriLanka.find(([area]) => area === code) ??
      (code.startsWith('00')
        ? undefined
        : data.sriLanka.find(([area]) => area.length === 2 && code.startsWith(area)));
    if (!row) return undefined;
    const [, district, region, lat, lon] = row;
    return { country: 'LK', code, lat, lon, district, region };
  }

  return {
    find(typed) {
      const known = postalCodeOf(typed);
      if (!known) return undefined;
      return known.country === 'IN' ? findIndia(Number(known.code)) : findSriLanka(known.code);
    },
  };
}
