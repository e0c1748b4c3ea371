// The sixteen sections of one grade's Safety Data Sheet: the facts all grades share (safety.ts)
// joined with what differs by grade (styrene range, cobalt accelerator, appearance, viscosity,
// specific gravity and shelf life from products.ts).
import { COMPANY } from '../../src/content/company';
import { revisionLine } from '../../src/content/data-sheets';
import {
  PROPERTY_LABELS,
  SHEET_LABELS,
  gradeSheet,
  type GradeSheet,
} from '../../src/content/products';
import {
  ABBREVIATIONS,
  ACCIDENTAL_RELEASE,
  COBALT_ACCELERATOR,
  COMPOSITION_NOTE,
  DISPOSAL,
  ECOLOGY,
  EMERGENCY_ADVICE,
  EXPOSURE_CONTROLS,
  EXPOSURE_LIMITS,
  FIRE_FIGHTING,
  FIRST_AID,
  HANDLING,
  HAZARDS,
  COBALT_ONLY_HAZARDS,
  STYRENE_ONLY_HAZARDS,
  OTHER_HAZARDS,
  PHYSICAL_PROPERTIES,
  PICTOGRAMS,
  POLYMER,
  PRECAUTIONS,
  PRE_ACCELERATED_HAZARDS,
  PRE_ACCELERATED_PRECAUTIONS,
  PRE_ACCELERATED_TOXICOLOGY,
  PRE_ACCELERATED_VARIANT_NOTE,
  RECOMMENDED_USES,
  REGULATORY,
  SDS_DISCLAIMER,
  SDS_SECTION_TITLES,
  SDS_TEXT,
  SIGNAL_WORD,
  STABILITY,
  STYRENE,
  TOXICOLOGY,
  TRANSPORT_BLOCKS,
  USES_ADVISED_AGAINST,
  type Ingredient,
  type SdsBlock,
} from '../../src/content/safety';
import type { Product, ProductPoint } from '../../src/content/types';
import { categoryLabel } from './sheet-layout';

export interface SdsSection {
  /** 'SECTION 1: Identification' */
  heading: string;
  blocks: SdsBlock[];
}

/** A property of the grade from its card or its data-sheet facts; every grade states these. */
function gradeValue(product: Product, sheet: GradeSheet, match: (label: string) => boolean) {
  const points: ProductPoint[] = [...(product.points ?? []), ...sheet.liquid];
  const point = points.find((candidate) => match(candidate.label));
  if (!point) throw new Error(`${product.id} lacks a property the SDS needs`);
  return point.value;
}

/** The styrene range of a grade, e.g. '38–42 %', as its card or data-sheet facts state it. */
export function styreneContent(product: Product): string {
  return gradeValue(product, gradeSheet(product.id), (label) => label === PROPERTY_LABELS.styrene);
}

const T = SDS_TEXT;
const facts = (rows: [string, string][]): SdsBlock => ({ kind: 'facts', rows });
const subheading = (text: string): SdsBlock => ({ kind: 'subheading', text });

/** The shared blocks with one more label/value row at the end of their last facts table. */
function withRow(blocks: SdsBlock[], row: [string, string]): SdsBlock[] {
  const last = blocks.findLastIndex((block) => block.kind === 'facts');
  return blocks.map((block, index) =>
    index === last && block.kind === 'facts' ? facts([...block.rows, row]) : block,
  );
}

/** Each country of supply's 24-hour line, by name: 'India: +91 …; Sri Lanka: +94 … (…)'. */
function emergencyLines(): string {
  const lines = COMPANY.emergencyPhones.map((line) => `${line.countryName}: ${line.phone.display}`);
  return `${lines.join('; ')} (${EMERGENCY_ADVICE.hours})`;
}

function identification(product: Product): SdsBlock[] {
  return [
    facts([
      [T.productName, product.title],
      [T.grade, product.id],
      [T.productType, `${categoryLabel(product)}, ${T.productTypeSuffix}`],
      [T.recommendedUse, RECOMMENDED_USES[product.category]],
      [T.usesAdvisedAgainst, USES_ADVISED_AGAINST],
      [T.supplier, COMPANY.name],
      ...Object.values(COMPANY.addresses).map((address): [string, string] => [
        address.title,
        address.lines.join(', '),
      ]),
      [T.telephone, COMPANY.phone.display],
      [T.email, `${COMPANY.emails.sales.display}, ${COMPANY.emails.info.display}`],
      [T.website, COMPANY.website],
      [T.emergencyTelephone, emergencyLines()],
      [T.fireOrSpill, EMERGENCY_ADVICE.services],
    ]),
  ];
}

function hazards(sheet: GradeSheet): SdsBlock[] {
  const statements = [...HAZARDS, ...(sheet.preAccelerated ? PRE_ACCELERATED_HAZARDS : [])];
  const precautions = { ...PRECAUTIONS };
  if (sheet.preAccelerated) {
    precautions.Response = [...PRECAUTIONS.Response, ...PRE_ACCELERATED_PRECAUTIONS];
  }
  const contains = [STYRENE, ...(sheet.preAccelerated ? [COBALT_ACCELERATOR] : [])];
  return [
    subheading(T.classification),
    {
      kind: 'table',
      header: [...T.classificationColumns],
      rows: statements.map((hazard) => [hazard.classification, hazard.code, hazard.text]),
      widths: [0.33, 0.12, 0.55],
    },
    subheading(T.labelElements),
    { kind: 'pictograms', items: PICTOGRAMS },
    facts([
      [T.signalWord, SIGNAL_WORD],
      [
        T.pictograms,
        PICTOGRAMS.map((pictogram) => `${pictogram.code} (${pictogram.name})`).join(', '),
      ],
      [T.contains, contains.map((ingredient) => ingredient.name).join(', ')],
      [
        T.hazardStatements,
        `${statements.map((hazard) => hazard.code).join(', ')} ${T.statementTexts}`,
      ],
    ]),
    subheading(T.precautions),
    facts(
      Object.entries(precautions).flatMap(([group, list]) =>
        list.map((precaution): [string, string] => [
          `${group}: ${precaution.code}`,
          precaution.text,
        ]),
      ),
    ),
    subheading(T.otherHazards),
    { kind: 'list', items: OTHER_HAZARDS },
  ];
}

function compositionRow(ingredient: Ingredient, content: string): string[] {
  return [ingredient.name, ingredient.cas, ingredient.ec, content, ingredient.classification];
}

function composition(product: Product, sheet: GradeSheet): SdsBlock[] {
  const rows = [
    compositionRow(POLYMER, T.balance),
    compositionRow(STYRENE, styreneContent(product)),
    ...(sheet.preAccelerated ? [compositionRow(COBALT_ACCELERATOR, COBALT_ACCELERATOR.range)] : []),
  ];
  return [
    { kind: 'text', text: T.mixture },
    {
      kind: 'table',
      header: [...T.compositionColumns],
      rows,
      widths: [0.22, 0.13, 0.13, 0.13, 0.39],
    },
    { kind: 'text', text: COMPOSITION_NOTE },
  ];
}

function physical(product: Product, sheet: GradeSheet): SdsBlock[] {
  const value = (match: (label: string) => boolean) => gradeValue(product, sheet, match);
  const [state, ...rest] = PHYSICAL_PROPERTIES;
  return [
    facts([
      ...(state ? [state] : []),
      [T.appearance, value((label) => label === SHEET_LABELS.appearance)],
      ...rest,
      [T.specificGravity, value((label) => label === SHEET_LABELS.specificGravity)],
      [T.viscosity, value((label) => label.startsWith('Viscosity'))],
      [T.styreneContent, styreneContent(product)],
    ]),
  ];
}

function otherInformation(sheet: GradeSheet): SdsBlock[] {
  // Every statement sections 2 and 3 name: the mixture's, then its ingredients' own.
  const statements = [
    ...HAZARDS,
    ...(sheet.preAccelerated ? PRE_ACCELERATED_HAZARDS : []),
    ...STYRENE_ONLY_HAZARDS,
    ...(sheet.preAccelerated ? COBALT_ONLY_HAZARDS : []),
  ].map((hazard) => `${hazard.code}: ${hazard.text}`);
  return [
    facts([
      [T.revision, revisionLine()],
      [T.changes, T.firstIssue],
    ]),
    subheading(T.statementsInFull),
    { kind: 'list', items: statements },
    subheading(T.abbreviations),
    { kind: 'list', items: ABBREVIATIONS },
    ...(sheet.preAccelerated
      ? []
      : [{ kind: 'text', text: PRE_ACCELERATED_VARIANT_NOTE } as const]),
    { kind: 'text', text: SDS_DISCLAIMER },
  ];
}

export function sdsSections(product: Product): SdsSection[] {
  const sheet = gradeSheet(product.id);
  const handling = withRow(HANDLING, [
    T.shelfLife,
    `${sheet.shelfLifeMonths} months from the date of manufacture, in the closed original container below 25 °C.`,
  ]);
  const toxicology = sheet.preAccelerated
    ? withRow(TOXICOLOGY, PRE_ACCELERATED_TOXICOLOGY)
    : TOXICOLOGY;
  const exposure: SdsBlock[] = [
    subheading(T.exposureLimits),
    {
      kind: 'table',
      header: [...T.exposureColumns],
      rows: EXPOSURE_LIMITS.map((limit) => [
        limit.substance,
        limit.authority,
        limit.twa,
        limit.stel,
      ]),
      widths: [0.16, 0.4, 0.22, 0.22],
    },
    ...EXPOSURE_CONTROLS,
  ];
  const bodies: SdsBlock[][] = [
    identification(product),
    hazards(sheet),
    composition(product, sheet),
    FIRST_AID,
    FIRE_FIGHTING,
    ACCIDENTAL_RELEASE,
    handling,
    exposure,
    physical(product, sheet),
    STABILITY,
    toxicology,
    ECOLOGY,
    DISPOSAL,
    TRANSPORT_BLOCKS,
    REGULATORY,
    otherInformation(sheet),
  ];
  return SDS_SECTION_TITLES.map((title, index) => ({
    heading: `SECTION ${index + 1}: ${title}`,
    blocks: bodies[index] ?? [],
  }));
}
