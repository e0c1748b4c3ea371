// Case studies and the portfolio grid: jobs where the company's resins went into finished work.
// Clients are placeholder businesses; grades are named exactly as in the catalogue.
import type { CaseStudy, Picture, PortfolioCategory, PortfolioGridProject } from './types';

function picture(name: string, alt: string, width = 800, height = 600): Picture {
  return { src: `images/portfolio/${name}.webp`, alt, width, height };
}

function mainPicture(name: string, alt: string): Picture {
  return picture(name, alt, 1200, 675);
}

/** Every case study opens the same details page; the page picks the study by its id. */
const CASE_DETAILS_PATH = '/portfolio-details';

export const CASE_STUDIES: CaseStudy[] = [
  {
    id: 1,
    label: 'Case 01',
    title: 'Fishing boats that no longer blister',
    client: 'Sagara Boat Builders, Beruwala',
    clientType: 'Boatyard building FRP fishing boats',
    location: 'Beruwala, Sri Lanka',
    challenge:
      'The yard builds 28-foot one-day fishing boats for the southern coast. Hulls laid up with an orthophthalic gelcoat and general purpose resin were coming back after two monsoon seasons with osmotic blisters below the waterline, and each repair meant weeks out of the water for a fisherman and a warranty cost for the yard.',
    supplied: [
      { grade: 'Isophthalic-NPG Gelcoat', use: 'Hull and deck gelcoat at 0.6 mm wet film' },
      {
        grade: 'Isophthalic-NPG Resin',
        use: 'Skin coat with 300 g/m² powder-bound mat behind the gelcoat',
      },
      { grade: 'Isophthalic Resin', use: 'The structural hull laminate' },
    ],
    process: [
      'Panel trials at our Biyagama laboratory: the old and the new system laminated side by side and put through a 100-hour boiling-water test.',
      'Two days with the laminating crew: wet film gauges for the gelcoat, MEKP dosed by resin temperature, and the skin coat left to cure before the bulk laminate.',
      'A check of the first five hulls from the new system for Barcol hardness and gelcoat thickness before the yard changed over completely.',
    ],
    result:
      'In the boiling-water test the old system blistered within 24 hours and the new one showed no blisters at 100 hours. The yard has since launched sixty hulls on the new system, and none has returned with blisters.',
    figures: [
      { label: 'Boiling-water panel test', value: 'Blisters at 24 h before; none at 100 h after' },
      { label: 'Hulls launched on the new system', value: '60, none returned with blisters' },
      { label: 'Gelcoat thickness spread', value: 'From ±0.25 mm to ±0.1 mm' },
      { label: 'Material cost per hull', value: '6 % higher' },
    ],
    pictures: [
      mainPicture(
        'case-01-fishing-boats',
        'Row of white FRP one-day fishing boats with blue sheer stripes drawn up on the beach at Beruwala harbour, outboard motors tilted up',
      ),
      picture(
        'case-01-boiling-water-test',
        'Two gelcoat test panels after a boiling-water test held side by side: the left one covered in small blisters, the right one smooth and glossy',
      ),
      picture(
        'case-01-laminating-crew',
        'Laminating crew rolling out mat on the inside of a boat hull mould, one worker checking the resin temperature with a probe thermometer',
      ),
    ],
    path: CASE_DETAILS_PATH,
  },
  {
    id: 2,
    label: 'Case 02',
    title: 'Flatter, whiter quartz slabs on a shorter oven cycle',
    client: 'Quartzline Surfaces, Morbi',
    clientType: 'Engineered quartz slab manufacturer',
    location: 'Morbi, Gujarat, India',
    challenge:
      'White and light grey slabs were yellowing at the edges after curing, and more than four in a hundred slabs bowed beyond the flatness the customer’s fabricators accept. The plant also wanted a shorter oven cycle to raise output from its press.',
    supplied: [
      {
        grade: 'Isophthalic-NPG Resin',
        use: 'Low-colour binder grade, tuned for high-temperature peroxide cure',
      },
    ],
    process: [
      'Three binder reactivities cast with the plant’s own quartz grit in our R&D laboratory and cured on its oven schedule.',
      'A temperature survey of the curing oven with thermocouples on trial slabs, which found a 12 °C difference between the front and back of the oven.',
      'A revised initiator package and silane dosage agreed with the plant, and a week of production trials attended by our application chemist.',
    ],
    result:
      'With the oven airflow corrected and the new binder, bowed slabs fell to about one in a hundred, edge yellowing disappeared from white slabs, and the oven cycle came down by ten minutes.',
    figures: [
      { label: 'Slabs rejected for bowing', value: 'From 4.5 % to 1.2 %' },
      { label: 'Binder content', value: 'From 8.2 % to 7.6 % by weight' },
      { label: 'Oven cycle', value: 'From 55 to 45 minutes' },
    ],
    pictures: [
      mainPicture(
        'case-02-quartz-slabs',
        'Stack of polished white quartz slabs with soft grey veins on A-frame racks in a factory hall in Morbi, a forklift in the background',
      ),
      picture(
        'case-02-oven-survey',
        'Engineer reading thermocouple wires taped to a slab at the mouth of a long curing oven, a laptop showing temperature curves on a trolley',
      ),
      picture(
        'case-02-flatness-check',
        'Quality inspector laying a long steel straight edge across a polished slab and sliding a feeler gauge under it',
      ),
    ],
    path: CASE_DETAILS_PATH,
  },
  {
    id: 3,
    label: 'Case 03',
    title: 'A faster, steadier optical fibre rod line',
    client: 'Metro Pultrusions, Silvassa',
    clientType: 'Maker of FRP strength members for optical fibre cables',
    location: 'Silvassa, Dadra and Nagar Haveli and Daman and Diu, India',
    challenge:
      'A new twelve-strand line for 1.5 mm and 2.0 mm rods could not hold its diameter when a new resin batch arrived, and reels failed the mandrel bend test often enough to slow dispatch. The line also ran below the speed it had been bought for.',
    supplied: [
      {
        grade: 'Optical Fiber Rod Resin',
        use: 'Bath resin, delivered to an agreed narrower viscosity range',
      },
    ],
    process: [
      'A narrower viscosity band agreed for the customer’s lots, within the catalogue range, so die pressure stays the same from batch to batch.',
      'DSC measurements on rod samples from each die zone, used to rebalance the peroxydicarbonate and perbenzoate initiators.',
      'A chiller fitted on the resin bath on our advice, keeping it below 28 °C through the summer.',
    ],
    result:
      'The line now runs a quarter faster than before, reels pass the bend test almost without exception, and the operators have stopped retuning the dies when a new batch of resin arrives.',
    figures: [
      { label: 'Line speed', value: '25 % higher' },
      { label: 'Reels failing the bend test', value: 'From 3 % to under 0.5 %' },
      { label: 'Diameter of the 1.5 mm rod', value: 'Held within ±0.02 mm' },
    ],
    pictures: [
      mainPicture(
        'case-03-rod-line',
        'Twelve cream-coloured FRP rods running in parallel out of a row of small heated dies into caterpillar pullers, in a bright factory hall in Silvassa',
      ),
      picture(
        'case-03-bend-test',
        'Technician winding a thin FRP rod around a steel mandrel on a test bench, a reel of rod beside her',
      ),
      picture(
        'case-03-resin-bath',
        'Stainless steel resin bath with a cooling jacket and a digital thermometer reading 26 °C, glass rovings entering the amber resin',
      ),
    ],
    path: CASE_DETAILS_PATH,
  },
];

export const PORTFOLIO_CATEGORIES: PortfolioCategory[] = [
  'Roads & Highway',
  'Construction',
  'Renovation',
];

/** The grid: two projects in each category. */
export const PORTFOLIO_PROJECTS: PortfolioGridProject[] = [
  {
    id: 1,
    project_name: 'Highway sign panels and delineator posts',
    category: 'Roads & Highway',
    project_description:
      'Kulkarni FRP, Pune moulds direction-sign panels and flexible delineator posts for a state highway contractor in Satara district. The panels are laminated in isophthalic resin behind a UV-stable isophthalic gelcoat, so the face stays flat and the retroreflective sheeting stays bonded through monsoons and 45 °C summers. Unlike steel, they leave nothing worth stealing for scrap.',
    src: picture(
      'roads-sign-panels',
      'Green FRP highway direction sign with white lettering on a two-lane road near Satara, with white and orange delineator posts along the curve',
    ),
  },
  {
    id: 2,
    project_name: 'Manhole and cable-trench covers for city roads',
    category: 'Roads & Highway',
    project_description:
      'Our sister company Kalpa Composite presses SMC manhole and cable-trench covers for road works in Nashik. The compound is made with PTA resin, which gives the heat resistance for hot pressing and the stiffness the covers need to pass their load class up to D400. The covers weigh a fraction of cast iron and have no scrap value.',
    src: picture(
      'roads-manhole-covers',
      'Grey SMC manhole covers with a non-slip pattern set into a freshly paved road in Nashik, a road roller parked behind',
    ),
  },
  {
    id: 3,
    project_name: 'Translucent roofing for a logistics warehouse',
    category: 'Construction',
    project_description:
      'A roofing-sheet maker in Bhiwandi supplied translucent FRP sheets for the daylight strips of a large warehouse roof, made on its continuous line with our isophthalic resin. Low colour and a refractive index close to that of the glass let light through, and the isophthalic backbone keeps the sheets from yellowing and losing strength in the sun.',
    src: picture(
      'construction-warehouse-roofing',
      'Interior of a large warehouse in Bhiwandi with steel trusses and rows of translucent FRP roofing strips letting in bright daylight over pallet racks',
    ),
  },
  {
    id: 4,
    project_name: 'GRP facade panels for a school in Colombo',
    category: 'Construction',
    project_description:
      'Lanka Compsite moulded curved GRP facade panels and sunshades for a school building in Colombo. Each panel has an isophthalic-NPG gelcoat face, chosen for gloss retention and resistance to chalking in tropical sun and rain, over an isophthalic laminate. The panels weigh a fraction of precast concrete, so they were fixed without heavy cranes.',
    src: picture(
      'construction-school-facade',
      'Three-storey school building in Colombo with curved white GRP facade panels and sunshades over the windows, children in white uniforms in the courtyard',
    ),
  },
  {
    id: 5,
    project_name: 'Dome and cornice restoration of a heritage building',
    category: 'Renovation',
    project_description:
      'For the restoration of a Victorian building in Fort, Mumbai, moulds were taken from the surviving sections of its decayed cornices and dome finial and cast in GRP with our isophthalic resin and stone-dust filler. An isophthalic-NPG gelcoat tinted to match the weathered sandstone gives the surface, and the replicas weigh a tenth of carved stone, so the old walls carry no extra load.',
    src: picture(
      'renovation-heritage-dome',
      'Restorer on scaffolding fixing a sandstone-coloured GRP cornice section below a small dome of a Victorian Gothic building in Fort, Mumbai',
    ),
  },
  {
    id: 6,
    project_name: 'Relining a cooling-tower basin at a sugar mill',
    category: 'Renovation',
    project_description:
      'A cooperative sugar mill in Kolhapur district had its leaking concrete cooling-tower basin relined during the off-season. After grit blasting, a fabricator laid a 4 mm FRP lining in isophthalic resin with chopped strand mat and a surfacing veil, finished with an isophthalic-NPG topcoat. The basin went back into service for the crushing season without rebuilding the concrete.',
    src: picture(
      'renovation-cooling-tower-basin',
      'Empty concrete cooling-tower basin at a sugar mill, half of its floor and walls already lined with glossy grey FRP, two workers rolling laminate on the rest',
    ),
  },
];

export function projectsIn(category: PortfolioCategory | 'All'): PortfolioGridProject[] {
  return category === 'All'
    ? PORTFOLIO_PROJECTS
    : PORTFOLIO_PROJECTS.filter((project) => project.category === category);
}

export function caseStudyById(id: number): CaseStudy | undefined {
  return CASE_STUDIES.find((study) => study.id === id);
}

/** The address of one case study: the details page with the study's id. */
export function casePath(study: CaseStudy): string {
  return `${study.path}/${study.id}`;
}

/** Labels of the portfolio pages. */
export const PORTFOLIO_TEXT = {
  intro:
    'Boat hulls, quartz slabs, highway signs and heritage domes: finished work made with our resins, told by the jobs behind it.',
  casesHeading: 'Case studies',
  projectsHeading: 'Projects',
  allCategories: 'All',
  filterLabel: 'Show projects in',
  showing: (count: number) => `Showing ${count} ${count === 1 ? 'project' : 'projects'}`,
  readCase: 'Read the case study',
  client: 'Client',
  clientType: 'Client type',
  location: 'Location',
  challenge: 'The challenge',
  supplied: 'Grades supplied',
  process: 'What we did',
  results: 'Results',
  pictures: 'Pictures from the job',
  otherCases: 'Other case studies',
  caseNotFound: 'Case study not found.',
  caseNotFoundText:
    'There is no case study at this address. The link may be mistyped; the portfolio lists every case.',
  backToPortfolio: 'Back to the portfolio',
} as const;
