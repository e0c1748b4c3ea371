import { describe, expect, it } from 'vitest';
import {
  GEL_TEST,
  ROOM_CURES,
  adviseCure,
  cureKindOf,
  doublingFactor,
  gelTableLevels,
  gelTableTemperatures,
  gelTimeAt,
  gelTimeFactor,
  minuteDigits,
} from './cure-guide';
import { cureFigures } from './grade-figures';
import { PRODUCTS, gradeSheet } from './products';

// The gel times each data sheet gives in the test (25 °C, 1 % MEKP + 0.2 % Co 6 %), read from
// the product cards, which the sheets print: general purpose orthophthalic 15–20 min,
// isophthalic 18–25 min, isophthalic gelcoat 10–15 min.
const grade = (id: string) => PRODUCTS.find((product) => product.id === id)!;
const ortho = cureFigures(grade('general-purpose-orthophthalic')).gelTime;
const iso = cureFigures(grade('isophthalic')).gelTime;
const isoGelcoat = cureFigures(grade('isophthalic-gelcoat')).gelTime;

describe('the data behind the calculations', () => {
  it('reads each grade’s tested gel time from its data sheet', () => {
    expect([ortho.min, ortho.max]).toEqual([15, 20]);
    expect([iso.min, iso.max]).toEqual([18, 25]);
    expect([isoGelcoat.min, isoGelcoat.max]).toEqual([10, 15]);
  });

  it('cures the laminating resins with MEKP and cobalt, the gelcoats with MEKP, the rod resin hot', () => {
    for (const product of PRODUCTS) {
      const kind = cureKindOf(product.category);
      if (product.category === 'optical') expect(kind, product.id).toBeUndefined();
      else expect(kind === 'gelcoat', product.id).toBe(gradeSheet(product.id).preAccelerated);
    }
  });

  it('prints the cure guide’s ranges in the data sheets’ cure instructions', () => {
    const laminating = gradeSheet('isophthalic').cure.join(' ');
    expect(laminating).toContain(
      'MEKP (methyl ethyl ketone peroxide, about 9 % active oxygen): 1.0–2.0 %',
    );
    expect(laminating).toContain('Cobalt octoate (6 % Co): 0.1–0.5 %');
    expect(laminating).toContain('work between 18 °C and 35 °C');
    const gelcoat = gradeSheet('isophthalic-gelcoat').cure.join(' ');
    expect(gelcoat).toContain('add only MEKP, 1.5–2.5 % of the gelcoat weight');
    expect(gelcoat).toContain('Do not apply below 15 °C or above 35 °C');
    expect(ROOM_CURES.laminating.temperature).toEqual({ min: 18, max: 35 });
  });
});

describe('the gel time at a temperature and cure', () => {
  it('is the data sheet’s in the test itself', () => {
    expect(gelTimeFactor(GEL_TEST.temperature, GEL_TEST)).toBe(1);
    expect(gelTimeAt(ortho, 25, { mekp: 1, cobalt: 0.2 })).toEqual({ min: 15, max: 20 });
  });

  it('halves with every 10 °C warmer and doubles with every 10 °C cooler', () => {
    // Orthophthalic, 15–20 min at 25 °C: at 35 °C 15 x 0.5 = 7.5 and 20 x 0.5 = 10 min; at
    // 15 °C 15 x 2 = 30 and 20 x 2 = 40 min.
    expect(gelTimeAt(ortho, 35, GEL_TEST)).toEqual({ min: 7.5, max: 10 });
    expect(gelTimeAt(ortho, 15, GEL_TEST)).toEqual({ min: 30, max: 40 });
  });

  it('goes as the MEKP and cobalt levels to the power of -0.5 each', () => {
    // Twice the MEKP: (1 / 2)^0.5 = 0.7071. Half the cobalt: (0.2 / 0.1)^0.5 = 1.4142.
    expect(gelTimeFactor(25, { mekp: 2, cobalt: 0.2 })).toBeCloseTo(0.7071, 4);
    expect(gelTimeFactor(25, { mekp: 1, cobalt: 0.1 })).toBeCloseTo(1.4142, 4);
    expect(doublingFactor(0.5)).toBeCloseTo(0.7071, 4);
    // A gelcoat's own accelerator stands in for the test's cobalt: 1.5 % MEKP at 30 °C gives
    // 2^-0.5 x (1 / 1.5)^0.5 = 0.70711 x 0.81650 = 0.57735 times the tested gel time.
    expect(gelTimeFactor(30, { mekp: 1.5 })).toBeCloseTo(0.57735, 5);
  });
});

describe('the catalyst and accelerator for a wanted gel time', () => {
  it('sets the gel time with the cobalt, MEKP at the test’s 1 %', () => {
    // Orthophthalic (middle 17.5 min) at 30 °C, 15 min wanted. With the test's cure it gels in
    // 17.5 x 2^-0.5 = 12.374 min. (0.2 / Co)^0.5 = 15 / 12.374 gives
    // Co = 0.2 x 12.374^2 / 15^2 = 0.2 x 153.125 / 225 = 0.13611 %.
    const advice = adviseCure('laminating', ortho, 30, 15);
    expect(advice.reached).toBe(true);
    expect(advice.levels.mekp).toBe(1);
    expect(advice.levels.cobalt).toBeCloseTo(0.13611, 5);
    expect(advice.gelTime).toBeCloseTo(15, 9);
    // The data sheet's spread with those levels: 15 and 20 min times 15 / 17.5.
    expect(advice.spread.min).toBeCloseTo(12.857, 3);
    expect(advice.spread.max).toBeCloseTo(17.143, 3);
    expect(advice.temperatureWithin).toBe(true);
  });

  it('raises the MEKP once the cobalt is at its most', () => {
    // Orthophthalic at 25 °C, 9 min wanted. Co = 0.2 x 17.5^2 / 9^2 = 0.756 % is past 0.5 %, so
    // Co = 0.5 %: 17.5 x (0.2 / 0.5)^0.5 = 17.5 x 0.63246 = 11.068 min. Then
    // (1 / MEKP)^0.5 = 9 / 11.068 gives MEKP = 11.068^2 / 81 = 122.5 / 81 = 1.5123 %.
    const advice = adviseCure('laminating', ortho, 25, 9);
    expect(advice.reached).toBe(true);
    expect(advice.levels.cobalt).toBe(0.5);
    expect(advice.levels.mekp).toBeCloseTo(1.51235, 5);
  });

  it('stops at the slowest cure the data sheet allows and says the wanted time is slower', () => {
    // Orthophthalic at 30 °C, 20 min wanted: Co = 0.2 x 153.125 / 400 = 0.0766 % is below
    // 0.1 %. At 0.1 % it gels in 12.374 x (0.2 / 0.1)^0.5 = 17.5 min; more would take MEKP
    // below its 1 % minimum (1 x (17.5 / 20)^2 = 0.766 %), so 1 % MEKP + 0.1 % Co, 17.5 min.
    const advice = adviseCure('laminating', ortho, 30, 20);
    expect(advice.reached).toBe(false);
    expect(advice.beyond).toBe('slower');
    expect(advice.levels).toEqual({ mekp: 1, cobalt: 0.1 });
    expect(advice.gelTime).toBeCloseTo(17.5, 9);
    expect(advice.spread.min).toBeCloseTo(15, 9);
    expect(advice.spread.max).toBeCloseTo(20, 9);
  });

  it('stops at the fastest cure and says the wanted time is faster, outside the working range', () => {
    // Isophthalic (18–25 min, middle 21.5) at 18 °C, 10 min wanted. The cold multiplies the
    // gel time by 2^0.7 = 1.62450: 34.927 min. Co = 0.2 x (34.927 / 10)^2 = 2.44 % is past
    // 0.5 %: at 0.5 %, 34.927 x 0.63246 = 22.090 min. MEKP = (22.090 / 10)^2 = 4.88 % is past
    // 2 %: at 2 %, 22.090 x 0.70711 = 15.620 min. The spread: 18 and 25 min times
    // 1.62450 x 0.63246 x 0.70711 = 0.72650, so 13.077 to 18.163 min.
    const advice = adviseCure('laminating', iso, 18, 10);
    expect(advice.reached).toBe(false);
    expect(advice.beyond).toBe('faster');
    expect(advice.levels).toEqual({ mekp: 2, cobalt: 0.5 });
    expect(advice.gelTime).toBeCloseTo(15.62, 2);
    expect(advice.spread.min).toBeCloseTo(13.077, 3);
    expect(advice.spread.max).toBeCloseTo(18.163, 3);
    expect(advice.temperatureWithin).toBe(true);
    expect(adviseCure('laminating', iso, 38, 10).temperatureWithin).toBe(false);
    expect(adviseCure('laminating', iso, 17, 30).temperatureWithin).toBe(false);
  });

  it('doses a gelcoat with MEKP alone, from 1.5 % up', () => {
    // Isophthalic gelcoat (10–15 min, middle 12.5) at 30 °C, 6 min wanted. At 1.5 % MEKP:
    // 12.5 x 0.57735 = 7.2169 min. (1.5 / MEKP)^0.5 = 6 / 7.2169 gives
    // MEKP = 1.5 x (7.2169 / 6)^2 = 1.5 x 1.44676 = 2.1701 %.
    const advice = adviseCure('gelcoat', isoGelcoat, 30, 6);
    expect(advice.reached).toBe(true);
    expect(advice.levels.cobalt).toBeUndefined();
    expect(advice.levels.mekp).toBeCloseTo(2.17014, 5);
    // 20 min is past the slowest: 1.5 % MEKP gives 7.2169 min.
    const slow = adviseCure('gelcoat', isoGelcoat, 30, 20);
    expect(slow).toMatchObject({ reached: false, beyond: 'slower', levels: { mekp: 1.5 } });
    expect(slow.gelTime).toBeCloseTo(7.2169, 4);
  });
});

describe('the data sheets’ gel-time table', () => {
  it('runs from each end of the working range in 5 °C steps', () => {
    expect(gelTableTemperatures('laminating')).toEqual([18, 20, 25, 30, 35]);
    expect(gelTableTemperatures('gelcoat')).toEqual([15, 20, 25, 30, 35]);
  });

  it('gives the slowest, the tested and the fastest cure', () => {
    expect(gelTableLevels('laminating')).toEqual([
      { mekp: 1, cobalt: 0.1 },
      { mekp: 1, cobalt: 0.2 },
      { mekp: 2, cobalt: 0.5 },
    ]);
    expect(gelTableLevels('gelcoat')).toEqual([{ mekp: 1.5 }, { mekp: 2 }, { mekp: 2.5 }]);
  });

  it('writes minutes with a decimal below ten', () => {
    expect([minuteDigits(9.96), minuteDigits(10), minuteDigits(3)]).toEqual([1, 0, 1]);
  });
});
