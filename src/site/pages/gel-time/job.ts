// The calculator's inputs, kept in the address ('?grade=isophthalic&temp=38&gel=20&area=12
// &thickness=4&process=spray-up') as the visitor typed them, and what they come to: the grade,
// each figure within its range or undefined, and the answers those allow.
import { GEL_TIME_DEFAULTS } from '../../../content/gel-time-page';
import {
  SHOP_TEMPERATURE,
  WANTED_GEL_TIME,
  adviseCure,
  cureKindOf,
  middle,
  type CureAdvice,
  type CureKind,
  type Span,
} from '../../../content/cure-guide';
import { cureFigures, type CureFigures } from '../../../content/grade-figures';
import {
  LAMINATE_THICKNESS,
  PART_AREA,
  PROCESSES,
  gelcoatQuantity,
  laminateQuantities,
  processById,
  typicalGlass,
  type LaminateQuantities,
  type MouldingProcess,
} from '../../../content/laminate-guide';
import { PRODUCTS } from '../../../content/products';
import type { Product } from '../../../content/types';

/** The inputs as typed, by their names in the address. */
export interface Job {
  grade: string;
  temp: string;
  gel: string;
  area: string;
  thickness: string;
  process: string;
}

export const JOB_FIELDS = ['grade', 'temp', 'gel', 'area', 'thickness', 'process'] as const;

const DEFAULT_JOB: Job = {
  grade: GEL_TIME_DEFAULTS.grade,
  temp: String(GEL_TIME_DEFAULTS.temperature),
  gel: String(GEL_TIME_DEFAULTS.gelTime),
  area: String(GEL_TIME_DEFAULTS.area),
  thickness: String(GEL_TIME_DEFAULTS.thickness),
  process: GEL_TIME_DEFAULTS.process,
};

/** The grades cured at room temperature, which the calculator takes. */
export const CALCULATOR_GRADES: readonly Product[] = PRODUCTS.filter(
  (product) => cureKindOf(product.category) !== undefined,
);

/** The job the query names; what it leaves out is the worked example's. */
export function readJob(query: URLSearchParams): Job {
  const job = { ...DEFAULT_JOB };
  for (const field of JOB_FIELDS) {
    const value = query.get(field);
    if (value !== null) job[field] = value.trim();
  }
  if (!CALCULATOR_GRADES.some((product) => product.id === job.grade)) job.grade = DEFAULT_JOB.grade;
  if (!processById(job.process)) job.process = DEFAULT_JOB.process;
  return job;
}

/** The query of a job, without its '?': every input, so the address is the whole job. */
export function writeJob(job: Job): string {
  return JOB_FIELDS.map((field) => `${field}=${encodeURIComponent(job[field])}`).join('&');
}

/** A typed figure within `span`, or undefined: empty, not a number, or outside. */
export function figureIn(typed: string, span: Span): number | undefined {
  if (typed === '') return undefined;
  const value = Number(typed);
  return Number.isFinite(value) && value >= span.min && value <= span.max ? value : undefined;
}

/** What a job comes to; an answer is undefined while an input it needs is wrong. */
export interface Worked {
  product: Product;
  kind: CureKind;
  figures: CureFigures;
  process: MouldingProcess;
  temperature?: number;
  wanted?: number;
  area?: number;
  thickness?: number;
  cure?: CureAdvice;
  /** A laminating resin's laminate. */
  laminate?: LaminateQuantities;
  /** A gelcoat's film over the area, kg. */
  gelcoat?: number;
}

export function workJob(job: Job): Worked {
  const product =
    CALCULATOR_GRADES.find((grade) => grade.id === job.grade) ?? CALCULATOR_GRADES[0]!;
  const kind = cureKindOf(product.category)!;
  const figures = cureFigures(product);
  const process = processById(job.process) ?? PROCESSES[0]!;
  const temperature = figureIn(job.temp, SHOP_TEMPERATURE);
  const wanted = figureIn(job.gel, WANTED_GEL_TIME);
  const area = figureIn(job.area, PART_AREA);
  const thickness = figureIn(job.thickness, LAMINATE_THICKNESS);
  const gravity = middle(figures.gravity);
  return {
    product,
    kind,
    figures,
    process,
    temperature,
    wanted,
    area,
    thickness,
    cure:
      temperature !== undefined && wanted !== undefined
        ? adviseCure(kind, figures.gelTime, temperature, wanted)
        : undefined,
    laminate:
      kind === 'laminating' && area !== undefined && thickness !== undefined
        ? laminateQuantities(area, thickness, typicalGlass(process), gravity)
        : undefined,
    gelcoat:
      kind === 'gelcoat' && area !== undefined && figures.film
        ? gelcoatQuantity(area, middle(figures.film), gravity)
        : undefined,
  };
}
