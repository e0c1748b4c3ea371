// The team list on the About page.
import type { TeamMember } from './types';

const NAMES = [
  'Anil Deshmukh',
  'Priya Joshi',
  'Suresh Patil',
  'Kavindi Fernando',
  'Rohan Jadhav',
  'Tharindu Silva',
];

/** A member's name in file names and addresses: 'Anil Deshmukh' -> 'anil-deshmukh'. */
export function memberSlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** The details page of a team member. */
export function teamDetailsPath(name: string): string {
  return `/team-details/${memberSlug(name)}`;
}

/** The team member of that name, for a byline that may or may not name one. */
export function memberNamed(name: string): TeamMember | undefined {
  return TEAM.find((member) => member.name === name);
}

export const TEAM: TeamMember[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  position: 'Senior Engineer',
  src: {
    src: `images/team/${memberSlug(name)}.webp`,
    alt: `Portrait of ${name}`,
    width: 400,
    height: 400,
  },
}));
