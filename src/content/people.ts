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

function fileName(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

export const TEAM: TeamMember[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  position: 'Senior Engineer',
  src: {
    src: `images/team/${fileName(name)}.webp`,
    alt: `Portrait of ${name}`,
    width: 400,
    height: 400,
  },
}));
