// The six engineers of the About page's team list, with what their details page shows. Names,
// position ('Senior Engineer') and portraits come from people.ts, so both lists stay the same.
//
// The three team layouts (/team-1, /team-2, /team-3) each show all six members: a buyer looking
// for the Sri Lanka engineer or the QC laboratory must find them whichever layout they land on.
import type { TeamProfile } from './types';
import { COMPANY } from './company';
import { TEAM, memberSlug } from './people';

interface ProfileCopy {
  specialty: string;
  location: string;
  joinedYear: number;
  bio: string;
  expertise: string[];
  languages: string[];
}

const SATARA = 'Satara, Maharashtra, India';
const BIYAGAMA = 'Biyagama, Sri Lanka';

const PROFILES: Record<string, ProfileCopy> = {
  'Anil Deshmukh': {
    specialty: 'Process engineering and plant audits',
    location: SATARA,
    joinedYear: 1996,
    bio: 'Anil joined the Satara plant as a shift engineer on the first reactor and ran production for fifteen years before moving to customer work. He now leads our plant and process audits and looks after customers who cast resin: engineered quartz, solid surface, buttons and polymer concrete. Fabricators call him when a thick casting cracks or a line makes more scrap than it should. He measures before he advises, and his reports are known for their tables of temperatures and hardness readings rather than adjectives.',
    expertise: [
      'Plant and process audits',
      'Casting and exotherm control',
      'Engineered quartz and solid surface binders',
      'Reactor operation and scale-up',
    ],
    languages: ['Marathi', 'Hindi', 'English'],
  },
  'Priya Joshi': {
    specialty: 'Gelcoat formulation and colour matching',
    location: SATARA,
    joinedYear: 2008,
    bio: 'Priya is a polymer chemist and heads gelcoat development in our R&D laboratory. She formulated our isophthalic-NPG gelcoat and its low-styrene-emission version, and she matches custom shades for boatbuilders, sanitary-ware makers and cladding fabricators. When a customer sends a photograph of porosity, alligatoring or print-through, it usually lands on her desk, and she often asks for the film thickness and mould temperature before anything else. She also trains fabricators in gelcoat spraying at our application laboratory, where every participant sprays, measures and cures a panel of their own.',
    expertise: [
      'Gelcoat formulation and thixotropy',
      'Colour matching to RAL and customer samples',
      'Gelcoat defect diagnosis',
      'Spray application training',
    ],
    languages: ['Marathi', 'Hindi', 'English'],
  },
  'Suresh Patil': {
    specialty: 'Pultrusion and optical fibre rod resin support',
    location: SATARA,
    joinedYear: 2004,
    bio: 'Suresh supports our pultrusion and SMC customers in Maharashtra and Gujarat, from profile and grating makers to the lines that pultrude strength members for optical fibre cables. He balances initiator packages and die temperatures with the customer’s crew, and he worked with our laboratory on the optical fibre rod resin from its first trial lot. Before joining us he ran a pultrusion line himself, which is why he tends to arrive with a Barcol tester and a thermocouple reader rather than a brochure.',
    expertise: [
      'Pultrusion bath formulation and die temperature profiles',
      'Optical fibre rod resin',
      'SMC and DMC compounding',
      'Line speed and cure troubleshooting',
    ],
    languages: ['Marathi', 'Hindi', 'Gujarati', 'English'],
  },
  'Kavindi Fernando': {
    specialty: 'Sri Lanka technical service',
    location: BIYAGAMA,
    joinedYear: 2014,
    bio: 'Kavindi leads technical service in Sri Lanka, visiting boatyards, tank makers and roofing-sheet lines from Negombo to Galle and Trincomalee. Most of her customers build fishing boats, and she has helped many of them move their gelcoat and skin coats to isophthalic-NPG and their larger hulls to vacuum infusion. She runs our operator training courses in Sinhala and English, and she is the first call for any Sri Lankan fabricator whose gel times change with the heat and humidity of the monsoon months.',
    expertise: [
      'Marine laminates and osmosis prevention',
      'Vacuum infusion set-up',
      'Catalyst dosing in tropical conditions',
      'Operator training',
    ],
    languages: ['Sinhala', 'English', 'Tamil'],
  },
  'Rohan Jadhav': {
    specialty: 'QC laboratory and certificates of analysis',
    location: SATARA,
    joinedYear: 2011,
    bio: 'Rohan manages the quality control laboratory at Satara, which tests every batch before release and signs its certificate of analysis. He keeps the viscometers, water baths and hardness testers calibrated, trains the analysts, and keeps the retained samples that let us test a complaint on the very batch a customer received. He led the laboratory through our latest ISO 9001:2015 audit. Customers who want to understand a certificate, or who send in a failed part for testing, speak to him directly and hear the results from him.',
    expertise: [
      'Resin testing: viscosity, acid value, gel time, exotherm',
      'Cured resin testing: Barcol hardness, HDT, tensile',
      'Complaint investigation',
      'ISO 9001 quality management',
    ],
    languages: ['Marathi', 'Hindi', 'English'],
  },
  'Tharindu Silva': {
    specialty: 'Sri Lanka plant production and export logistics',
    location: BIYAGAMA,
    joinedYear: 2012,
    bio: 'Tharindu runs production at the Biyagama plant and commissioned its second reactor line, which now makes our general purpose and isophthalic resins in Sri Lanka. He also heads the export desk that ships containers between India, Sri Lanka and the Maldives, so he knows both what it takes to make a batch and what it takes to clear it through Colombo port. Customers ask him about lead times, dangerous goods documents and the packaging that keeps resin fresh in a hot container.',
    expertise: [
      'Reactor production and commissioning',
      'Export documents and dangerous goods shipping',
      'Drum, IBC and bulk packaging',
      'Stock planning between the two plants',
    ],
    languages: ['Sinhala', 'English'],
  },
};

const DOMAIN = COMPANY.emails.info.display.split('@')[1] ?? '';

function emailOf(name: string): TeamProfile['email'] {
  const address = `${name.toLowerCase().replace(/\s+/g, '.')}@${DOMAIN}`;
  return { display: address, href: `mailto:${address}` };
}

export const TEAM_PROFILES: TeamProfile[] = TEAM.map((member) => {
  const copy = PROFILES[member.name];
  if (!copy) throw new Error(`No profile for team member ${member.name}`);
  return { ...member, ...copy, slug: memberSlug(member.name), email: emailOf(member.name) };
});

export function profileBySlug(slug: string): TeamProfile | undefined {
  return TEAM_PROFILES.find((profile) => profile.slug === slug);
}

/** Whole years since the member joined, as of the given day. */
export function yearsWithCompany(profile: TeamProfile, today: Date): number {
  return Math.max(0, today.getFullYear() - profile.joinedYear);
}

/** Labels of the team pages. */
export const TEAM_TEXT = {
  intro:
    'Chemists and engineers who formulate, make and test our resins, and who visit your line when a job needs more than a data sheet.',
  specialty: 'Specialty',
  location: 'Based in',
  withUs: 'With the company',
  years: (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`,
  since: (year: number) => `since ${year}`,
  email: 'E-mail',
  about: 'About',
  expertise: 'Expertise',
  languages: 'Languages',
  postsBy: (name: string) => `Posts by ${name}`,
  noPosts: 'No posts yet.',
  viewProfile: (name: string) => `View the profile of ${name}`,
  moreTeam: 'The rest of the team',
  memberNotFound: 'Team member not found.',
  memberNotFoundText:
    'There is no team member at this address. The link may be mistyped; the team page lists everyone.',
  backToTeam: 'Back to the team',
} as const;
