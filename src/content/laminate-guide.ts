// How much resin and glass a part takes: the glass each moulding process reaches and the
// densities the sums use. The resin's own specific gravity and a gelcoat's film thickness come
// from its data sheet (grade-figures.ts); these are the figures the data sheets do not carry.
// Imports nothing but the cure guide's ranges.
import { middle, type Span } from './cure-guide';

/** The moulding processes, as the trade names them. */
export type ProcessId = 'hand-lay-up' | 'spray-up' | 'rtm' | 'infusion' | 'pultrusion';

export interface MouldingProcess {
  id: ProcessId;
  /** The glass content the process reaches, % of the laminate's weight. */
  glass: Span;
}

/** The processes in the order of the glass they reach, with E-glass reinforcement. */
export const PROCESSES: readonly MouldingProcess[] = [
  { id: 'hand-lay-up', glass: { min: 25, max: 35 } },
  { id: 'spray-up', glass: { min: 30, max: 35 } },
  { id: 'rtm', glass: { min: 30, max: 45 } },
  { id: 'infusion', glass: { min: 50, max: 60 } },
  { id: 'pultrusion', glass: { min: 60, max: 80 } },
];

/** E-glass, g/cm³ (which is kg per litre). */
export const GLASS_DENSITY = 2.55;

/**
 * How much smaller a polyester resin becomes in volume as it cures, as a fraction: the cured
 * resin is denser than the liquid the data sheet weighs by this much.
 */
export const CURE_SHRINKAGE = 0.08;

/** The part areas the calculator takes, m². */
export const PART_AREA: Span = { min: 0.1, max: 10000 };

/** The laminate thicknesses it takes, mm. */
export const LAMINATE_THICKNESS: Span = { min: 0.5, max: 50 };

export function processById(id: string): MouldingProcess | undefined {
  return PROCESSES.find((process) => process.id === id);
}

/** A cured resin's density, kg per litre, from the liquid's specific gravity. */
export const curedResinDensity = (gravity: number): number => gravity / (1 - CURE_SHRINKAGE);

export interface LaminateQuantities {
  /** Litres: the area times the thickness (1 m² at 1 mm is 1 litre). */
  volume: number;
  /** The laminate's density, kg per litre. */
  density: number;
  /** kg. */
  laminate: number;
  resin: number;
  glass: number;
  /** The glass over the part, g/m². */
  glassPerArea: number;
}

/**
 * The resin and glass in a laminate of `area` m² and `thickness` mm that holds `glassPercent` %
 * glass by weight, with a resin of specific gravity `gravity` (liquid). A laminate's volume is
 * that of its glass and its cured resin: 1 / density = w / glass density + (1 - w) / resin's.
 */
export function laminateQuantities(
  area: number,
  thickness: number,
  glassPercent: number,
  gravity: number,
): LaminateQuantities {
  const share = glassPercent / 100;
  const volume = area * thickness;
  const density = 1 / (share / GLASS_DENSITY + (1 - share) / curedResinDensity(gravity));
  const laminate = volume * density;
  const glass = laminate * share;
  return {
    volume,
    density,
    laminate,
    resin: laminate - glass,
    glass,
    glassPerArea: (glass / area) * 1000,
  };
}

/** The glass content the calculation takes for a process: the middle of what it reaches. */
export const typicalGlass = (process: MouldingProcess): number => middle(process.glass);

/** The gelcoat a wet film of `film` mm over `area` m² takes, kg, at specific gravity `gravity`. */
export const gelcoatQuantity = (area: number, film: number, gravity: number): number =>
  area * film * gravity;

/** Grams of an additive dosed at `percent` % into `resinKg` kg of resin. */
export const dose = (resinKg: number, percent: number): number => resinKg * percent * 10;
