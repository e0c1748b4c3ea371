// What every Safety Data Sheet says, for all grades alike: styrene-based unsaturated polyester
// resins share their hazards, first aid, fire fighting, exposure limits and transport entry.
// What differs by grade (styrene range, cobalt accelerator, appearance, shelf life) comes from
// gradeSheets() and the product cards in products.ts, and the build joins the two.
import type { ProductCategory } from './types';

/** A piece of an SDS section: label/value rows, a paragraph, a list or a table. */
export type SdsBlock =
  | { kind: 'facts'; rows: [string, string][] }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'table'; header: string[]; rows: string[][]; widths: number[] }
  /** The hazard pictograms, drawn. */
  | { kind: 'pictograms'; items: readonly Pictogram[] };

/** The sixteen headings of a GHS safety data sheet, in their required order. */
export const SDS_SECTION_TITLES = [
  'Identification',
  'Hazard identification',
  'Composition/information on ingredients',
  'First-aid measures',
  'Fire-fighting measures',
  'Accidental release measures',
  'Handling and storage',
  'Exposure controls/personal protection',
  'Physical and chemical properties',
  'Stability and reactivity',
  'Toxicological information',
  'Ecological information',
  'Disposal considerations',
  'Transport information',
  'Regulatory information',
  'Other information',
] as const;

export const SDS_BASIS = 'Prepared according to the UN Globally Harmonized System (GHS)';

/** The headings, labels and short sentences the build puts around the grade's own facts. */
export const SDS_TEXT = {
  productName: 'Product name',
  grade: 'Grade',
  productType: 'Product type',
  productTypeSuffix: 'a solution in styrene',
  recommendedUse: 'Recommended use',
  usesAdvisedAgainst: 'Uses advised against',
  supplier: 'Supplier',
  telephone: 'Telephone',
  email: 'E-mail',
  website: 'Website',
  emergencyTelephone: 'Emergency telephone',
  fireOrSpill: 'Fire or spill',
  classification: 'Classification of the mixture',
  classificationColumns: ['Hazard class and category', 'Code', 'Hazard statement'],
  labelElements: 'Label elements',
  signalWord: 'Signal word',
  pictograms: 'Pictograms',
  contains: 'Contains',
  hazardStatements: 'Hazard statements',
  statementTexts: '(texts in the table above)',
  precautions: 'Precautionary statements',
  otherHazards: 'Other hazards',
  mixture: 'Mixture.',
  compositionColumns: ['Ingredient', 'CAS No.', 'EC No.', '% by weight', 'Classification (GHS)'],
  balance: 'Balance',
  shelfLife: 'Shelf life',
  exposureLimits: 'Occupational exposure limits',
  exposureColumns: ['Substance', 'Authority', 'TWA (8 h)', 'STEL (15 min)'],
  appearance: 'Appearance',
  specificGravity: 'Specific gravity at 25 °C',
  viscosity: 'Viscosity at 25 °C',
  styreneContent: 'Styrene content (volatile)',
  revision: 'Revision',
  changes: 'Changes',
  firstIssue: 'First issue.',
  statementsInFull: 'Full text of the hazard statements in sections 2 and 3',
  abbreviations: 'Abbreviations',
} as const;

/** Section 1's recommended use, by product tab. */
export const RECOMMENDED_USES: Record<ProductCategory, string> = {
  unsaturated:
    'Unsaturated polyester resin for fibre-reinforced plastics (FRP) and castings. Industrial and professional use.',
  gelcoat:
    'Gelcoat: the pigmented or clear surface coat of FRP mouldings. Industrial and professional use.',
  optical:
    'Pultrusion resin for the FRP strength-member rods of optical fibre cables. Industrial use.',
};

export const USES_ADVISED_AGAINST = 'Any use by the general public.';

/** Beside the 24-hour emergency lines, the public services to call first in a fire or spill. */
export const EMERGENCY_ADVICE = {
  hours: 'each answered 24 hours a day, every day',
  services: 'Call the fire service: 101 in India, 110 in Sri Lanka.',
} as const;

export interface HazardStatement {
  /** Hazard class and category, e.g. 'Flam. Liq. 3'. */
  classification: string;
  code: string;
  text: string;
}

/** The classification every grade carries, from its styrene content. */
export const HAZARDS: HazardStatement[] = [
  { classification: 'Flam. Liq. 3', code: 'H226', text: 'Flammable liquid and vapour.' },
  { classification: 'Acute Tox. 4 (inhalation)', code: 'H332', text: 'Harmful if inhaled.' },
  { classification: 'Skin Irrit. 2', code: 'H315', text: 'Causes skin irritation.' },
  { classification: 'Eye Irrit. 2', code: 'H319', text: 'Causes serious eye irritation.' },
  { classification: 'Repr. 2', code: 'H361d', text: 'Suspected of damaging the unborn child.' },
  {
    classification: 'STOT RE 1 (hearing organs)',
    code: 'H372',
    text: 'Causes damage to organs (hearing organs) through prolonged or repeated exposure by inhalation.',
  },
  {
    classification: 'Aquatic Chronic 3',
    code: 'H412',
    text: 'Harmful to aquatic life with long lasting effects.',
  },
];

/** Added for grades supplied with cobalt accelerator mixed in. */
export const PRE_ACCELERATED_HAZARDS: HazardStatement[] = [
  { classification: 'Skin Sens. 1', code: 'H317', text: 'May cause an allergic skin reaction.' },
];

/** Hazard statements of the ingredients that the mixture does not carry, for section 16. */
export const STYRENE_ONLY_HAZARDS: Pick<HazardStatement, 'code' | 'text'>[] = [
  { code: 'H304', text: 'May be fatal if swallowed and enters airways.' },
];
export const COBALT_ONLY_HAZARDS: Pick<HazardStatement, 'code' | 'text'>[] = [
  { code: 'H360F', text: 'May damage fertility.' },
];

export const SIGNAL_WORD = 'Danger';

/** A GHS hazard pictogram, by its code and the name of its symbol. */
export interface Pictogram {
  code: 'GHS02' | 'GHS07' | 'GHS08';
  name: string;
}

/** What the classification above calls for: flammable, harmful/irritant, and a health hazard. */
export const PICTOGRAMS: readonly Pictogram[] = [
  { code: 'GHS02', name: 'flame' },
  { code: 'GHS07', name: 'exclamation mark' },
  { code: 'GHS08', name: 'health hazard' },
];

export interface Precaution {
  code: string;
  text: string;
}

export const PRECAUTIONS: Record<'Prevention' | 'Response' | 'Storage' | 'Disposal', Precaution[]> =
  {
    Prevention: [
      { code: 'P201', text: 'Obtain special instructions before use.' },
      {
        code: 'P210',
        text: 'Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
      },
      { code: 'P260', text: 'Do not breathe vapours or spray.' },
      { code: 'P273', text: 'Avoid release to the environment.' },
      {
        code: 'P280',
        text: 'Wear protective gloves, protective clothing, eye protection and face protection.',
      },
    ],
    Response: [
      {
        code: 'P303+P361+P353',
        text: 'IF ON SKIN (or hair): Take off immediately all contaminated clothing. Rinse skin with water.',
      },
      {
        code: 'P304+P340',
        text: 'IF INHALED: Remove person to fresh air and keep comfortable for breathing.',
      },
      {
        code: 'P305+P351+P338',
        text: 'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
      },
      { code: 'P308+P313', text: 'IF exposed or concerned: Get medical advice/attention.' },
      {
        code: 'P370+P378',
        text: 'In case of fire: Use foam, carbon dioxide or dry powder to extinguish.',
      },
    ],
    Storage: [{ code: 'P403+P235', text: 'Store in a well-ventilated place. Keep cool.' }],
    Disposal: [
      {
        code: 'P501',
        text: 'Dispose of contents and container through an authorised hazardous-waste handler.',
      },
    ],
  };

/** Added to the response statements of pre-accelerated grades. */
export const PRE_ACCELERATED_PRECAUTIONS: Precaution[] = [
  { code: 'P333+P313', text: 'If skin irritation or rash occurs: Get medical advice/attention.' },
];

export const OTHER_HAZARDS = [
  'Vapour is heavier than air, spreads along the floor and can form explosive mixtures with air.',
  'Heat, contamination with peroxides or accelerators, or exhausted inhibitor can start an uncontrolled polymerisation that releases heat and bursts closed containers.',
  'Not a PBT or vPvB substance or mixture.',
];

export interface Ingredient {
  name: string;
  cas: string;
  ec: string;
  classification: string;
}

export const STYRENE: Ingredient = {
  name: 'Styrene (monomer)',
  cas: '100-42-5',
  ec: '202-851-5',
  classification:
    'Flam. Liq. 3 H226; Acute Tox. 4 H332; Skin Irrit. 2 H315; Eye Irrit. 2 H319; Repr. 2 H361d; STOT RE 1 H372; Asp. Tox. 1 H304; Aquatic Chronic 3 H412',
};

/** The accelerator of pre-accelerated grades, kept below the level that classifies the mixture for reproductive toxicity. */
export const COBALT_ACCELERATOR: Ingredient & { range: string } = {
  name: 'Cobalt bis(2-ethylhexanoate)',
  cas: '136-52-7',
  ec: '205-250-6',
  classification: 'Repr. 1B H360F; Skin Sens. 1 H317',
  range: '0.1 – < 0.3 %',
};

export const POLYMER: Ingredient = {
  name: 'Unsaturated polyester (polymer)',
  cas: '-',
  ec: '-',
  classification: 'Not classified',
};

export const COMPOSITION_NOTE =
  'The product is a solution of an unsaturated polyester polymer in styrene, stabilised with a few hundred ppm of a quinone-type inhibitor. Fillers, thixotropic silica and pigments of gelcoats are not classified in this form. Full hazard statements are given in section 16.';

export const FIRST_AID: SdsBlock[] = [
  {
    kind: 'facts',
    rows: [
      [
        'Inhalation',
        'Move the person to fresh air and keep at rest. If breathing is difficult, give oxygen if trained to do so; if breathing stops, give artificial respiration. Get medical attention.',
      ],
      [
        'Skin contact',
        'Take off contaminated clothing at once. Wash the skin with soap and plenty of water. Do not use solvents or thinners. Get medical advice if irritation persists.',
      ],
      [
        'Eye contact',
        'Rinse at once with plenty of clean water for at least 15 minutes, holding the eyelids apart; remove contact lenses if easy. Get medical attention.',
      ],
      [
        'Ingestion',
        'Rinse the mouth with water. Do not induce vomiting. Never give anything by mouth to an unconscious person. Get medical attention at once.',
      ],
      [
        'Symptoms and effects',
        'Vapour irritates the eyes, nose and throat; high levels cause headache, dizziness, nausea and drowsiness. Repeated skin contact dries and cracks the skin. Long, repeated exposure can damage hearing.',
      ],
      ['Note to physician', 'Treat symptomatically. No specific antidote.'],
    ],
  },
];

export const FIRE_FIGHTING: SdsBlock[] = [
  {
    kind: 'facts',
    rows: [
      ['Suitable extinguishing media', 'Foam, carbon dioxide (CO2), dry chemical powder.'],
      [
        'Unsuitable extinguishing media',
        'A full water jet: it spreads the burning liquid. Water spray may be used only to cool containers.',
      ],
      [
        'Specific hazards',
        'Flammable liquid, flash point about 31–32 °C. Vapour can travel to a source of ignition and flash back. Heated containers can burst as the resin polymerises. Fire gives dense black smoke with carbon monoxide and carbon dioxide.',
      ],
      [
        'Advice for fire-fighters',
        'Wear self-contained breathing apparatus and full protective clothing. Cool exposed drums with water spray from a safe distance. Keep fire-fighting water out of drains and water courses.',
      ],
    ],
  },
];

export const ACCIDENTAL_RELEASE: SdsBlock[] = [
  {
    kind: 'facts',
    rows: [
      [
        'Personal precautions',
        'Remove all sources of ignition and ventilate the area. Keep unprotected people away. Wear the protection of section 8; avoid breathing vapour.',
      ],
      [
        'Environmental precautions',
        'Keep out of drains, surface water and soil. Tell the local authority if the product reaches water or sewers.',
      ],
      [
        'Containment and clean-up',
        'Dam large spills. Absorb with sand, earth or vermiculite and shovel with non-sparking tools into closable, labelled containers for disposal as in section 13. Do not use sawdust or other combustible absorbents. Wash the area with detergent and water.',
      ],
    ],
  },
];

export const HANDLING: SdsBlock[] = [
  {
    kind: 'facts',
    rows: [
      [
        'Safe handling',
        'Use in well-ventilated areas or with local exhaust ventilation. Earth and bond drums and equipment when transferring; use non-sparking tools and flameproof electrical equipment. No smoking, naked flames or welding nearby. Do not eat, drink or smoke at work; wash hands after use.',
      ],
      [
        'Peroxides and accelerators',
        'Never mix organic peroxides (e.g. MEKP) directly with cobalt or amine accelerators: they react violently and can explode. Stir the accelerator into the resin first, then add the peroxide. Keep peroxides and accelerators in separate stores.',
      ],
      [
        'Safe storage',
        'Store below 25 °C in the original closed container, in a cool, dry, well-ventilated store approved for flammable liquids, away from direct sunlight, heat and ignition sources. Keep away from peroxides, accelerators, oxidisers and strong acids.',
      ],
      [
        'Container materials',
        'Steel, stainless steel or lined steel. Avoid copper and its alloys, which upset the cure.',
      ],
    ],
  },
];

export interface ExposureLimit {
  substance: string;
  authority: string;
  twa: string;
  stel: string;
}

export const EXPOSURE_LIMITS: ExposureLimit[] = [
  {
    substance: 'Styrene',
    authority: 'ACGIH TLV (USA)',
    twa: '10 ppm (43 mg/m³)',
    stel: '20 ppm (85 mg/m³)',
  },
  {
    substance: 'Styrene',
    authority: 'India: Factories Act, 1948, Second Schedule',
    twa: '50 ppm (215 mg/m³)',
    stel: '100 ppm (425 mg/m³)',
  },
];

export const EXPOSURE_CONTROLS: SdsBlock[] = [
  {
    kind: 'text',
    text: 'Where no national limit applies, or a national limit is higher, we recommend working to the ACGIH values. ACGIH also publishes a biological exposure index for styrene metabolites in urine.',
  },
  {
    kind: 'facts',
    rows: [
      [
        'Engineering controls',
        'Local exhaust ventilation at the point of release; spray in a ventilated booth. Closed moulding (RTM, infusion) greatly lowers styrene emission. Measure workplace air regularly.',
      ],
      [
        'Eye and face protection',
        'Chemical safety goggles with side shields; a face shield where splashing is likely.',
      ],
      [
        'Hand protection',
        'For prolonged contact: laminated film (PE/EVOH), fluoroelastomer (Viton) or PVA gloves. Nitrile gloves, at least 0.4 mm, protect against splashes only: change them at once when contaminated, as styrene passes through nitrile within minutes.',
      ],
      [
        'Body protection',
        'Long-sleeved overalls or an apron of resistant material; safety shoes. Take off soaked clothing at once.',
      ],
      [
        'Respiratory protection',
        'Where the limits may be exceeded: a half or full mask with an organic-vapour filter (type A, brown). For spraying in enclosed spaces: air-fed equipment.',
      ],
      [
        'Hygiene',
        'Wash hands before breaks and after work. Do not use solvents to clean the skin. Keep work clothes apart from other clothing.',
      ],
    ],
  },
];

/** Physical and chemical properties shared by every grade; the grade's own are added to them. */
export const PHYSICAL_PROPERTIES: [string, string][] = [
  ['Physical state', 'Liquid'],
  ['Odour', 'Characteristic, sweetish (styrene)'],
  ['Odour threshold', 'Below 1 ppm (styrene)'],
  ['Melting point/freezing point', 'Not determined; styrene -31 °C'],
  ['Initial boiling point', '145 °C (styrene)'],
  ['Flash point', 'About 31–32 °C (closed cup)'],
  ['Flammability limits in air', '0.9–6.8 % by volume (styrene)'],
  ['Auto-ignition temperature', '490 °C (styrene)'],
  ['Vapour pressure', 'About 0.6 kPa at 20 °C (styrene)'],
  ['Relative vapour density', '3.6 (air = 1)'],
  ['Solubility in water', 'Insoluble'],
  ['Partition coefficient n-octanol/water', 'log Kow 2.96 (styrene)'],
  ['Decomposition temperature', 'Not applicable; polymerises exothermically when heated'],
  ['Explosive properties', 'Not explosive; vapour-air mixtures can ignite'],
  ['Oxidising properties', 'None'],
];

export const STABILITY: SdsBlock[] = [
  {
    kind: 'facts',
    rows: [
      [
        'Reactivity',
        'Polymerises with organic peroxides, accelerators and heat, giving off heat (exothermic).',
      ],
      [
        'Chemical stability',
        'Stable for its shelf life when stored as in section 7. The inhibitor is used up slowly in storage, faster when warm; once it is depleted the resin gels in the container.',
      ],
      [
        'Hazardous reactions',
        'Uncontrolled polymerisation of a large mass can boil off styrene and rupture a closed container. Peroxides mixed directly with accelerators decompose violently.',
      ],
      [
        'Conditions to avoid',
        'Temperatures above 30 °C, direct sunlight, sparks, flames and other ignition sources, storage beyond the shelf life.',
      ],
      [
        'Incompatible materials',
        'Organic peroxides, cobalt and amine accelerators (except as used in the cure), strong oxidisers, strong acids and Lewis acids, copper and its alloys.',
      ],
      [
        'Hazardous decomposition products',
        'Carbon monoxide, carbon dioxide, smoke and styrene vapour in a fire.',
      ],
    ],
  },
];

export const TOXICOLOGY: SdsBlock[] = [
  {
    kind: 'text',
    text: 'The mixture has not been tested; the data are those of styrene, its hazardous ingredient.',
  },
  {
    kind: 'facts',
    rows: [
      ['Likely routes of exposure', 'Inhalation of vapour; skin and eye contact.'],
      [
        'Acute toxicity',
        'Styrene: LC50 inhalation (rat, 4 h) 11.8 mg/l vapour; LD50 oral (rat) about 5,000 mg/kg; LD50 dermal (rabbit) > 2,000 mg/kg.',
      ],
      ['Skin corrosion/irritation', 'Irritating to skin; repeated contact defats the skin.'],
      ['Serious eye damage/irritation', 'Irritating to eyes.'],
      ['Sensitisation', 'Styrene is not a sensitiser.'],
      ['Germ cell mutagenicity', 'Not classified.'],
      [
        'Carcinogenicity',
        'Not classified under the GHS. IARC placed styrene in Group 2A, probably carcinogenic to humans (2018).',
      ],
      ['Reproductive toxicity', 'Suspected of damaging the unborn child (styrene, Repr. 2).'],
      [
        'STOT single exposure',
        'High vapour concentrations depress the central nervous system: headache, dizziness, drowsiness.',
      ],
      [
        'STOT repeated exposure',
        'Damage to the hearing organs through prolonged or repeated inhalation, worse with noise; colour vision may be affected.',
      ],
      [
        'Aspiration hazard',
        'Not classified: the resin is far more viscous than 20.5 mm²/s at 40 °C.',
      ],
    ],
  },
];

/** Added to the toxicology of pre-accelerated grades. */
export const PRE_ACCELERATED_TOXICOLOGY: [string, string] = [
  'Cobalt accelerator',
  'Cobalt compounds can cause allergic skin reactions in sensitised people.',
];

export const ECOLOGY: SdsBlock[] = [
  {
    kind: 'facts',
    rows: [
      [
        'Toxicity (styrene)',
        'Fish (Pimephales promelas) LC50 96 h: 4.02 mg/l. Daphnia magna EC50 48 h: 4.7 mg/l. Algae EC50 72 h: 4.9 mg/l.',
      ],
      [
        'Persistence and degradability',
        'Styrene is readily biodegradable. The polymer is not readily biodegradable; the cured resin is inert.',
      ],
      ['Bioaccumulative potential', 'Low (styrene log Kow 2.96).'],
      [
        'Mobility in soil',
        'Styrene evaporates from water and soil surfaces; the resin does not mix with water.',
      ],
      ['PBT and vPvB assessment', 'Not PBT or vPvB.'],
    ],
  },
];

export const DISPOSAL: SdsBlock[] = [
  {
    kind: 'facts',
    rows: [
      [
        'Liquid resin',
        'Hazardous waste. Do not pour into drains or onto the ground. Hand over to an authorised waste handler: in India under the Hazardous and Other Wastes (Management and Transboundary Movement) Rules, 2016; in Sri Lanka to a contractor licensed by the Central Environmental Authority for scheduled waste.',
      ],
      [
        'Small remainders',
        'Can be cured in small portions with peroxide and accelerator, outdoors and away from combustibles, and disposed of as cured solid waste where local rules allow.',
      ],
      [
        'Packaging',
        'Empty drums still hold flammable vapour: do not cut, weld or heat them. Drain completely and pass to an approved drum reconditioner or waste handler.',
      ],
    ],
  },
];

export const TRANSPORT = {
  unNumber: 'UN 1866',
  shippingName: 'RESIN SOLUTION, flammable',
  hazardClass: '3',
  packingGroup: 'III',
} as const;

export const TRANSPORT_BLOCKS: SdsBlock[] = [
  {
    kind: 'facts',
    rows: [
      ['UN number', TRANSPORT.unNumber],
      ['UN proper shipping name', TRANSPORT.shippingName],
      ['Transport hazard class', `Class ${TRANSPORT.hazardClass} (flammable liquid)`],
      ['Packing group', TRANSPORT.packingGroup],
      ['Environmental hazards', 'Not a marine pollutant'],
      ['Sea (IMDG Code)', `${TRANSPORT.unNumber}, class 3, PG III; EmS F-E, S-E`],
      ['Air (IATA DGR)', `${TRANSPORT.unNumber}, class 3, PG III`],
      [
        'Road',
        'Carry with the class 3 label, the transport emergency (TREM) card and the documents that national road rules require.',
      ],
      [
        'Special precautions',
        'Keep drums upright, closed and shaded; do not load with organic peroxides or accelerators.',
      ],
    ],
  },
];

export const REGULATORY: SdsBlock[] = [
  {
    kind: 'text',
    text: 'Rules that apply to the storage, use and disposal of this product include:',
  },
  {
    kind: 'list',
    items: [
      'India: the Factories Act, 1948 (exposure limits in the Second Schedule) and the State Factories Rules.',
      'India: the Manufacture, Storage and Import of Hazardous Chemical Rules, 1989.',
      'India: the Hazardous and Other Wastes (Management and Transboundary Movement) Rules, 2016.',
      'Sri Lanka: the National Environmental Act, No. 47 of 1980, and its scheduled waste regulations.',
      'International: the IMDG Code and IATA Dangerous Goods Regulations for transport.',
    ],
  },
  {
    kind: 'text',
    text: 'Check local rules for the storage of flammable liquids, which may set quantity limits and require a licence.',
  },
];

export const ABBREVIATIONS = [
  'ACGIH: American Conference of Governmental Industrial Hygienists',
  'CAS: Chemical Abstracts Service registry number; EC: European Community number',
  'GHS: Globally Harmonized System of Classification and Labelling of Chemicals',
  'IARC: International Agency for Research on Cancer',
  'IMDG: International Maritime Dangerous Goods Code; IATA DGR: IATA Dangerous Goods Regulations',
  'LC50/LD50/EC50: concentration or dose that affects 50 % of the test population',
  'MEKP: methyl ethyl ketone peroxide; TBPB: tert-butyl peroxybenzoate',
  'PBT/vPvB: persistent, bioaccumulative and toxic / very persistent and very bioaccumulative',
  'STEL: short-term exposure limit (15 min); TLV: threshold limit value; TWA: 8-hour time-weighted average',
];

export const PRE_ACCELERATED_VARIANT_NOTE =
  'This sheet covers the grade as supplied, without accelerator. A pre-accelerated version contains a cobalt accelerator and has its own sheet.';

export const SDS_DISCLAIMER =
  'The information in this sheet is based on our present knowledge and on the data of the ingredients. It describes the product for safety purposes only and is not a specification. Users must make sure that their own use of the product complies with the laws and rules that apply to them.';
