// Artwork for the pictures of the template areas: portfolio case studies and projects,
// services, the alternate home and About pages, review and testimonial portraits. The blog's
// pictures are in artwork-blog.ts.
import { REVIEWS } from '../src/content/shop';
import { CAROUSEL_TESTIMONIALS } from '../src/content/testimonials';
import { CUSTOMERS } from './portrait-extras';
import { portrait } from './portraits';
import type { Framing, World } from './scene-kit';
import { exposureRack, heritageDome, officeFacade, schoolFacade } from './scenes-buildings';
import { boiledPanels, samplesCarton } from './scenes-diagrams';
import { laboratory } from './scenes-lab';
import { coolingBasin, tankLining } from './scenes-linings';
import { tankerGantry } from './scenes-logistics';
import { beachRow, laminatingCrew, mouldPair, shedDoorway } from './scenes-marine';
import { biyagamaPlant, firstReactor, sataraAerial } from './scenes-plants';
import { jacketedBath, rodLine } from './scenes-pultrusion';
import { coaBench, pilotLab, qcTeam } from './scenes-qc';
import { manholeStreet, roadSign, roofFitting, sheetLine, warehouseRoof } from './scenes-roads';
import { bendTest } from './scenes-rod-tests';
import { curingOven, flatnessCheck, slabHall } from './scenes-stone';
import { trainingRoom } from './scenes-training';
import { drumAudit, tankBarcol, workshopAudit } from './scenes-workshop';

export type SceneRegistrar = (
  src: string,
  world: () => World,
  framing?: Framing,
  vignette?: number,
) => void;

/** The bench, the people behind it and the shelves: the part of a lab room worth showing. */
const LAB: Framing = { x: 0.5, y: 0.42, zoom: 1.25 };

export function areaArtwork(scene: SceneRegistrar): void {
  // Portfolio: case studies.
  scene('images/portfolio/case-01-fishing-boats', beachRow);
  scene('images/portfolio/case-01-boiling-water-test', boiledPanels);
  scene('images/portfolio/case-01-laminating-crew', laminatingCrew);
  scene('images/portfolio/case-02-quartz-slabs', slabHall);
  scene('images/portfolio/case-02-oven-survey', curingOven);
  scene('images/portfolio/case-02-flatness-check', flatnessCheck);
  scene('images/portfolio/case-03-rod-line', () => rodLine('line'));
  scene('images/portfolio/case-03-bend-test', bendTest, { x: 0.45, zoom: 1.1 });
  scene('images/portfolio/case-03-resin-bath', jacketedBath);
  // Portfolio: the project grid.
  scene('images/portfolio/roads-sign-panels', roadSign);
  scene('images/portfolio/roads-manhole-covers', manholeStreet);
  scene('images/portfolio/construction-warehouse-roofing', warehouseRoof);
  scene('images/portfolio/construction-school-facade', schoolFacade);
  scene('images/portfolio/renovation-heritage-dome', heritageDome, {
    x: 0.68,
    y: 0.45,
    zoom: 1.45,
  });
  scene('images/portfolio/renovation-cooling-tower-basin', coolingBasin);
  // Services.
  scene('images/services/packaging-and-logistics', tankerGantry, { y: 0.6 });
  scene('images/services/technical-support', tankBarcol, { x: 0.5, y: 0.5, zoom: 1.1 });
  scene('images/services/plant-and-process-audit', drumAudit, { x: 0.5, y: 0.55, zoom: 1.1 });
  scene('images/services/plant-and-process-audit-main', workshopAudit);
  scene('images/services/custom-formulation', () => laboratory('formulation'), {
    x: 0.55,
    y: 0.5,
    zoom: 1.25,
  });
  scene('images/services/quality-testing', () => coaBench(true), { ...LAB, x: 0.55 });
  scene('images/services/samples-and-trials', samplesCarton);
  scene('images/services/operator-training', trainingRoom, { y: 0.5 });
  scene('images/services/service-vision', shedDoorway);
  // Alternate home pages.
  scene('images/home-alt/home-3-hero', mouldPair);
  scene('images/home-alt/rd-exposure-rack', exposureRack);
  scene('images/home-alt/slide-translucent-roofing', roofFitting);
  scene('images/home-alt/slide-grp-facade', officeFacade);
  scene('images/home-alt/slide-tank-relining', tankLining);
  scene('images/home-alt/slide-heritage-restoration', heritageDome);
  scene('images/home-alt/video-poster-reactor-to-rooftop', sheetLine);
  scene('images/home-alt/home-3-biyagama-plant', () => biyagamaPlant(true), { x: 0.6, y: 0.6 });
  scene('images/about-alt/about-1-biyagama-plant', () => biyagamaPlant(false), {
    x: 0.45,
    y: 0.55,
    zoom: 1.15,
  });
  scene('images/about-alt/about-1-satara-plant', sataraAerial);
  scene('images/about-alt/about-1-first-reactor', firstReactor, {}, 0.5);
  scene('images/about-alt/about-2-qc-lab', qcTeam, LAB);
  // Customers' portraits in the reviews and the testimonial carousels.
  for (const { src } of [...REVIEWS, ...CAROUSEL_TESTIMONIALS]) {
    const customer = CUSTOMERS[src.src.replace(/^.*\/|\.webp$/g, '')];
    if (customer)
      scene(src.src, () => portrait(customer.spec, customer.extras(customer.spec)), {}, 0.22);
  }
  scene('images/about-alt/about-2-rd-pilot-reactor', () => pilotLab('resin'), {
    x: 0.58,
    y: 0.42,
    zoom: 1.45,
  });
}
