// The resin range as the catalogue and the Products page show it. Property values are typical
// figures from in-house QC on the liquid resin and on unfilled castings; each lot ships with its
// own certificate of analysis.
import { GEL_TEST, GEL_TEST_CURE, ROOM_CURES, type Span } from './cure-guide';
import type { Picture, Product, ProductCategory, ProductPoint, ProductTab } from './types';

export const PRODUCT_TABS: ProductTab[] = [
  { key: 'unsaturated', label: 'Unsaturated Polyester Resin' },
  { key: 'gelcoat', label: 'Gelcoat Resin' },
  { key: 'optical', label: 'Optical Fiber Rod Resin' },
];

/**
 * The catalogue cards show a grade's picture 64 to 220 px wide: these widths serve each of those
 * at 1x and 2x. AVIF is a third to a half smaller than WebP here at the same look.
 */
function thumbnail(id: string, alt: string): Picture {
  return {
    src: `images/products/${id}.webp`,
    alt,
    width: 600,
    height: 450,
    widths: [140, 220, 280, 440],
    avif: true,
  };
}

/** The cure system every gel time below refers to, so buyers can repeat the test. */
const GEL_TIME_LABEL = `Gel time at ${GEL_TEST.temperature} °C (${GEL_TEST_CURE})`;

/** Property names shared by the product cards and the data sheets, written once. */
export const PROPERTY_LABELS = {
  viscosity: 'Viscosity at 25 °C (Brookfield)',
  gelcoatViscosity: 'Viscosity at 25 °C (Brookfield, spindle 4, 20 rpm)',
  acidValue: 'Acid value',
  gelTime: GEL_TIME_LABEL,
  styrene: 'Styrene content',
  thixotropicIndex: 'Thixotropic index',
  filmThickness: 'Recommended wet film thickness',
  hdt: 'Heat deflection temperature (cast, post-cured)',
  tensile: 'Tensile strength (cast)',
  elongation: 'Elongation at break (cast)',
  barcol: 'Barcol hardness (934-1)',
} as const;

/** Names of the properties only the data sheets give. */
export const SHEET_LABELS = {
  specificGravity: 'Specific gravity at 25 °C',
  appearance: 'Appearance',
  tensileModulus: 'Tensile modulus (cast)',
  flexural: 'Flexural strength (cast)',
  flexuralModulus: 'Flexural modulus (cast)',
} as const;

const L = PROPERTY_LABELS;
const S = SHEET_LABELS;

/** The test method of a TDS property, by its label. */
export function testMethod(label: string): string | undefined {
  // Built on each call rather than at module level, where reading the label objects would keep
  // the table in the site's bundles.
  const L = PROPERTY_LABELS;
  const S = SHEET_LABELS;
  const methods: Record<string, string> = {
    [L.viscosity]: 'ISO 2555',
    [L.gelcoatViscosity]: 'ISO 2555',
    [L.acidValue]: 'ISO 2114',
    [L.gelTime]: 'ISO 2535',
    [L.styrene]: 'ISO 3251',
    [L.thixotropicIndex]: 'Brookfield 2/20 rpm',
    [S.specificGravity]: 'ISO 2811-1',
    [S.appearance]: 'Visual',
    'Gel time at 120 °C (1 % TBPB)': 'Oil bath, in-house',
    'Peak exotherm at 120 °C (1 % TBPB)': 'Oil bath, in-house',
    [L.hdt]: 'ISO 75-2, 1.8 MPa',
    [L.tensile]: 'ISO 527-2',
    [S.tensileModulus]: 'ISO 527-2',
    [L.elongation]: 'ISO 527-2',
    [S.flexural]: 'ISO 178',
    [S.flexuralModulus]: 'ISO 178',
    [L.barcol]: 'ASTM D2583',
    'Glass transition temperature (DMA, cast)': 'ISO 6721-11',
    'Tensile strength (rod)': 'ISO 527-5',
    'Tensile modulus (rod)': 'ISO 527-5',
    'Elongation at break (rod)': 'ISO 527-5',
  };
  return methods[label];
}

/** Whether a card property is measured on the cured resin rather than on the liquid. */
export function isCuredProperty(label: string): boolean {
  return [L.hdt, L.tensile, L.elongation, L.barcol].some((cured) => cured === label);
}

function properties(values: {
  viscosity: string;
  acidValue: string;
  gelTime: string;
  styrene: string;
  hdt: string;
  tensile: string;
  elongation: string;
  barcol: string;
  extra?: ProductPoint[];
}): ProductPoint[] {
  return [
    { label: L.viscosity, value: `${values.viscosity} mPa·s` },
    { label: L.acidValue, value: `${values.acidValue} mg KOH/g` },
    { label: L.gelTime, value: `${values.gelTime} min` },
    { label: L.styrene, value: `${values.styrene} %` },
    ...(values.extra ?? []),
    { label: L.hdt, value: `${values.hdt} °C` },
    { label: L.tensile, value: `${values.tensile} MPa` },
    { label: L.elongation, value: `${values.elongation} %` },
    { label: L.barcol, value: values.barcol },
  ];
}

// Prices are sample figures in US dollars per drum of DRUM_KG (list, then the discount price a
// cart line costs), in the order the market prices these resins: general purpose orthophthalic
// the cheapest, recycled PET and PTA close above it, then isophthalic and isophthalic-NPG; each
// gelcoat above its base resin, and the optical fibre rod resin a specialty above them all.
export const PRODUCTS: Product[] = [
  {
    id: 'general-purpose-orthophthalic',
    category: 'unsaturated',
    title: 'General Purpose Orthophthalic Resin',
    thumbnail: thumbnail(
      'general-purpose-orthophthalic',
      'Drum of Kalpa general purpose orthophthalic resin',
    ),
    price: '389',
    discount_price: '352',
    description: [
      'A medium-reactivity, medium-viscosity orthophthalic unsaturated polyester resin dissolved in styrene. It wets out chopped strand mat and woven roving quickly and cures at room temperature with MEKP and cobalt, which makes it the workhorse resin of hand lay-up and spray-up shops.',
      'Typical uses are general FRP mouldings, water tanks, ducts, cooling-tower parts, manhole covers, sheets and filled castings where good mechanical strength is needed at the lowest cost. It is supplied unaccelerated or pre-accelerated on request, with thixotropic grades for vertical surfaces.',
    ],
    points: properties({
      viscosity: '450–550',
      acidValue: '18–24',
      gelTime: '15–20',
      styrene: '38–42',
      hdt: '60–65',
      tensile: '50–60',
      elongation: '1.8–2.5',
      barcol: '38–42',
    }),
  },
  {
    id: 'isophthalic',
    category: 'unsaturated',
    title: 'Isophthalic Resin',
    thumbnail: thumbnail('isophthalic', 'Drum of Kalpa isophthalic polyester resin'),
    price: '559',
    discount_price: '506',
    description: [
      'An isophthalic unsaturated polyester resin with a higher molecular weight backbone than orthophthalic grades. The result is better toughness, higher heat deflection temperature and markedly better resistance to water, dilute acids and solvents.',
      'It is chosen for chemical storage tanks and pipes (as the structural layer behind a corrosion barrier), boat laminates, swimming pools, pultruded profiles and translucent roofing sheets that must stay clear outdoors. Suitable for hand lay-up, spray-up, filament winding, RTM and pultrusion.',
    ],
    points: properties({
      viscosity: '500–600',
      acidValue: '10–15',
      gelTime: '18–25',
      styrene: '40–45',
      hdt: '80–90',
      tensile: '60–70',
      elongation: '2.5–3.5',
      barcol: '40–45',
    }),
  },
  {
    id: 'isophthalic-npg',
    category: 'unsaturated',
    title: 'Isophthalic-NPG Resin',
    thumbnail: thumbnail('isophthalic-npg', 'Drum of Kalpa isophthalic-NPG polyester resin'),
    price: '669',
    discount_price: '605',
    description: [
      'An isophthalic resin built with neopentyl glycol (NPG). The NPG shields the ester links from hydrolysis, so laminates resist blistering, osmosis and weathering far better than standard isophthalic or orthophthalic resins, and keep their colour under UV.',
      'It is the resin of choice for marine hulls and decks, skin coats behind gelcoat, sanitary ware, solid surface and engineered quartz, and any part in permanent contact with hot water or chemicals. It processes by hand lay-up, spray-up, vacuum infusion and RTM.',
    ],
    points: properties({
      viscosity: '400–500',
      acidValue: '8–12',
      gelTime: '15–20',
      styrene: '42–46',
      hdt: '95–105',
      tensile: '65–75',
      elongation: '3.0–4.0',
      barcol: '42–46',
    }),
  },
  {
    id: 'pta-based',
    category: 'unsaturated',
    title: 'PTA Based Resin',
    thumbnail: thumbnail('pta-based', 'Drum of Kalpa PTA based polyester resin'),
    price: '449',
    discount_price: '407',
    description: [
      'A terephthalic (PTA) unsaturated polyester resin. Purified terephthalic acid gives a stiffer, more heat-resistant polymer than phthalic anhydride at a price close to general purpose resin, with good resistance to water and mild chemicals.',
      'It suits SMC and DMC compounding, pultrusion, filled castings, manhole covers, electrical parts and structural mouldings that need a higher HDT than orthophthalic resin can give. It handles high filler loadings and cures well both at room temperature and in heated moulds.',
    ],
    points: properties({
      viscosity: '500–700',
      acidValue: '15–22',
      gelTime: '15–25',
      styrene: '36–42',
      hdt: '70–80',
      tensile: '55–65',
      elongation: '2.0–3.0',
      barcol: '40–44',
    }),
  },
  {
    id: 'recycled-pet',
    category: 'unsaturated',
    title: 'Recycled PET (R-PET) Based Resin',
    thumbnail: thumbnail('recycled-pet', 'Drum of Kalpa recycled PET based polyester resin'),
    price: '409',
    discount_price: '374',
    description: [
      'An unsaturated polyester resin made by glycolysis of post-consumer PET bottle flakes, which replaces part of the virgin acid and glycol. It lowers the cost and the carbon footprint of the finished part while keeping mechanical properties close to general purpose resin.',
      'Its amber colour makes it a resin for pigmented or heavily filled products: car body putty, mining resin capsules, abrasive blocks, polymer concrete, cultured marble backing and general mouldings. It accepts high loadings of calcium carbonate and talc.',
    ],
    points: properties({
      viscosity: '600–800',
      acidValue: '20–28',
      gelTime: '12–18',
      styrene: '35–40',
      hdt: '55–62',
      tensile: '45–55',
      elongation: '1.5–2.2',
      barcol: '36–40',
    }),
  },
  {
    id: 'orthophthalic-gelcoat',
    category: 'gelcoat',
    title: 'Orthophthalic Gelcoat',
    thumbnail: thumbnail('orthophthalic-gelcoat', 'Pail of Kalpa orthophthalic gelcoat'),
    price: '509',
    discount_price: '462',
    description: [
      'A thixotropic, pre-accelerated orthophthalic gelcoat for the decorative surface of FRP mouldings. It is sprayed or brushed onto the waxed mould first, forms a smooth glossy skin and protects the laminate behind it.',
      'Best for indoor and general purpose parts: tanks, trays, electrical enclosures, automotive interiors and moulds where economy matters more than long outdoor exposure.',
    ],
    points: [
      { label: L.gelcoatViscosity, value: '10,000–14,000 mPa·s' },
      { label: L.thixotropicIndex, value: '4.5–5.5' },
      { label: L.gelTime, value: '10–15 min' },
      { label: L.filmThickness, value: '0.4–0.6 mm' },
      { label: L.barcol, value: '38–42' },
    ],
    keyCharacteristics: [
      'Good sag resistance up to 0.6 mm wet film on vertical mould faces',
      'Pre-accelerated: only MEKP catalyst is added at the workshop',
      'Smooth, glossy finish that takes pigment pastes evenly',
      'Sprayable with airless or air-assisted equipment, or brushable',
      'Economical choice for indoor and general purpose mouldings',
    ],
  },
  {
    id: 'isophthalic-gelcoat',
    category: 'gelcoat',
    title: 'Isophthalic Gelcoat',
    thumbnail: thumbnail('isophthalic-gelcoat', 'Pail of Kalpa isophthalic gelcoat'),
    price: '649',
    discount_price: '594',
    description: [
      'A thixotropic isophthalic gelcoat with better water, chemical and weather resistance than orthophthalic gelcoat. It keeps its gloss and colour longer outdoors and resists fibre print-through.',
      'Used on bathroom fittings, swimming pools, water tanks, cooling towers, vehicle body panels and outdoor FRP products.',
    ],
    points: [
      { label: L.gelcoatViscosity, value: '12,000–16,000 mPa·s' },
      { label: L.thixotropicIndex, value: '5.0–6.0' },
      { label: L.gelTime, value: '10–15 min' },
      { label: L.filmThickness, value: '0.5–0.7 mm' },
      { label: L.barcol, value: '40–45' },
    ],
    keyCharacteristics: [
      'Good resistance to water, detergents and dilute chemicals',
      'Better gloss retention and UV stability than orthophthalic gelcoat',
      'Low porosity finish with minimal fibre print-through',
      'Tough film that resists cracking on demoulding',
      'Available in white, clear and custom RAL shades',
    ],
  },
  {
    id: 'isophthalic-npg-gelcoat',
    category: 'gelcoat',
    title: 'Isophthalic-NPG Gelcoat',
    thumbnail: thumbnail('isophthalic-npg-gelcoat', 'Pail of Kalpa isophthalic-NPG gelcoat'),
    price: '779',
    discount_price: '704',
    description: [
      'A premium isophthalic-NPG gelcoat for surfaces that live in water or sunlight. Neopentyl glycol gives the highest resistance to osmotic blistering, boiling water, chalking and yellowing in the range.',
      'Specified for boat hulls and decks, sanitary ware, hot-water tanks, wind-turbine nacelles and architectural cladding.',
    ],
    points: [
      { label: L.gelcoatViscosity, value: '14,000–18,000 mPa·s' },
      { label: L.thixotropicIndex, value: '5.0–6.0' },
      { label: L.gelTime, value: '12–18 min' },
      { label: L.filmThickness, value: '0.5–0.8 mm' },
      { label: L.barcol, value: '42–46' },
    ],
    keyCharacteristics: [
      'Highest resistance to osmotic blistering and boiling water in the range',
      'Excellent UV stability: minimal chalking and yellowing outdoors',
      'High gloss and colour retention for marine and sanitary ware',
      'Flexible, tough film that resists star cracking on impact',
      'Compatible with isophthalic-NPG skin coats and vinyl ester barriers',
      'Low-styrene-emission grade available for enclosed shops',
    ],
  },
  {
    id: 'optical-fiber-rod',
    category: 'optical',
    title: 'Optical Fiber Rod Resin',
    thumbnail: thumbnail('optical-fiber-rod', 'Drum of Kalpa optical fibre rod resin'),
    price: '869',
    discount_price: '792',
    description: [
      'A low-viscosity, high-reactivity unsaturated polyester resin made for pultruding the glass-fibre reinforced plastic (FRP) rods that serve as strength members in optical fibre cables. It wets continuous glass roving at high line speeds and cures fast in the heated die with peroxide catalysts.',
      'The cured rods combine high tensile strength and modulus with a high glass transition temperature, a smooth surface for jacketing and no electrical conductivity, so cables stay light, stiff and lightning-safe. Consistent viscosity from lot to lot keeps the die pressure and rod diameter stable.',
      'Typical processing: pultrusion at 120–160 °C die temperature with TBPB or peroxydicarbonate initiators, with internal mould release added to the bath.',
    ],
    points: properties({
      viscosity: '300–450',
      acidValue: '8–14',
      gelTime: '8–12',
      styrene: '38–42',
      hdt: '110–120',
      tensile: '70–80',
      elongation: '3.5–4.5',
      barcol: '45–50',
    }),
  },
];

/** The products of one tab, in catalogue order. */
export function productsIn(category: ProductCategory): Product[] {
  return PRODUCTS.filter((product) => product.category === category);
}

/**
 * What a grade's technical and safety data sheets say beyond its product card: the values the
 * card leaves out, uses, cure system, packing and storage. Kept apart from PRODUCTS so the
 * Products page and the widgets, which never show it, do not carry it in their bundles.
 */
export interface GradeSheet {
  /** Liquid-resin values the card leaves out. */
  liquid: ProductPoint[];
  /** Cured-resin values the card leaves out. */
  cured: ProductPoint[];
  /** How the cured values, the card's and these, were obtained. */
  curedBasis: string;
  /** Values of the finished construction, for a grade sold for one (the pultruded rod). */
  laminate?: { basis: string; points: ProductPoint[] };
  applications: string[];
  /** The recommended cure system, one instruction a line. */
  cure: string[];
  packs: readonly Pack[];
  /** The packs as the data sheet lists them, one a line. */
  packaging: string[];
  /** From the date of manufacture, in the closed original container below 25 °C. */
  shelfLifeMonths: number;
  /** Cobalt accelerator is mixed in at the plant: the buyer adds only the peroxide. */
  preAccelerated: boolean;
}

/** '1.0–2.0': a range of levels as the cure instructions write it. */
const levels = ({ min, max }: Span) => `${min.toFixed(1)}–${max.toFixed(1)}`;

// The cure instructions, written from the cure guide's figures (which the shop-floor calculator
// uses too). Built on first use, like the rest of the sheets' facts.
function roomTemperatureCure(): string[] {
  const { mekp, cobalt, temperature } = ROOM_CURES.laminating;
  return [
    `MEKP (methyl ethyl ketone peroxide, about 9 % active oxygen): ${levels(mekp)} % of the resin weight.`,
    `Cobalt octoate (6 % Co): ${levels(cobalt!)} %, stirred well into the resin before the MEKP is added.`,
    'Never mix the cobalt accelerator and the MEKP directly with each other: they react violently.',
    `Set the gel time with the cobalt level; work between ${temperature.min} °C and ${temperature.max} °C.`,
    'For full heat and chemical resistance, post-cure 3 h at 80 °C after 24 h at room temperature.',
  ];
}

function gelcoatCure(): string[] {
  const { mekp, temperature } = ROOM_CURES.gelcoat;
  return [
    `Pre-accelerated: add only MEKP, ${levels(mekp)} % of the gelcoat weight. Do not add cobalt.`,
    'The gel time in the table is the laboratory test used across the range; in the workshop add MEKP only.',
    'Spray (airless or air-assisted) or brush onto a waxed, released mould in two or three passes; check the wet film with a gauge.',
    `Do not apply below ${temperature.min} °C or above ${temperature.max} °C, nor above 80 % relative humidity, and do not thin with acetone.`,
    'Lay up the first laminate when the film is tacky but no longer marks a finger, typically 45–90 min at 25 °C.',
  ];
}

/** How a grade is packed: the container, and its net content where it has a fixed one. */
export type PackKind = 'closed-drum' | 'open-drum' | 'pail' | 'ibc' | 'tanker';

export interface Pack {
  kind: PackKind;
  /** Net kg; none for bulk. */
  netKg?: number;
}

/** A pack as the data sheet lists it, e.g. '220 kg net in closed-head steel drums'. */
export function packLine({ kind, netKg = 0 }: Pack): string {
  const kg = netKg.toLocaleString('en-IN');
  switch (kind) {
    case 'closed-drum':
      return `${kg} kg net in closed-head steel drums`;
    case 'open-drum':
      return `${kg} kg net in open-head steel drums`;
    case 'pail':
      return `${kg} kg net in steel pails`;
    case 'ibc':
      return `${kg} kg net in IBCs (intermediate bulk containers)`;
    case 'tanker':
      return 'Bulk road tanker on request';
  }
}

const DRUM_IBC_BULK: readonly Pack[] = [
  { kind: 'closed-drum', netKg: 220 },
  { kind: 'ibc', netKg: 1000 },
  { kind: 'tanker' },
];

const GELCOAT_PACKS: readonly Pack[] = [
  { kind: 'pail', netKg: 20 },
  { kind: 'open-drum', netKg: 220 },
];

const UP_CAST_BASIS =
  'Unfilled castings cured with 1 % MEKP + 0.2 % Co 6 % for 24 h at 25 °C, then 3 h at 80 °C.';

const GELCOAT_CAST_BASIS =
  'Clear base resin cast and cured as for the UP grades; Barcol hardness on the cured gelcoat film.';

// The facts are built on first use inside a function: reading PROPERTY_LABELS and spreading the
// shared lists at module level would count as side effects, and the site's bundles would keep
// the whole table although they never show it.
function buildGradeSheets(): Record<string, GradeSheet> {
  const ROOM_TEMPERATURE_CURE = roomTemperatureCure();
  const GELCOAT_CURE = gelcoatCure();
  const packed = (packs: readonly Pack[]) => ({ packs, packaging: packs.map(packLine) });
  const GELCOAT_APPEARANCE = {
    label: S.appearance,
    value: 'Thixotropic liquid; white, clear or the ordered shade',
  };
  const GELCOAT_GRAVITY = { label: S.specificGravity, value: '1.15–1.30 (by shade)' };
  return {
    'general-purpose-orthophthalic': {
      liquid: [
        { label: S.specificGravity, value: '1.10–1.12' },
        { label: S.appearance, value: 'Clear, pale yellow liquid' },
      ],
      cured: [
        { label: S.tensileModulus, value: '3.2–3.6 GPa' },
        { label: S.flexural, value: '80–95 MPa' },
        { label: S.flexuralModulus, value: '3.4–3.8 GPa' },
      ],
      curedBasis: UP_CAST_BASIS,
      applications: [
        'Hand lay-up and spray-up FRP mouldings',
        'Water tanks, ducts and cooling-tower parts',
        'Manhole covers, sheets and filled castings',
      ],
      cure: ROOM_TEMPERATURE_CURE,
      ...packed(DRUM_IBC_BULK),
      shelfLifeMonths: 6,
      preAccelerated: false,
    },
    isophthalic: {
      liquid: [
        { label: S.specificGravity, value: '1.09–1.11' },
        { label: S.appearance, value: 'Clear, pale yellow liquid' },
      ],
      cured: [
        { label: S.tensileModulus, value: '3.3–3.7 GPa' },
        { label: S.flexural, value: '100–115 MPa' },
        { label: S.flexuralModulus, value: '3.5–3.9 GPa' },
      ],
      curedBasis: UP_CAST_BASIS,
      applications: [
        'Structural layer of chemical tanks and pipes, behind a corrosion barrier',
        'Boat laminates and swimming pools',
        'Pultruded profiles, filament-wound and RTM parts',
        'Translucent roofing sheets',
      ],
      cure: ROOM_TEMPERATURE_CURE,
      ...packed(DRUM_IBC_BULK),
      shelfLifeMonths: 6,
      preAccelerated: false,
    },
    'isophthalic-npg': {
      liquid: [
        { label: S.specificGravity, value: '1.08–1.10' },
        { label: S.appearance, value: 'Clear, water-white to pale yellow liquid' },
      ],
      cured: [
        { label: S.tensileModulus, value: '3.2–3.6 GPa' },
        { label: S.flexural, value: '110–125 MPa' },
        { label: S.flexuralModulus, value: '3.4–3.8 GPa' },
      ],
      curedBasis: UP_CAST_BASIS,
      applications: [
        'Marine hulls and decks; skin coats behind gelcoat',
        'Sanitary ware, solid surface and engineered quartz',
        'Parts in permanent contact with hot water or chemicals',
      ],
      cure: ROOM_TEMPERATURE_CURE,
      ...packed(DRUM_IBC_BULK),
      shelfLifeMonths: 6,
      preAccelerated: false,
    },
    'pta-based': {
      liquid: [
        { label: S.specificGravity, value: '1.10–1.13' },
        { label: S.appearance, value: 'Clear to slightly hazy, pale yellow liquid' },
      ],
      cured: [
        { label: S.tensileModulus, value: '3.4–3.8 GPa' },
        { label: S.flexural, value: '90–105 MPa' },
        { label: S.flexuralModulus, value: '3.6–4.0 GPa' },
      ],
      curedBasis: UP_CAST_BASIS,
      applications: [
        'SMC and DMC compounding',
        'Pultrusion and filled castings',
        'Manhole covers, electrical parts and structural mouldings',
      ],
      cure: [
        ...ROOM_TEMPERATURE_CURE,
        'Heated moulds, SMC and DMC: TBPB (tert-butyl peroxybenzoate) 1.0–1.5 % at 130–150 °C.',
      ],
      ...packed(DRUM_IBC_BULK),
      shelfLifeMonths: 6,
      preAccelerated: false,
    },
    'recycled-pet': {
      liquid: [
        { label: S.specificGravity, value: '1.12–1.15' },
        { label: S.appearance, value: 'Clear, amber liquid' },
      ],
      cured: [
        { label: S.tensileModulus, value: '3.0–3.4 GPa' },
        { label: S.flexural, value: '75–90 MPa' },
        { label: S.flexuralModulus, value: '3.2–3.6 GPa' },
      ],
      curedBasis: UP_CAST_BASIS,
      applications: [
        'Car body putty and mining resin capsules',
        'Abrasive blocks and polymer concrete',
        'Cultured marble backing and pigmented or filled mouldings',
      ],
      cure: [
        ...ROOM_TEMPERATURE_CURE,
        'With fillers, mix in the filler after the cobalt and before the MEKP; high loadings lengthen the gel time.',
      ],
      ...packed(DRUM_IBC_BULK),
      shelfLifeMonths: 4,
      preAccelerated: false,
    },
    'orthophthalic-gelcoat': {
      liquid: [
        { label: L.styrene, value: '35–40 %' },
        { label: L.acidValue, value: '18–24 mg KOH/g' },
        GELCOAT_GRAVITY,
        GELCOAT_APPEARANCE,
      ],
      cured: [
        { label: L.hdt, value: '62–68 °C' },
        { label: L.tensile, value: '45–55 MPa' },
        { label: L.elongation, value: '1.5–2.0 %' },
        { label: S.flexural, value: '80–90 MPa' },
      ],
      curedBasis: GELCOAT_CAST_BASIS,
      applications: [
        'Tanks, trays and electrical enclosures',
        'Automotive interior parts',
        'Indoor and general purpose mouldings, and moulds',
      ],
      cure: GELCOAT_CURE,
      ...packed(GELCOAT_PACKS),
      shelfLifeMonths: 3,
      preAccelerated: true,
    },
    'isophthalic-gelcoat': {
      liquid: [
        { label: L.styrene, value: '34–38 %' },
        { label: L.acidValue, value: '12–18 mg KOH/g' },
        GELCOAT_GRAVITY,
        GELCOAT_APPEARANCE,
      ],
      cured: [
        { label: L.hdt, value: '75–85 °C' },
        { label: L.tensile, value: '55–65 MPa' },
        { label: L.elongation, value: '2.0–3.0 %' },
        { label: S.flexural, value: '95–110 MPa' },
      ],
      curedBasis: GELCOAT_CAST_BASIS,
      applications: [
        'Bathroom fittings and swimming pools',
        'Water tanks and cooling towers',
        'Vehicle body panels and outdoor FRP products',
      ],
      cure: GELCOAT_CURE,
      ...packed(GELCOAT_PACKS),
      shelfLifeMonths: 3,
      preAccelerated: true,
    },
    'isophthalic-npg-gelcoat': {
      liquid: [
        { label: L.styrene, value: '33–37 %' },
        { label: L.acidValue, value: '8–14 mg KOH/g' },
        GELCOAT_GRAVITY,
        GELCOAT_APPEARANCE,
      ],
      cured: [
        { label: L.hdt, value: '85–95 °C' },
        { label: L.tensile, value: '60–70 MPa' },
        { label: L.elongation, value: '2.5–3.5 %' },
        { label: S.flexural, value: '105–120 MPa' },
      ],
      curedBasis: GELCOAT_CAST_BASIS,
      applications: [
        'Boat hulls and decks',
        'Sanitary ware and hot-water tanks',
        'Wind-turbine nacelles and architectural cladding',
      ],
      cure: GELCOAT_CURE,
      ...packed(GELCOAT_PACKS),
      shelfLifeMonths: 3,
      preAccelerated: true,
    },
    'optical-fiber-rod': {
      liquid: [
        { label: S.specificGravity, value: '1.09–1.11' },
        { label: S.appearance, value: 'Clear, pale yellow liquid' },
        { label: 'Gel time at 120 °C (1 % TBPB)', value: '1.5–3.0 min' },
        { label: 'Peak exotherm at 120 °C (1 % TBPB)', value: '210–235 °C' },
      ],
      cured: [
        { label: S.tensileModulus, value: '3.5–3.9 GPa' },
        { label: S.flexural, value: '120–135 MPa' },
        { label: S.flexuralModulus, value: '3.6–4.0 GPa' },
        { label: 'Glass transition temperature (DMA, cast)', value: '125–135 °C' },
      ],
      curedBasis: 'Unfilled castings cured with 1 % TBPB for 1 h at 120 °C, then 2 h at 150 °C.',
      laminate: {
        basis: 'Pultruded rod with 80 ± 2 % E-glass roving by weight, 2.0 mm diameter.',
        points: [
          { label: 'Tensile strength (rod)', value: '1,100–1,300 MPa' },
          { label: 'Tensile modulus (rod)', value: '50–55 GPa' },
          { label: 'Elongation at break (rod)', value: '2.2–2.6 %' },
        ],
      },
      applications: [
        'Pultruded FRP strength-member rods for optical fibre cables',
        'Other thin pultruded rods that need a high modulus and glass transition temperature',
      ],
      cure: [
        'Hot cure in the heated pultrusion die: TBPB (tert-butyl peroxybenzoate) 1.0–1.5 %, with bis(4-tert-butylcyclohexyl) peroxydicarbonate 0.3–0.6 % to start the cure at the die entry.',
        'Die temperature 120–160 °C, in zones rising toward the exit; set the line speed for the rod diameter.',
        'Internal mould release (zinc stearate type) 0.5–1.5 % in the bath; keep the bath below 30 °C and use it within the shift.',
        'No cobalt accelerator: the resin is not made for room-temperature cure.',
      ],
      ...packed(DRUM_IBC_BULK),
      shelfLifeMonths: 3,
      preAccelerated: false,
    },
  };
}

let gradeSheetTable: Readonly<Record<string, GradeSheet>> | undefined;

/** Every grade's data-sheet facts, keyed by product id. */
export function gradeSheets(): Readonly<Record<string, GradeSheet>> {
  gradeSheetTable ??= buildGradeSheets();
  return gradeSheetTable;
}

/** The data-sheet facts of one grade; every product has them. */
export function gradeSheet(productId: string): GradeSheet {
  const sheet = gradeSheets()[productId];
  if (!sheet) throw new Error(`No data-sheet facts for product '${productId}'`);
  return sheet;
}
