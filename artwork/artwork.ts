// Which drawing each picture gets, keyed by the picture's path without its extension
// ('images/gallery/reactor-hall'). Photographic scenes are raster worlds, framed to the
// picture's size and served as WebP; logos, client marks and certificates are vector
// drawings served as SVG.
//
// To give a new Picture its artwork: add its content module to PICTURE_MODULES in
// src/content/content-pictures.ts, then register its path here with `scene(path, world, framing)` (reuse a
// world from the scenes-*.ts files or compose a new one from the objects-*.ts parts) or with
// `vector(path, draw)`.
import type { Picture } from '../src/content/types';
import { COMPANY } from '../src/content/company';
import { APPLICATIONS } from '../src/content/applications';
import { PRODUCTS } from '../src/content/products';
import * as home from '../src/content/home';
import * as media from '../src/content/media';
import * as people from '../src/content/people';
import * as groupCompanies from '../src/content/group-companies';
import { areaArtwork } from './artwork-areas';
import { blogArtwork } from './artwork-blog';
import { certificateDocument } from './certificates';
import { CERTIFICATE_SPECS } from './certificate-specs';
import { PORTRAIT_SPECS } from './portrait-specs';
import { portrait } from './portraits';
import type { Framing, World } from './scene-kit';
import { APPLICATION_WORLDS } from './scenes-applications';
import {
  opticalCard,
  pouringCard,
  productShot,
  sprayCard,
  type ProductArt,
} from './scenes-catalogue';
import { resinPlant, tankFarm, tropicalPlant } from './scenes-exterior';
import { fillingLine, reactorHall } from './scenes-hall';
import { clientLogo, groupLogo, logo } from './scenes-identity';
import { laboratory } from './scenes-lab';
import {
  boatBeach,
  boatyard,
  dispatchReady,
  frpDisplay,
  petBales,
  portExport,
  slabShowroom,
  tankYard,
  technicalService,
  trainingSession,
} from './scenes-showcase';
import { dispatchYard } from './scenes-yard';
import { PALETTE as P } from './svg';

export interface RasterArtwork {
  kind: 'raster';
  world: () => World;
  framing?: Framing;
  /** Corner darkening, 0 to 1. */
  vignette?: number;
}

export interface VectorArtwork {
  kind: 'vector';
  draw: (picture: Picture) => string;
}

export type Artwork = RasterArtwork | VectorArtwork;

/** The picture's path without its extension: the key artwork is registered under. */
export function artworkKey(src: string): string {
  return src.replace(/\.(svg|webp)$/, '');
}

const PRODUCT_ART: Record<string, ProductArt> = {
  'general-purpose-orthophthalic': { grade: 'GP ORTHO', container: 'drum', sample: '#e9b44c' },
  isophthalic: { grade: 'ISO', container: 'drum', sample: '#f2cf7a' },
  'isophthalic-npg': { grade: 'ISO-NPG', container: 'drum', sample: '#f7e2a6' },
  'pta-based': { grade: 'PTA', container: 'drum', sample: '#dca74a' },
  'recycled-pet': { grade: 'R-PET', container: 'drum', sample: '#b8741a' },
  'orthophthalic-gelcoat': { grade: 'ORTHO GC', container: 'pail', sample: '#f4f3ee' },
  'isophthalic-gelcoat': { grade: 'ISO GC', container: 'pail', sample: '#cfe0f2' },
  'isophthalic-npg-gelcoat': { grade: 'NPG GC', container: 'pail', sample: '#1f7a52' },
  'optical-fiber-rod': { grade: 'OFR', container: 'drum', sample: '#f5d58c' },
};

/** The last segment of a path, without extension. */
function baseName(src: string): string {
  return artworkKey(src).replace(/^.*\//, '');
}

export function artworks(): Map<string, Artwork> {
  const map = new Map<string, Artwork>();
  const scene = (src: string, world: () => World, framing?: Framing, vignette?: number) =>
    map.set(artworkKey(src), { kind: 'raster', world, framing, vignette });
  const vector = (src: string, draw: (picture: Picture) => string) =>
    map.set(artworkKey(src), { kind: 'vector', draw });

  vector(COMPANY.logo.src, (p) => logo(p.alt, false));
  vector(COMPANY.logoOnDark.src, (p) => logo(p.alt, true));

  // Hero slides and the home page's sections.
  scene('images/hero/resin-plant', () => resinPlant('dusk', 7));
  scene('images/hero/drums-and-ibcs', () => dispatchYard(true), { y: 0.55 });
  scene('images/hero/quality-lab', () => laboratory('qc'), { y: 0.44 });
  scene('images/home/unsaturated-polyester-resin', pouringCard);
  scene('images/home/gelcoat-resin', sprayCard);
  scene('images/home/optical-fiber-rod-resin', () => opticalCard());
  scene('images/home/about-reactor-hall', () => reactorHall('operator'), {
    x: 0.74,
    y: 0.62,
    zoom: 1.3,
  });
  scene('images/home/video-poster', () => reactorHall('empty'), { x: 0.48, y: 0.42, zoom: 1.15 });
  scene('images/home/services/custom-formulation', () => laboratory('formulation'), {
    x: 0.5,
    y: 0.47,
    zoom: 1.5,
  });
  scene('images/home/services/technical-service', technicalService);
  scene('images/home/services/quality-certificate', () => laboratory('certificate'), {
    x: 0.47,
    y: 0.55,
    zoom: 1.7,
  });
  scene('images/home/services/packaging', dispatchReady);
  scene('images/home/services/export-logistics', portExport);
  scene('images/home/services/processing-training', trainingSession);
  scene('images/home/portfolio/water-tanks-and-pipes', tankYard);
  scene('images/home/portfolio/boat-hulls', boatyard);
  scene('images/home/portfolio/quartz-and-solid-surface', slabShowroom);
  scene('images/home/portfolio/optical-fibre-cable', () => opticalCard(800, 600));

  // News.
  scene('images/news/sri-lanka-reactor-line', () => reactorHall('control-room'), {
    x: 0.62,
    y: 0.5,
    zoom: 1.1,
  });
  scene('images/news/recycled-pet-resin', petBales);
  scene('images/news/iso-certificate-renewed', () => laboratory('audit'), {
    x: 0.56,
    y: 0.45,
    zoom: 1.3,
  });

  // Products and applications, by their ids and slugs.
  for (const product of PRODUCTS) {
    const art = PRODUCT_ART[product.id];
    if (art) scene(product.thumbnail.src, () => productShot(art));
  }
  for (const application of APPLICATIONS) {
    const world = APPLICATION_WORLDS[application.slug];
    if (world) scene(application.src.src, world);
  }

  // Galleries.
  scene('images/gallery/reactor-hall', () => reactorHall('empty'));
  scene('images/gallery/tank-farm', tankFarm);
  scene('images/gallery/drum-filling', fillingLine);
  scene('images/gallery/qc-lab', () => laboratory('qc'), { y: 0.38, zoom: 1.3 });
  scene('images/gallery/dispatch-yard', () => dispatchYard(true), { x: 0.6, y: 0.55 });
  scene('images/gallery/frp-products', frpDisplay);
  scene('images/gallery/plant-exterior', () => resinPlant('day', 3), { x: 0.38, y: 0.5 });
  scene('images/gallery/rd-bench', () => laboratory('chemist'), { x: 0.5, y: 0.42, zoom: 1.35 });
  scene('images/gallery/sri-lanka-plant', () => tropicalPlant('KALPA RESINS LANKA', 5), { x: 0.4 });
  scene('images/gallery/team-at-plant', () => reactorHall('crew'), { y: 0.6 });

  // Group companies.
  const [kalpa, lanka] = groupCompanies.GROUP_COMPANIES;
  if (kalpa) vector(kalpa.logo.src, (p) => groupLogo(p.alt, kalpa.name, P.green, 'FRP PRODUCTS'));
  if (lanka) vector(lanka.logo.src, (p) => groupLogo(p.alt, lanka.name, '#1e4e8c', 'SRI LANKA'));
  scene('images/group/lanka-compsite-plant', () => tropicalPlant('LANKA COMPSITE', 9), { x: 0.4 });
  scene('images/group/lanka-compsite-boats', boatBeach);

  // Certificates, portraits and client marks.
  const sites = COMPANY.addresses;
  for (const certificate of media.CERTIFICATES) {
    const spec = CERTIFICATE_SPECS[baseName(certificate.image.src)];
    if (!spec) continue;
    const shown = spec.sites === 'both' ? [sites.maharashtra, sites.sriLanka] : [sites.maharashtra];
    vector(certificate.image.src, (p) => certificateDocument(p.alt, COMPANY.name, shown, spec));
  }
  for (const picture of [
    ...people.TEAM.map((member) => member.src),
    ...home.TESTIMONIALS.map((testimonial) => testimonial.src),
  ]) {
    const spec = PORTRAIT_SPECS[baseName(picture.src)];
    if (spec) scene(picture.src, () => portrait(spec), {}, 0.22);
  }
  home.CLIENT_LOGOS.forEach((client, index) =>
    vector(client.logo.src, (p) => clientLogo(p.alt, client.name, index)),
  );
  areaArtwork(scene);
  blogArtwork(scene);
  return map;
}
