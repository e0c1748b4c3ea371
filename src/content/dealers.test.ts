import { describe, expect, it } from 'vitest';
import { DEALERS, DEMO_DEALER_ID, dealerById } from './dealers';
import { PRODUCTS } from './products';

const GRADE_IDS = PRODUCTS.map((product) => product.id);

const inIndia = DEALERS.filter((dealer) => dealer.country === 'IN');
const inSriLanka = DEALERS.filter((dealer) => dealer.country === 'LK');

describe('the dealers', () => {
  it('number at least 40, in at least 15 Indian states or union territories and 5 Sri Lankan districts', () => {
    expect(DEALERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(inIndia.map((dealer) => dealer.region)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(inSriLanka.map((dealer) => dealer.district)).size).toBeGreaterThanOrEqual(5);
  });

  it('each have a unique kebab-case id, and the demo partner is one of them', () => {
    const ids = DEALERS.map((dealer) => dealer.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)+$/);
    expect(dealerById(DEMO_DEALER_ID)?.name).toBe('Shakti FRP Traders');
  });

  it('write a PIN in India and a postal code in Sri Lanka, with coordinates in that country', () => {
    for (const dealer of inIndia) {
      expect(dealer.postalCode, dealer.id).toMatch(/^[1-9]\d{5}$/);
      expect(dealer.lat).toBeGreaterThan(6.5);
      expect(dealer.lat).toBeLessThan(37.5);
      expect(dealer.lon).toBeGreaterThan(68);
      expect(dealer.lon).toBeLessThan(97.5);
    }
    for (const dealer of inSriLanka) {
      expect(dealer.postalCode, dealer.id).toMatch(/^\d{5}$/);
      expect(dealer.lat).toBeGreaterThan(5.9);
      expect(dealer.lat).toBeLessThan(9.9);
      expect(dealer.lon).toBeGreaterThan(79.6);
      expect(dealer.lon).toBeLessThan(81.9);
    }
  });

  it('give numbers no subscriber can have: a local number beginning with 0 after the area code', () => {
    for (const dealer of DEALERS) {
      for (const number of [dealer.phone, dealer.whatsApp ?? dealer.phone]) {
        const national =
          dealer.country === 'IN' ? /^\+91 \d{2,4} 0[\d ]+$/ : /^\+94 \d{2} 0[\d ]+$/;
        expect(number, dealer.id).toMatch(national);
        // India's national numbers have ten digits, Sri Lanka's nine.
        expect(number.replace(/\D/g, '')).toHaveLength(dealer.country === 'IN' ? 12 : 11);
      }
    }
  });

  it('give an e-mail address on a .example domain', () => {
    for (const dealer of DEALERS) expect(dealer.email).toMatch(/^[a-z]+@[a-z0-9-]+\.example$/);
  });

  it('stock catalogue grades and sell packs, with services, hours and languages', () => {
    for (const dealer of DEALERS) {
      expect(dealer.grades.length, dealer.id).toBeGreaterThan(0);
      for (const grade of dealer.grades) expect(GRADE_IDS).toContain(grade);
      expect(dealer.packs.length).toBeGreaterThan(0);
      expect(dealer.services.length).toBeGreaterThan(0);
      for (const hours of dealer.hours) {
        expect(hours).toMatch(
          /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/,
        );
      }
      expect(dealer.languages.length).toBeGreaterThan(0);
      expect(Intl.getCanonicalLocales([...dealer.languages])).toEqual(dealer.languages);
    }
  });

  it('are found for every grade and in both countries', () => {
    for (const grade of GRADE_IDS) {
      expect(
        DEALERS.some((dealer) => dealer.grades.includes(grade)),
        grade,
      ).toBe(true);
    }
  });
});
