// The two alternate About pages. They tell the same facts as the About page from another angle:
// /about-1 through the company's story and its two plants, /about-2 through quality and R&D.
import type { Picture } from './types';
import { COMPANY } from './company';
import { EXPERIENCE_YEARS } from './constants';
import { CERTIFICATES } from './media';

function picture(name: string, alt: string, width = 800, height = 600): Picture {
  return { src: `images/about-alt/${name}.webp`, alt, width, height };
}

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

export interface PlantStory {
  name: string;
  address: string[];
  text: string;
  facts: string[];
  image: Picture;
}

const { maharashtra, sriLanka } = COMPANY.addresses;

export const ABOUT_1 = {
  eyebrow: 'Our Story',
  heading: `${EXPERIENCE_YEARS}+ years of polyester resin, from one reactor to two countries`,
  intro: [
    `${COMPANY.name} was founded in ${COMPANY.foundedYear} with a single reactor in the Satara MIDC industrial area, making general purpose resin for the FRP workshops of western Maharashtra. The customers were small shops laminating water tanks, roofing sheets and auto parts, and they needed a resin that behaved the same every week.`,
    'That is still the job. The range has grown to isophthalic, isophthalic-NPG, PTA and recycled PET resins, three gelcoats and a resin for optical fibre rods, and the customers now include boatyards, quartz slab plants and cable makers in India and Sri Lanka.',
  ],
  image: picture(
    'about-1-first-reactor',
    'Archive-style photograph of the first small reactor at the Satara plant, a young engineer in overalls standing beside it with a clipboard',
    1200,
    675,
  ),
  milestones: [
    {
      year: COMPANY.foundedYear,
      title: 'The first reactor',
      text: 'Production starts in Satara with general purpose orthophthalic resin for hand lay-up shops.',
    },
    {
      year: 2001,
      title: 'Isophthalic resins and the first gelcoats',
      text: 'Isophthalic resin and orthophthalic and isophthalic gelcoats are added for tank, pipe and boat builders.',
    },
    {
      year: 2010,
      title: 'Isophthalic-NPG gelcoat',
      text: 'Our R&D laboratory develops an isophthalic-NPG gelcoat for marine hulls and sanitary ware.',
    },
    {
      year: 2012,
      title: 'The Sri Lanka plant',
      text: 'A plant opens in the Biyagama export processing zone to serve Sri Lankan fabricators directly.',
    },
    {
      year: 2016,
      title: 'Optical fibre rod resin',
      text: 'A fast-curing pultrusion resin for the strength members of optical fibre cables goes into production.',
    },
    {
      year: 2019,
      title: 'Recycled PET resin',
      text: 'The first grade made from glycolysed bottle flake, with about a quarter recycled raw material.',
    },
    {
      year: 2026,
      title: 'A second reactor line in Sri Lanka',
      text: 'Biyagama doubles its output, the R-PET grade reaches 40 % post-consumer content, and our ISO 9001:2015 certificate is renewed.',
    },
  ] satisfies Milestone[],
  plantsHeading: 'Our two plants',
  plants: [
    {
      name: 'Satara, Maharashtra',
      address: maharashtra.lines,
      text: 'Head office, the main reactors and the R&D and QC laboratories. Every grade in the catalogue is made here, and the export desk ships containers from the nearby port of Nhava Sheva.',
      facts: [
        'All unsaturated polyester, gelcoat and optical fibre rod grades',
        'R&D laboratory with a 20-litre pilot reactor',
        'Dispatch by drum, IBC and bulk road tanker',
      ],
      image: picture(
        'about-1-satara-plant',
        'Aerial view of the Satara plant in the MIDC area: reactor building, tank farm, laboratory block and a dispatch yard with drums, hills in the background',
      ),
    },
    {
      name: 'Biyagama, Sri Lanka',
      address: sriLanka.lines,
      text: 'Two reactor lines making general purpose and isophthalic resins, a laboratory that tests every batch, and stock of every other grade for Sri Lankan and Maldivian customers.',
      facts: [
        'Delivery across Sri Lanka within two days',
        'Technical service and operator training in Sinhala and English',
        'Home of our sister company Lanka Compsite',
      ],
      image: picture(
        'about-1-biyagama-plant',
        'The Biyagama plant behind palm trees: a white factory building with two reactor towers and a small laboratory wing',
      ),
    },
  ] satisfies PlantStory[],
  groupHeading: 'The group',
  groupText: `Two sister companies turn our resins into finished products: ${COMPANY.sisterCompanies[0].name} in Maharashtra makes tanks, manhole covers, gratings and roofing sheets, and ${COMPANY.sisterCompanies[1].name} in Sri Lanka makes composite products and distributes our resins across the island. Working beside our own fabricators keeps our chemists close to the problems our customers meet.`,
} as const;

export interface QualityStep {
  title: string;
  text: string;
}

export const ABOUT_2 = {
  eyebrow: 'Quality & R&D',
  heading: 'The same resin, batch after batch',
  intro: [
    'A fabricator plans shifts around a gel time and designs parts around a heat deflection temperature. Our quality system exists so that those figures hold for every drum, and our R&D laboratory exists so that they fit the customer’s process in the first place.',
    'Our quality management system is certified to ISO 9001:2015, and our general purpose resin carries a BIS test report to IS 6746.',
  ],
  image: picture(
    'about-2-qc-lab',
    'Satara QC laboratory: two analysts in lab coats at a long bench with viscometers, a gel-time water bath and rows of labelled resin sample bottles',
    1200,
    675,
  ),
  batchHeading: 'How a batch is released',
  batchSteps: [
    {
      title: 'Raw materials',
      text: 'Styrene, glycols and acids are bought from approved suppliers and tested on arrival before they reach a reactor.',
    },
    {
      title: 'In the reactor',
      text: 'Acid value and viscosity are checked during the cook, and the batch is stopped at its target, not at a fixed time.',
    },
    {
      title: 'Before release',
      text: 'The finished batch is tested for viscosity, acid value, gel time, peak exotherm, solids and colour, and a cured casting for Barcol hardness.',
    },
    {
      title: 'With the goods',
      text: 'Every drum and IBC carries its batch number and use-by date; the certificate of analysis travels with it.',
    },
    {
      title: 'After dispatch',
      text: 'A retained sample of the batch is kept for twelve months, so any complaint is tested on the material the customer received.',
    },
  ] satisfies QualityStep[],
  rdHeading: 'What our R&D laboratory works on',
  rdText:
    'The laboratory adapts grades to customers’ processes and develops new ones. Its chemists test every new resin the way a customer will use it: laminated, cast, pultruded or sprayed.',
  rdProjects: [
    'Higher recycled PET content without loss of gel time or hardness',
    'Low-styrene-emission gelcoats and resins for enclosed workshops',
    'Faster-curing systems for optical fibre rod and profile pultrusion',
    'Low-colour binders for white engineered quartz',
  ],
  rdImage: picture(
    'about-2-rd-pilot-reactor',
    'Chemist adjusting the stirrer of a 20-litre glass pilot reactor filled with amber resin in the R&D laboratory',
  ),
  certificatesHeading: 'Certificates',
  /** Names of the certificates shown on the Certificates page. */
  certificates: CERTIFICATES.map((certificate) => certificate.name),
} as const;
