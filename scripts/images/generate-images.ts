// Generates every placeholder picture the content data refers to, deterministically, into
// public/images. Run: npx tsx scripts/images/generate-images.ts
// The pictures are found by walking the content modules, so a new Picture in src/content
// without artwork here fails the run instead of shipping a broken image.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Picture } from '../../src/content/types';
import { COMPANY } from '../../src/content/company';
import { APPLICATIONS } from '../../src/content/applications';
import { PRODUCTS } from '../../src/content/products';
import * as home from '../../src/content/home';
import * as media from '../../src/content/media';
import * as people from '../../src/content/people';
import * as groupCompanies from '../../src/content/group-companies';
import * as news from '../../src/content/news';
import type { PersonStyle } from './objects';
import { PALETTE as P } from './svg';
import {
  fillingScene,
  labScene,
  plantScene,
  reactorHallScene,
  tankFarmScene,
  teamAtPlantScene,
  tropicalPlantScene,
  yardScene,
} from './scenes-plant';
import {
  APPLICATION_SCENES,
  frpProductsScene,
  homeCardGelcoat,
  homeCardOptical,
  homeCardUnsaturated,
  lankaBoatsScene,
  productThumbnail,
} from './scenes-products';
import {
  certificateImage,
  clientLogo,
  groupLogo,
  logo,
  portrait,
  type CertificateArt,
} from './scenes-identity';
import {
  boatHullsScene,
  customFormulationCard,
  exportLogisticsCard,
  isoRenewedNews,
  opticalCableScene,
  packagingCard,
  processingTrainingCard,
  qualityCertificateCard,
  quartzSurfaceScene,
  recycledPetNews,
  sriLankaReactorNews,
  technicalServiceCard,
  waterTanksScene,
} from './scenes-services';

type Renderer = (picture: Picture) => string;

function isPicture(value: unknown): value is Picture {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.src === 'string' &&
    typeof candidate.alt === 'string' &&
    typeof candidate.width === 'number' &&
    typeof candidate.height === 'number'
  );
}

/** Every Picture reachable from the given values, de-duplicated by src. */
export function collectPictures(...values: unknown[]): Picture[] {
  const found = new Map<string, Picture>();
  const visit = (value: unknown): void => {
    if (isPicture(value)) {
      if (!found.has(value.src)) found.set(value.src, value);
      return;
    }
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return [...found.values()];
}

export function contentPictures(): Picture[] {
  return collectPictures(
    COMPANY,
    APPLICATIONS,
    PRODUCTS,
    home,
    media,
    people,
    groupCompanies,
    news,
  );
}

const PRODUCT_ART: Record<string, [grade: string, container: 'drum' | 'pail', sample: string]> = {
  'general-purpose-orthophthalic': ['GP ORTHO', 'drum', '#e9b44c'],
  isophthalic: ['ISO', 'drum', '#f2cf7a'],
  'isophthalic-npg': ['ISO-NPG', 'drum', '#f7e2a6'],
  'pta-based': ['PTA', 'drum', '#dca74a'],
  'recycled-pet': ['R-PET', 'drum', '#b8741a'],
  'orthophthalic-gelcoat': ['ORTHO GC', 'pail', '#f8fafc'],
  'isophthalic-gelcoat': ['ISO GC', 'pail', '#dbeafe'],
  'isophthalic-npg-gelcoat': ['NPG GC', 'pail', '#0b5d3b'],
  'optical-fiber-rod': ['OFR', 'drum', '#f5d58c'],
};

const PORTRAITS: Record<string, [PersonStyle, string]> = {
  'anil-deshmukh': [
    { skin: '#b97a56', hair: '#1f140e', shirt: P.green, hairStyle: 'short', glasses: true },
    '#dcefe4',
  ],
  'priya-joshi': [
    { skin: '#c68a62', hair: '#2b1b12', shirt: P.amberDark, hairStyle: 'long' },
    '#fde3a7',
  ],
  'suresh-patil': [
    { skin: '#8d5a3b', hair: '#3b2a20', shirt: P.slate700, hairStyle: 'short' },
    '#e2e8f0',
  ],
  'kavindi-fernando': [
    { skin: '#9c6644', hair: '#1a120c', shirt: P.greenMid, hairStyle: 'bun', glasses: true },
    '#dcefe4',
  ],
  'rohan-jadhav': [
    { skin: '#c08159', hair: '#1f140e', shirt: '#2b6cb0', hairStyle: 'short' },
    '#e2e8f0',
  ],
  'tharindu-silva': [
    { skin: '#7f4f32', hair: '#120c08', shirt: P.green, hairStyle: 'short', glasses: true },
    '#fde3a7',
  ],
  'rajesh-kulkarni': [
    { skin: '#b97a56', hair: '#4a4a4a', shirt: P.slate700, hairStyle: 'short', glasses: true },
    '#dcefe4',
  ],
  'nuwan-perera': [
    { skin: '#7f4f32', hair: '#120c08', shirt: '#2b6cb0', hairStyle: 'short' },
    '#e2e8f0',
  ],
  'farah-shaikh': [
    { skin: '#c68a62', hair: '#1a120c', shirt: P.green, hairStyle: 'long' },
    '#fde3a7',
  ],
};

const CERTIFICATE_ART: Record<string, CertificateArt> = {
  'iso-9001-2015': {
    issuer: 'QUALITY REGISTRAR OF INDIA',
    heading: 'ISO 9001:2015',
    subheading: 'Certificate of Registration',
    lines: [
      'operates a Quality Management System',
      'that complies with ISO 9001:2015 for the',
      'manufacture and supply of unsaturated',
      'polyester, gelcoat and optical fibre rod resins',
    ],
    number: 'Certificate No. QRI/QMS/2023/0457',
    sealText: 'ISO',
    accent: P.green,
  },
  'bis-test-report': {
    issuer: 'NATIONAL POLYMER TESTING LABORATORY',
    heading: 'Test Report',
    subheading: 'IS 6746: Unsaturated Polyester Resin',
    lines: [
      'submitted samples of General Purpose and',
      'Isophthalic resin which were tested for',
      'viscosity, acid value, gel time, volatile',
      'matter and cured properties: CONFORMS',
    ],
    number: 'Report No. NPTL/UPR/24/1182',
    sealText: 'PASS',
    accent: '#1e4e8c',
  },
  'chemexcil-membership': {
    issuer: 'CHEMICALS EXPORT PROMOTION COUNCIL',
    heading: 'Membership',
    subheading: 'Registration-cum-Membership Certificate',
    lines: [
      'is registered as a Manufacturer Exporter',
      'of synthetic resins and allied products',
      'and is a member of the Council for the',
      'period April 2024 to March 2029',
    ],
    number: 'RCMC No. CX/MUM/2024/3391',
    sealText: 'RCMC',
    accent: '#7b341e',
  },
};

function baseName(src: string): string {
  return src.replace(/^.*\//, '').replace(/\.svg$/, '');
}

/** Artwork for every path the content uses; keyed by the Picture's src. */
function renderers(): Map<string, Renderer> {
  const map = new Map<string, Renderer>();
  const add = (src: string, renderer: Renderer) => map.set(src, renderer);

  add(COMPANY.logo.src, (p) => logo(p.alt, false));
  add(COMPANY.logoOnDark.src, (p) => logo(p.alt, true));
  add('images/hero/resin-plant.svg', (p) => plantScene(p.width, p.height, p.alt, 7));
  add('images/hero/drums-and-ibcs.svg', (p) => yardScene(p.width, p.height, p.alt));
  add('images/hero/quality-lab.svg', (p) => labScene(p.width, p.height, p.alt));
  add('images/home/unsaturated-polyester-resin.svg', (p) => homeCardUnsaturated(p.alt));
  add('images/home/gelcoat-resin.svg', (p) => homeCardGelcoat(p.alt));
  add('images/home/optical-fiber-rod-resin.svg', (p) => homeCardOptical(p.alt));
  add('images/home/about-reactor-hall.svg', (p) => reactorHallScene(p.width, p.height, p.alt));
  add('images/home/video-poster.svg', (p) => plantScene(p.width, p.height, p.alt, 19));
  const serviceArt: Record<string, Renderer> = {
    'custom-formulation': (p) => customFormulationCard(p.alt),
    'technical-service': (p) => technicalServiceCard(p.alt),
    'quality-certificate': (p) => qualityCertificateCard(p.alt),
    packaging: (p) => packagingCard(p.alt),
    'export-logistics': (p) => exportLogisticsCard(p.alt),
    'processing-training': (p) => processingTrainingCard(p.alt),
    'water-tanks-and-pipes': (p) => waterTanksScene(p.alt),
    'boat-hulls': (p) => boatHullsScene(p.alt),
    'quartz-and-solid-surface': (p) => quartzSurfaceScene(p.alt),
    'optical-fibre-cable': (p) => opticalCableScene(p.alt),
    'sri-lanka-reactor-line': (p) => sriLankaReactorNews(p.alt),
    'recycled-pet-resin': (p) => recycledPetNews(p.alt),
    'iso-certificate-renewed': (p) => isoRenewedNews(p.alt),
  };
  for (const picture of [
    ...home.HOME_SERVICES.map((service) => service.src),
    ...home.HOME_PORTFOLIO.map((project) => project.src),
    ...news.NEWS_POSTS.map((post) => post.thumbnail),
  ]) {
    const art = serviceArt[baseName(picture.src)];
    if (art) add(picture.src, art);
  }

  for (const product of PRODUCTS) {
    const art = PRODUCT_ART[product.id];
    if (art) add(product.thumbnail.src, (p) => productThumbnail(p.alt, ...art));
  }
  for (const application of APPLICATIONS) {
    const scene = APPLICATION_SCENES[application.slug];
    if (scene) add(application.src.src, (p) => scene(p.alt));
  }

  add('images/gallery/reactor-hall.svg', (p) => reactorHallScene(p.width, p.height, p.alt, false));
  add('images/gallery/tank-farm.svg', (p) => tankFarmScene(p.width, p.height, p.alt));
  add('images/gallery/drum-filling.svg', (p) => fillingScene(p.width, p.height, p.alt));
  add('images/gallery/qc-lab.svg', (p) => labScene(p.width, p.height, p.alt));
  add('images/gallery/dispatch-yard.svg', (p) => yardScene(p.width, p.height, p.alt));
  add('images/gallery/frp-products.svg', (p) => frpProductsScene(p.width, p.height, p.alt));
  add('images/gallery/plant-exterior.svg', (p) => plantScene(p.width, p.height, p.alt, 3));
  add('images/gallery/rd-bench.svg', (p) => labScene(p.width, p.height, p.alt, true));
  add('images/gallery/sri-lanka-plant.svg', (p) =>
    tropicalPlantScene(p.width, p.height, p.alt, 'KALPA RESINS LANKA'),
  );
  add('images/gallery/team-at-plant.svg', (p) => teamAtPlantScene(p.width, p.height, p.alt));

  for (const certificate of media.CERTIFICATES) {
    const art = CERTIFICATE_ART[baseName(certificate.image.src)];
    if (art) add(certificate.image.src, (p) => certificateImage(p.alt, COMPANY.name, art));
  }
  for (const picture of [
    ...people.TEAM.map((member) => member.src),
    ...home.TESTIMONIALS.map((testimonial) => testimonial.src),
  ]) {
    const art = PORTRAITS[baseName(picture.src)];
    if (art) add(picture.src, (p) => portrait(p.alt, art[0], art[1], p.width));
  }
  home.CLIENT_LOGOS.forEach((client, index) =>
    add(client.logo.src, (p) => clientLogo(p.alt, client.name, index)),
  );

  const [kalpa, lanka] = groupCompanies.GROUP_COMPANIES;
  if (kalpa) add(kalpa.logo.src, (p) => groupLogo(p.alt, kalpa.name, P.green, 'FRP PRODUCTS'));
  if (lanka) add(lanka.logo.src, (p) => groupLogo(p.alt, lanka.name, '#1e4e8c', 'SRI LANKA'));
  add('images/group/lanka-compsite-plant.svg', (p) =>
    tropicalPlantScene(p.width, p.height, p.alt, 'LANKA COMPSITE'),
  );
  add('images/group/lanka-compsite-boats.svg', (p) => lankaBoatsScene(p.width, p.height, p.alt));
  return map;
}

/** The file contents of every picture, keyed by its path under public/. */
export function renderImages(): Map<string, string> {
  const available = renderers();
  const files = new Map<string, string>();
  const missing: string[] = [];
  for (const picture of contentPictures()) {
    const render = available.get(picture.src);
    if (render) files.set(picture.src, render(picture));
    else missing.push(picture.src);
  }
  if (missing.length > 0) {
    throw new Error(`No artwork for: ${missing.join(', ')}`);
  }
  return files;
}

export const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

function main(): void {
  const files = renderImages();
  for (const [src, svg] of files) {
    const target = join(PUBLIC_DIR, src);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
  console.log(`Wrote ${files.size} images to ${join(PUBLIC_DIR, 'images')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main();
}
