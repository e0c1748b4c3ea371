// The resin range as the catalogue and the Products page show it. Property values are typical
// figures from in-house QC on the liquid resin and on unfilled castings; each lot ships with its
// own certificate of analysis.
import type { Picture, Product, ProductCategory, ProductPoint, ProductTab } from './types';

export const PRODUCT_TABS: ProductTab[] = [
  { key: 'unsaturated', label: 'Unsaturated Polyester Resin' },
  { key: 'gelcoat', label: 'Gelcoat Resin' },
  { key: 'optical', label: 'Optical Fiber Rod Resin' },
];

function thumbnail(id: string, alt: string): Picture {
  return { src: `images/products/${id}.webp`, alt, width: 600, height: 450 };
}

/** The cure system every gel time below refers to, so buyers can repeat the test. */
const GEL_TIME_LABEL = 'Gel time at 25 °C (1% MEKP + 0.2% Co 6%)';

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
    { label: 'Viscosity at 25 °C (Brookfield)', value: `${values.viscosity} mPa·s` },
    { label: 'Acid value', value: `${values.acidValue} mg KOH/g` },
    { label: GEL_TIME_LABEL, value: `${values.gelTime} min` },
    { label: 'Styrene content', value: `${values.styrene} %` },
    ...(values.extra ?? []),
    { label: 'Heat deflection temperature (cast, post-cured)', value: `${values.hdt} °C` },
    { label: 'Tensile strength (cast)', value: `${values.tensile} MPa` },
    { label: 'Elongation at break (cast)', value: `${values.elongation} %` },
    { label: 'Barcol hardness (934-1)', value: values.barcol },
  ];
}

export const PRODUCTS: Product[] = [
  {
    id: 'general-purpose-orthophthalic',
    category: 'unsaturated',
    title: 'General Purpose Orthophthalic Resin',
    thumbnail: thumbnail(
      'general-purpose-orthophthalic',
      'Drum of Kalpa general purpose orthophthalic resin',
    ),
    price: '1099',
    discount_price: '999',
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
    price: '259',
    discount_price: '199',
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
    price: '299',
    discount_price: '198',
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
    price: '459',
    discount_price: '358',
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
    price: '299',
    discount_price: '198',
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
    price: '1099',
    discount_price: '999',
    description: [
      'A thixotropic, pre-accelerated orthophthalic gelcoat for the decorative surface of FRP mouldings. It is sprayed or brushed onto the waxed mould first, forms a smooth glossy skin and protects the laminate behind it.',
      'Best for indoor and general purpose parts: tanks, trays, electrical enclosures, automotive interiors and moulds where economy matters more than long outdoor exposure.',
    ],
    points: [
      { label: 'Viscosity at 25 °C (Brookfield, spindle 4, 20 rpm)', value: '10,000–14,000 mPa·s' },
      { label: 'Thixotropic index', value: '4.5–5.5' },
      { label: GEL_TIME_LABEL, value: '10–15 min' },
      { label: 'Recommended wet film thickness', value: '0.4–0.6 mm' },
      { label: 'Barcol hardness (934-1)', value: '38–42' },
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
    price: '259',
    discount_price: '199',
    description: [
      'A thixotropic isophthalic gelcoat with better water, chemical and weather resistance than orthophthalic gelcoat. It keeps its gloss and colour longer outdoors and resists fibre print-through.',
      'Used on bathroom fittings, swimming pools, water tanks, cooling towers, vehicle body panels and outdoor FRP products.',
    ],
    points: [
      { label: 'Viscosity at 25 °C (Brookfield, spindle 4, 20 rpm)', value: '12,000–16,000 mPa·s' },
      { label: 'Thixotropic index', value: '5.0–6.0' },
      { label: GEL_TIME_LABEL, value: '10–15 min' },
      { label: 'Recommended wet film thickness', value: '0.5–0.7 mm' },
      { label: 'Barcol hardness (934-1)', value: '40–45' },
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
    price: '299',
    discount_price: '198',
    description: [
      'A premium isophthalic-NPG gelcoat for surfaces that live in water or sunlight. Neopentyl glycol gives the highest resistance to osmotic blistering, boiling water, chalking and yellowing in the range.',
      'Specified for boat hulls and decks, sanitary ware, hot-water tanks, wind-turbine nacelles and architectural cladding.',
    ],
    points: [
      { label: 'Viscosity at 25 °C (Brookfield, spindle 4, 20 rpm)', value: '14,000–18,000 mPa·s' },
      { label: 'Thixotropic index', value: '5.0–6.0' },
      { label: GEL_TIME_LABEL, value: '12–18 min' },
      { label: 'Recommended wet film thickness', value: '0.5–0.8 mm' },
      { label: 'Barcol hardness (934-1)', value: '42–46' },
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
    price: '1099',
    discount_price: '999',
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
