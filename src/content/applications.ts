// The fifteen application areas, in menu order. Slugs keep the published
// spellings ('moudling', 'engineeredquartzring', 'vaccuminfusion') because they are the page
// anchors. Suitable and unsuitable resin types follow what each process demands of the resin.
import type { Application, Picture, ResinType } from './types';

export const RESIN_TYPES: ResinType[] = ['ISO NPG', 'PTA', 'Ortho', 'ISO', 'R-PET'];

interface ApplicationCopy {
  slug: string;
  name: string;
  description: string;
  right: ResinType[];
  wrong: ResinType[];
  alt: string;
}

/**
 * Busy, grainy scenes whose AVIF, at the look of their WebP, saves too little (a tenth or so) to
 * be worth a second file: they come as WebP only.
 */
const WEBP_ONLY = new Set(['manhole', 'button', 'smc', 'abrasive']);

/** An application's picture is shown 220 to 520 px wide: 280 and 440 px copies serve 1x screens. */
function image(slug: string, alt: string): Picture {
  return {
    src: `images/applications/${slug}.webp`,
    alt,
    width: 600,
    height: 400,
    widths: [280, 440],
    ...(WEBP_ONLY.has(slug) ? {} : { avif: true }),
  };
}

const COPY: ApplicationCopy[] = [
  {
    slug: 'manhole',
    name: 'Manhole',
    description:
      'FRP and SMC manhole covers and frames replace cast iron where theft, corrosion and weight are problems. The resin must wet heavy glass and filler loadings and give high flexural strength so the cover passes its EN 124 load class. PTA and isophthalic resins add heat and fatigue resistance; recycled PET resin is too brittle for load-bearing covers.',
    right: ['Ortho', 'PTA', 'ISO'],
    wrong: ['R-PET'],
    alt: 'Round FRP manhole cover with a ribbed pattern set in a road',
  },
  {
    slug: 'moudling',
    name: 'Moulding',
    description:
      'Hand lay-up and spray-up moulding of tanks, trays, ducts, kiosks and vehicle parts. The resin needs fast glass wet-out, a workable gel time and a clean cure at room temperature. General purpose, PTA and recycled PET resins cover most parts economically; isophthalic-NPG is a gelcoat and skin-coat grade and is wasted in bulk laminate.',
    right: ['Ortho', 'PTA', 'ISO', 'R-PET'],
    wrong: ['ISO NPG'],
    alt: 'Worker rolling out a glass-fibre laminate in an open mould',
  },
  {
    slug: 'roofingsheet',
    name: 'Roofing Sheet',
    description:
      'Translucent and opaque corrugated FRP sheets for factory roofs and skylights, made on continuous laminating lines. The resin must be low in colour, match the refractive index of the glass for light transmission and resist UV yellowing. Isophthalic resin is used for long-life sheets; dark recycled PET resin spoils the translucency.',
    right: ['Ortho', 'ISO', 'PTA'],
    wrong: ['R-PET'],
    alt: 'Stack of translucent corrugated FRP roofing sheets',
  },
  {
    slug: 'pultrusion',
    name: 'Pultrusion',
    description:
      'Continuous pulling of glass roving through a resin bath and a heated die makes gratings, cable trays, ladder rails and structural profiles. The resin needs low viscosity, a long bath life and a fast, complete cure in the die at 120 to 160 °C. Isophthalic and PTA resins give the stiffness and heat resistance profiles need; recycled PET resin is too viscous and too slow.',
    right: ['ISO', 'PTA', 'Ortho'],
    wrong: ['R-PET'],
    alt: 'Pultruded FRP I-beams, channels and round rods',
  },
  {
    slug: 'naturalmarbleprocessing',
    name: 'Natural Marble',
    description:
      'Marble and granite slabs are filled, crack-repaired and backed with glass mesh before polishing. The resin must be water-clear or easily tinted, cure fast at room temperature and bond to stone without yellowing. Orthophthalic and isophthalic grades do this well; amber recycled PET resin shows through light stone.',
    right: ['Ortho', 'ISO'],
    wrong: ['R-PET'],
    alt: 'Polished veined marble slab with a resin-filled crack',
  },
  {
    slug: 'engineeredquartzring',
    name: 'Engineered Quartz Slabs',
    description:
      'Quartz surfaces contain about 93 per cent quartz grit bound by resin, compacted by vacuum vibro-compression and cured in ovens. The binder must have a low viscosity, very low colour and strong UV resistance so white and light slabs stay bright. Isophthalic-NPG and isophthalic binders are preferred; PTA and recycled PET resins are too dark.',
    right: ['ISO NPG', 'ISO', 'Ortho'],
    wrong: ['PTA', 'R-PET'],
    alt: 'Engineered quartz kitchen worktop with speckled finish',
  },
  {
    slug: 'button',
    name: 'Button',
    description:
      'Polyester buttons are cast as sheets or rods, punched, then turned and polished. The resin must be clear, cure to a tough rather than brittle solid and machine without chipping. Orthophthalic and isophthalic button grades are used; recycled PET resin lacks the clarity.',
    right: ['Ortho', 'ISO'],
    wrong: ['R-PET'],
    alt: 'Assorted polished four-hole polyester buttons',
  },
  {
    slug: 'smc',
    name: 'SMC / DMC',
    description:
      'Sheet and dough moulding compounds mix resin with chopped glass, filler and a magnesium oxide thickener, then are hot-pressed at 140 to 160 °C. The resin must thicken predictably and cure fast with low shrinkage. Orthophthalic, PTA and isophthalic grades are used for switchgear, meter boxes and automotive panels; recycled PET resin thickens unevenly.',
    right: ['Ortho', 'PTA', 'ISO'],
    wrong: ['R-PET'],
    alt: 'Grey SMC electrical enclosure and meter box',
  },
  {
    slug: 'vaccuminfusion',
    name: 'Vaccum Infusion',
    description:
      'In vacuum infusion dry reinforcement is sealed under a bag and resin is drawn through it by vacuum, giving strong, void-free laminates with low styrene emission. The resin needs a low viscosity of 150 to 300 mPa·s, a long gel time and low exotherm. Isophthalic and isophthalic-NPG infusion grades suit boats and wind blades; high-viscosity PTA and recycled PET resins do not flow far enough.',
    right: ['ISO NPG', 'ISO', 'Ortho'],
    wrong: ['PTA', 'R-PET'],
    alt: 'Boat hull under a vacuum bag with resin feed lines',
  },
  {
    slug: 'solidsurface',
    name: 'Solid Surface',
    description:
      'Solid surface worktops and basins are cast from resin filled with alumina trihydrate. The resin has to stay white, resist stains, hot water and household chemicals, and be repairable by sanding. Isophthalic-NPG and isophthalic resins give this; orthophthalic and recycled PET resins yellow and stain.',
    right: ['ISO NPG', 'ISO'],
    wrong: ['Ortho', 'R-PET'],
    alt: 'White solid surface wash basin and counter',
  },
  {
    slug: 'miningcapsule',
    name: 'Mining Capsule',
    description:
      'Resin capsules anchor rock bolts in mines and tunnels: a two-compartment cartridge of filled resin and peroxide paste is broken and mixed by the spinning bolt. The resin must carry very high filler loads and set in seconds. Orthophthalic, PTA and recycled PET resins are cost-effective here; isophthalic-NPG adds cost without benefit.',
    right: ['Ortho', 'PTA', 'R-PET'],
    wrong: ['ISO NPG'],
    alt: 'Resin anchor capsules beside a rock bolt',
  },
  {
    slug: 'abrasive',
    name: 'Abrasive',
    description:
      'Resin-bonded abrasive blocks and polishing bricks for marble, granite and tiles hold silicon carbide grit in a hard polyester matrix. The resin must wet fine grit at high loading and wear evenly. Orthophthalic, PTA and recycled PET resins give the right hardness at low cost; the flexible isophthalic-NPG grade wears too slowly.',
    right: ['Ortho', 'PTA', 'R-PET'],
    wrong: ['ISO NPG'],
    alt: 'Resin-bonded abrasive polishing bricks in several grits',
  },
  {
    slug: 'marine',
    name: 'Marine',
    description:
      'Boat hulls, decks, fishing vessels and jetties sit in water for years. The laminate needs resins that resist hydrolysis and osmotic blistering and stay tough under wave impact. Isophthalic-NPG and isophthalic resins are the marine standard; orthophthalic and recycled PET resins absorb water and blister.',
    right: ['ISO NPG', 'ISO'],
    wrong: ['Ortho', 'R-PET'],
    alt: 'FRP fishing boat hull on a slipway',
  },
  {
    slug: 'furniturelamination',
    name: 'Furniture Lamination',
    description:
      'Polyester coatings and laminates give furniture panels, doors and plywood a hard, glossy, scratch-resistant finish. The resin must be clear, flow out to a level film and cure without tack. Isophthalic and orthophthalic lacquer grades are used; recycled PET resin is too dark for clear finishes.',
    right: ['ISO', 'Ortho'],
    wrong: ['R-PET'],
    alt: 'High-gloss laminated furniture panel and cabinet door',
  },
  {
    slug: 'carputty',
    name: 'Car Putty',
    description:
      'Body filler for vehicle repair is resin heavily filled with talc and cured with benzoyl peroxide paste. It must cure in minutes, sand easily without clogging and stick to bare steel. Orthophthalic, PTA and recycled PET resins are ideal; isophthalic-NPG cures too tough to sand well.',
    right: ['Ortho', 'PTA', 'R-PET'],
    wrong: ['ISO NPG'],
    alt: 'Tin of car body putty with a spreader',
  },
];

export const APPLICATIONS: Application[] = COPY.map((entry, index) => ({
  id: index + 1,
  slug: entry.slug,
  path: `/application/${entry.slug}`,
  hasid: `#${entry.slug}`,
  service_name: entry.name,
  service_description: entry.description,
  service_Right: entry.right,
  service_Wrong: entry.wrong,
  src: image(entry.slug, entry.alt),
}));
