// The two sister companies: cards on /group-companies and their own pages.
import type { GroupCompany, Picture } from './types';
import { COMPANY } from './company';

const [kalpaComposite, lankaCompsite] = COMPANY.sisterCompanies;

export const GROUP_COMPANIES: GroupCompany[] = [
  {
    id: 1,
    name: kalpaComposite.name,
    logo: {
      src: 'images/group/kalpa-composite-logo.svg',
      alt: `${kalpaComposite.name} logo`,
      width: 240,
      height: 100,
    },
    description:
      'Makes FRP and composite products in Maharashtra: tanks, gratings, manhole covers, roofing sheets and custom mouldings built with the group’s resins.',
    path: kalpaComposite.path,
    website: kalpaComposite.website,
  },
  {
    id: 2,
    name: lankaCompsite.name,
    logo: {
      src: 'images/group/lanka-compsite-logo.svg',
      alt: `${lankaCompsite.name} logo`,
      width: 240,
      height: 100,
    },
    description:
      'Produces composite products and distributes Kalpa resins and gelcoats across Sri Lanka from the Biyagama export processing zone.',
    path: lankaCompsite.path,
    website: lankaCompsite.website,
  },
];

export interface CompositeProductLine {
  name: string;
  text: string;
}

export interface KalpaCompositePage {
  title: string;
  paragraphs: string[];
  /** The product lines the E-catalog PDF lists. */
  productLines: CompositeProductLine[];
}

export const KALPA_COMPOSITE_PAGE: KalpaCompositePage = {
  title: kalpaComposite.name,
  paragraphs: [
    'Kalpa Composite is the FRP products company of the Kalpa group. It turns the group’s polyester, isophthalic and gelcoat resins into finished composite parts for water, power, infrastructure and industry.',
    'Because resin and part are made within one group, every product is laminated with a resin chosen and tested for it, and traceable to its batch. The factory uses hand lay-up, spray-up, compression moulding of SMC and pultrusion.',
    'Download the E-catalog for the full product range, sizes and load classes.',
  ],
  productLines: [
    {
      name: 'FRP Manhole Covers and Frames',
      text: 'SMC and hand lay-up covers in load classes A15 to D400, lockable, with no scrap value.',
    },
    {
      name: 'FRP Water and Chemical Tanks',
      text: 'Vertical and horizontal tanks from 500 to 50,000 litres with isophthalic or vinyl ester liners.',
    },
    {
      name: 'Pultruded Gratings and Profiles',
      text: 'Gratings, cable trays, ladder rails, I-beams and channels that do not rust or conduct.',
    },
    {
      name: 'FRP Roofing and Skylight Sheets',
      text: 'Translucent and opaque corrugated sheets matched to common metal roofing profiles.',
    },
    {
      name: 'Custom Mouldings',
      text: 'Kiosks, canopies, vehicle parts, cooling-tower components and moulds made to drawing.',
    },
  ],
};

export interface CaptionedPicture {
  image: Picture;
  caption: string;
}

export interface LankaCompsitePage {
  title: string;
  intro: string;
  images: CaptionedPicture[];
}

export const LANKA_COMPSITE_PAGE: LankaCompsitePage = {
  title: lankaCompsite.name,
  intro:
    'Lanka Compsite makes composite products and supplies Kalpa resins to fabricators across Sri Lanka.',
  images: [
    {
      image: {
        src: 'images/group/lanka-compsite-plant.webp',
        alt: 'Lanka Compsite factory building in the Biyagama export processing zone',
        width: 800,
        height: 600,
      },
      caption: 'Our factory in the Biyagama export processing zone, near Colombo.',
    },
    {
      image: {
        src: 'images/group/lanka-compsite-boats.webp',
        alt: 'FRP fishing boats built with Kalpa isophthalic-NPG resin',
        width: 800,
        height: 600,
      },
      caption: 'FRP fishing boats laminated with isophthalic-NPG resin and gelcoat.',
    },
  ],
};
