// The room-temperature cure of the grades as figures: the laboratory test behind every data
// sheet's gel time at 25 °C, the catalyst, accelerator and workshop temperatures the data sheets
// allow, and the rule of thumb that carries the tested gel time to other temperatures and levels.
// The data sheets print these (their cure instructions and their gel-time table) and the
// shop-floor calculator works with them, so the two cannot disagree. Imports nothing.

/** A range of figures, both ends included. */
export interface Span {
  readonly min: number;
  readonly max: number;
}

/** The middle of a range: where a data sheet gives a range, the calculations take its middle. */
export const middle = (span: Span): number => (span.min + span.max) / 2;

/** `value` moved into `span`. */
export const clamp = (value: number, span: Span): number =>
  Math.min(span.max, Math.max(span.min, value));

/**
 * The test every data sheet's gel time is measured with: 25 °C, MEKP and cobalt octoate
 * (6 % Co) in % of the resin weight.
 */
export const GEL_TEST = { temperature: 25, mekp: 1, cobalt: 0.2 } as const;

/** The test's cure as the data sheets name it: '1% MEKP + 0.2% Co 6%'. */
export const GEL_TEST_CURE = `${GEL_TEST.mekp}% MEKP + ${GEL_TEST.cobalt}% Co 6%`;

/**
 * How a grade is cured at room temperature: the laminating resins with MEKP and cobalt added in
 * the workshop; the gelcoats, pre-accelerated at the plant, with MEKP alone.
 */
export type CureKind = 'laminating' | 'gelcoat';

export interface RoomCure {
  /** MEKP (about 9 % active oxygen), % of the resin weight. */
  readonly mekp: Span;
  /** Cobalt octoate (6 % Co), % of the resin weight; none for a pre-accelerated gelcoat. */
  readonly cobalt?: Span;
  /** The workshop temperatures the cure is made for, °C. */
  readonly temperature: Span;
}

/** The ranges the data sheets allow; outside them the cure is not what the sheet promises. */
export const ROOM_CURES: Readonly<Record<CureKind, RoomCure>> = {
  laminating: {
    mekp: { min: 1, max: 2 },
    cobalt: { min: 0.1, max: 0.5 },
    temperature: { min: 18, max: 35 },
  },
  gelcoat: {
    mekp: { min: 1.5, max: 2.5 },
    temperature: { min: 15, max: 35 },
  },
};

/**
 * The rule of thumb that carries the tested gel time to other conditions. It halves with every
 * `halvingDegrees` °C warmer and doubles with every as many cooler; it goes as the MEKP level to
 * the power of minus `mekpExponent`, and as the cobalt level to the power of minus
 * `cobaltExponent` (0.5: twice the level, 0.71 times the gel time). A pre-accelerated gelcoat's
 * own accelerator stands in for the test's cobalt.
 */
export const GEL_TIME_RULE = {
  halvingDegrees: 10,
  mekpExponent: 0.5,
  cobaltExponent: 0.5,
} as const;

/** The workshop temperatures the calculator takes, °C. */
export const SHOP_TEMPERATURE: Span = { min: 15, max: 45 };

/** The gel times the calculator can be asked for, min. */
export const WANTED_GEL_TIME: Span = { min: 5, max: 120 };

/** The catalyst and accelerator levels of a cure, % of the resin weight. */
export interface CureLevels {
  readonly mekp: number;
  /** Undefined for a pre-accelerated gelcoat: no cobalt is added. */
  readonly cobalt?: number;
}

/** How a grade of this category cures at room temperature; none for the hot-cured rod resin. */
export function cureKindOf(category: string): CureKind | undefined {
  if (category === 'unsaturated') return 'laminating';
  if (category === 'gelcoat') return 'gelcoat';
  return undefined;
}

/** How many times the tested gel time a cure gives at a temperature. */
export function gelTimeFactor(temperature: number, levels: CureLevels): number {
  const { halvingDegrees, mekpExponent, cobaltExponent } = GEL_TIME_RULE;
  const heat = 2 ** ((GEL_TEST.temperature - temperature) / halvingDegrees);
  const mekp = (GEL_TEST.mekp / levels.mekp) ** mekpExponent;
  const cobalt =
    levels.cobalt === undefined ? 1 : (GEL_TEST.cobalt / levels.cobalt) ** cobaltExponent;
  return heat * mekp * cobalt;
}

/** The gel time a cure gives at a temperature, from the data sheet's tested range, min. */
export function gelTimeAt(tested: Span, temperature: number, levels: CureLevels): Span {
  const factor = gelTimeFactor(temperature, levels);
  return { min: tested.min * factor, max: tested.max * factor };
}

/** Twice the level of one ingredient multiplies the gel time by this. */
export const doublingFactor = (exponent: number): number => 2 ** -exponent;

/**
 * The level that multiplies the gel time by `factor` against `level`, under the rule's
 * exponent: (level / next) ^ exponent = factor.
 */
const levelFor = (level: number, factor: number, exponent: number) =>
  level * factor ** (-1 / exponent);

export interface CureAdvice {
  /** The levels to use, always within the data sheet's ranges. */
  levels: CureLevels;
  /** Whether they give the wanted gel time; if not, they are the nearest within the ranges. */
  reached: boolean;
  /**
   * Where the wanted gel time lies when out of reach: longer than the slowest cure within the
   * ranges allows ('slower'), or shorter than the fastest ('faster').
   */
  beyond?: 'slower' | 'faster';
  /** The gel time the levels give from the middle of the tested range, min. */
  gelTime: number;
  /** The same from each end of the tested range, min. */
  spread: Span;
  /** Whether the workshop temperature is within the range the cure is made for. */
  temperatureWithin: boolean;
}

/**
 * The MEKP and cobalt that give `wanted` minutes at `temperature`, for a grade whose data sheet
 * gives `tested` minutes in the test. As the data sheets advise, the cobalt sets the gel time
 * (MEKP at the test's level); the MEKP moves only when the cobalt reaches an end of its range,
 * and stops at an end of its own. A gelcoat takes MEKP alone.
 */
export function adviseCure(
  kind: CureKind,
  tested: Span,
  temperature: number,
  wanted: number,
): CureAdvice {
  const cure = ROOM_CURES[kind];
  const { mekpExponent, cobaltExponent } = GEL_TIME_RULE;
  const at = (levels: CureLevels) => middle(tested) * gelTimeFactor(temperature, levels);
  let levels: CureLevels = {
    mekp: clamp(GEL_TEST.mekp, cure.mekp),
    ...(cure.cobalt ? { cobalt: clamp(GEL_TEST.cobalt, cure.cobalt) } : {}),
  };
  if (cure.cobalt && levels.cobalt !== undefined) {
    const cobalt = levelFor(levels.cobalt, wanted / at(levels), cobaltExponent);
    levels = { ...levels, cobalt: clamp(cobalt, cure.cobalt) };
  }
  const mekp = levelFor(levels.mekp, wanted / at(levels), mekpExponent);
  levels = { ...levels, mekp: clamp(mekp, cure.mekp) };
  const gelTime = at(levels);
  const reached = Math.abs(gelTime - wanted) <= wanted * 1e-9;
  return {
    levels,
    reached,
    ...(reached ? {} : { beyond: gelTime < wanted ? ('slower' as const) : ('faster' as const) }),
    gelTime,
    spread: gelTimeAt(tested, temperature, levels),
    temperatureWithin: temperature >= cure.temperature.min && temperature <= cure.temperature.max,
  };
}

/**
 * The temperatures of a data sheet's gel-time table: the ends of the cure's range and every
 * 5 °C between them.
 */
export function gelTableTemperatures(kind: CureKind): number[] {
  const { min, max } = ROOM_CURES[kind].temperature;
  const steps: number[] = [];
  for (let degrees = Math.floor(min / 5) * 5 + 5; degrees < max; degrees += 5) steps.push(degrees);
  return [min, ...steps, max];
}

/**
 * The cures of a data sheet's gel-time table, slowest to fastest: for the laminating resins the
 * lowest levels, the test's and the highest; for a gelcoat the lowest, middle and highest MEKP.
 */
export function gelTableLevels(kind: CureKind): CureLevels[] {
  const { mekp, cobalt } = ROOM_CURES[kind];
  if (!cobalt) return [{ mekp: mekp.min }, { mekp: middle(mekp) }, { mekp: mekp.max }];
  return [
    { mekp: mekp.min, cobalt: cobalt.min },
    { mekp: GEL_TEST.mekp, cobalt: GEL_TEST.cobalt },
    { mekp: mekp.max, cobalt: cobalt.max },
  ];
}

/** The fraction digits a gel time is written with: one below 10 minutes, none above. */
export const minuteDigits = (minutes: number): number => (minutes < 10 ? 1 : 0);
