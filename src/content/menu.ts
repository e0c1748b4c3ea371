// The site's navigation, entry for entry. Labels and anchors keep the published
// spellings ('Research & Develpoment', 'moudling', 'Vaccum Infusion') because published links
// and bookmarks use them.
import type { MenuItem, SubmenuItem } from './types';
import { COMPANY } from './company';

function anchor(id: number, hash: string, name: string, page: string): SubmenuItem {
  return { id, name, path: `${page}#${hash}`, subdropdownMenu: false };
}

const APPLICATION_ANCHORS: ReadonlyArray<readonly [string, string]> = [
  ['manhole', 'manhole'],
  ['moudling', 'Moulding'],
  ['roofingsheet', 'Roofing Sheet'],
  ['pultrusion', 'Pultrusion'],
  ['naturalmarbleprocessing', 'Natural Marble Processing'],
  ['engineeredquartzring', 'Engineered Quartz Slabs'],
  ['button', 'Button'],
  ['smc', 'Sheet Moulding Compound (SMC/DMC)'],
  ['vaccuminfusion', 'Vaccum Infusion'],
  ['solidsurface', 'Solid Surface'],
  ['miningcapsule', 'Mining Capsule'],
  ['abrasive', 'Abrasive'],
  ['marine', 'Marine'],
  ['furniturelamination', 'Furniture Lamination'],
  ['carputty', 'Car Putty'],
];

const [kalpaComposite, lankaCompsite] = COMPANY.sisterCompanies;

// Submenu ids are the parent id times 100 plus the position, so they never collide.

export const MENU: MenuItem[] = [
  { id: 1, name: 'Home', path: '/', dropdownMenu: [] },
  {
    id: 2,
    name: 'About Us',
    path: '/about-us',
    dropdownMenu: [
      anchor(201, 'about-us', 'About Us', '/about-us'),
      anchor(202, 'research-and-develpoment', 'Research & Develpoment', '/about-us'),
      anchor(203, 'certificates', 'Certificates', '/about-us'),
      anchor(204, 'gallery', 'Glimpses', '/about-us'),
    ],
  },
  { id: 3, name: 'Products', path: '/products', dropdownMenu: [] },
  {
    id: 4,
    name: 'Applications',
    path: '/applications',
    dropdownMenu: APPLICATION_ANCHORS.map(([hash, name], index) =>
      anchor(401 + index, hash, name, '/applications'),
    ),
  },
  {
    id: 5,
    name: 'Contact Us',
    path: null,
    dropdownMenu: [
      { id: 501, name: 'Inquiry', path: '/inquiry', subdropdownMenu: false },
      { id: 502, name: 'Career', path: '/career', subdropdownMenu: false },
      { id: 503, name: 'Location', path: '/location', subdropdownMenu: false },
    ],
  },
  {
    id: 6,
    name: 'Group Companies',
    path: null,
    dropdownMenu: [
      {
        id: 601,
        name: kalpaComposite.name,
        path: kalpaComposite.website,
        subdropdownMenu: false,
        target: true,
      },
      {
        id: 602,
        name: lankaCompsite.name,
        path: lankaCompsite.website,
        subdropdownMenu: false,
        target: true,
      },
      {
        id: 603,
        name: 'Kalpa Composite Overview',
        path: kalpaComposite.path,
        subdropdownMenu: false,
      },
    ],
  },
];

/** The catalogue PDF the header offers after the menu (with a download icon on mobile). */
export const CATALOGUE_MENU_ENTRY: SubmenuItem = {
  id: 7,
  name: 'Product Catalogue',
  path: COMPANY.downloads.catalogue.href,
  subdropdownMenu: false,
  download: true,
};
