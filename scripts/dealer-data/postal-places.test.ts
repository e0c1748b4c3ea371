// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEALERS } from '../../src/content/dealers';
import { readPlaceTable } from '../../src/widgets/dealer-locator/postal-places';
import { distanceKm } from '../../src/widgets/dealer-locator/nearest';
import { buildPlaceTable } from './postal-places';

const data = buildPlaceTable();
const table = readPlaceTable(data);

describe('the place table cut from the open postal data', () => {
  it('places Indian PIN codes in their district and state, near the town', () => {
    const coimbatore = table.find('641001');
    expect(coimbatore).toMatchObject({
      country: 'IN',
      district: 'Coimbatore',
      region: 'Tamil Nadu',
    });
    expect(distanceKm(coimbatore!, { lat: 11.0168, lon: 76.9558 })).toBeLessThan(10);
    const pune = table.find('411 001');
    expect(pune).toMatchObject({ district: 'Pune', region: 'Maharashtra' });
    expect(distanceKm(pune!, { lat: 18.5204, lon: 73.8567 })).toBeLessThan(10);
  });

  it('knows every one of the file’s 19,000 PIN codes and no code without a post office', () => {
    expect(data.india.rows.split(' ').length).toBeGreaterThan(19_000);
    expect(table.find('999999')).toBeUndefined();
    expect(table.find('641999')).toBeUndefined();
  });

  it('places Sri Lankan codes by district, and the Colombo zones in Colombo', () => {
    expect(table.find('00100')).toMatchObject({ country: 'LK', district: 'Colombo' });
    expect(table.find('01500')).toMatchObject({ district: 'Colombo' });
    expect(table.find('20400')).toMatchObject({ district: 'Kandy', region: 'Central Province' });
    expect(table.find('80000')).toMatchObject({ district: 'Galle' });
    // No sixteenth zone, and no district has '99'.
    expect(table.find('01600')).toBeUndefined();
    expect(table.find('99999')).toBeUndefined();
  });

  it('reads only 6-digit PINs that do not start with 0 and 5-digit Sri Lankan codes', () => {
    for (const typed of ['64100', '6410011', '041001', 'abcdef', '', '64-10-01x']) {
      if (typed.replace(/\D/g, '').length === 5) continue;
      expect(table.find(typed), typed).toBeUndefined();
    }
  });

  // Many Indian codes carry only an estimated position in GeoNames (its accuracy 1: somewhere in
  // the district), up to some 60 km from the post office; Sri Lankan ones are their district's town.
  it('finds every dealer’s own code, in the dealer’s region, within its district’s reach', () => {
    for (const dealer of DEALERS) {
      const place = table.find(dealer.postalCode);
      expect(place, `${dealer.id} ${dealer.postalCode}`).toBeDefined();
      expect(place!.country).toBe(dealer.country);
      if (dealer.country === 'LK') expect(place!.district, dealer.id).toBe(dealer.district);
      else expect(place!.region, dealer.id).toBe(dealer.region);
      expect(distanceKm(place!, dealer), dealer.id).toBeLessThan(60);
    }
  });

  it('stays within its 60 KB of gzip as the browser fetches it', () => {
    const module = `export default ${JSON.stringify(data)};`;
    expect(gzipSync(module, { level: 9 }).length).toBeLessThan(60 * 1024);
  });
});
