// Artwork for the blog: five pictures per post. The card thumbnail (640 by 400) is a tighter
// crop of the main picture's world, as the content says; the two extra pictures and the 160 by
// 160 close-up each show their own description.
import type { SceneRegistrar } from './artwork-areas';
import type { Framing, World } from './scene-kit';
import { cutTank, flowTable, layerPour, puttyDoor, splitCasting } from './scenes-casting';
import {
  barcolDisc,
  fabricFront,
  hairlineCrack,
  isoFrame,
  mekpBottle,
  petFlakes,
  sightGlass,
  threeBars,
  unLabel,
  useByLabel,
  wftComb,
} from './scenes-details';
import {
  defectPanels,
  dieDiagram,
  exportDocs,
  laminateStack,
  loggerCurve,
} from './scenes-diagrams';
import { drumLidReading, gateLoading, gelStick, shadedStore } from './scenes-logistics';
import { channelCloseUp, quartzEdge, rodEnd } from './scenes-macro';
import { gelcoatSpray, hullOnTrailer, infusionHull, slipwayBlisters } from './scenes-marine';
import { chargingPlatform } from './scenes-plants';
import { containerInside, containerLift } from './scenes-port';
import { pultrusionLine, rodLine } from './scenes-pultrusion';
import {
  auditBench,
  coaBench,
  hdtBench,
  pilotLab,
  titration,
  videoCall,
  viscometerCalibration,
} from './scenes-qc';
import { barcolOnBeam, bendTest, cableCrossSection } from './scenes-rod-tests';
import { retainedSamples, threeJars } from './scenes-shelves';
import { petBales } from './scenes-showcase';
import { basinPour, planetaryMixer, quartzCounter } from './scenes-stone';
import { cupOnScale, mekpDosing, peroxideStore } from './scenes-workshop';

type Shot = [world: () => World, framing?: Framing];

interface PostArt {
  main: Shot;
  extra1: Shot;
  extra2: Shot;
  small: Shot;
}

/** Lab rooms: the bench, the people behind it and the shelves. */
const LAB: Framing = { x: 0.5, y: 0.42, zoom: 1.25 };

const POSTS: Record<string, PostArt> = {
  'export-to-sri-lanka': {
    main: [containerLift],
    extra1: [containerInside],
    extra2: [exportDocs],
    small: [unLabel],
  },
  'sri-lanka-reactor-line': {
    main: [chargingPlatform],
    extra1: [videoCall, { ...LAB, x: 0.55 }],
    extra2: [gateLoading],
    small: [sightGlass],
  },
  'optical-fibre-rod-resin': {
    main: [() => rodLine('reels')],
    extra1: [cableCrossSection],
    extra2: [bendTest, { x: 0.55, y: 0.4, zoom: 1.6 }],
    small: [rodEnd],
  },
  'pultrusion-line-speed': {
    main: [pultrusionLine],
    extra1: [dieDiagram],
    extra2: [barcolOnBeam],
    small: [channelCloseUp],
  },
  'recycled-pet-resin': {
    main: [petBales, { x: 0.55, y: 0.55, zoom: 1.1 }],
    extra1: [() => pilotLab('pet'), { x: 0.56, y: 0.42, zoom: 1.35 }],
    extra2: [puttyDoor],
    small: [petFlakes],
  },
  'gelcoat-defects': {
    main: [gelcoatSpray],
    extra1: [defectPanels],
    extra2: [slipwayBlisters],
    small: [wftComb],
  },
  'quartz-and-solid-surface': {
    main: [quartzCounter],
    extra1: [planetaryMixer],
    extra2: [basinPour],
    small: [quartzEdge],
  },
  'iso-certificate-renewed': {
    main: [auditBench, { x: 0.52, y: 0.45, zoom: 1.45 }],
    extra1: [retainedSamples],
    extra2: [viscometerCalibration, LAB],
    small: [isoFrame],
  },
  'certificate-of-analysis': {
    main: [() => coaBench(false), { x: 0.5, y: 0.5, zoom: 1.4 }],
    extra1: [titration, { ...LAB, x: 0.52 }],
    extra2: [hdtBench, { ...LAB, x: 0.45 }],
    small: [barcolDisc],
  },
  'thick-casting-exotherm': {
    main: [splitCasting],
    extra1: [loggerCurve],
    extra2: [layerPour],
    small: [hairlineCrack],
  },
  'mekp-cobalt-dosing': {
    main: [mekpDosing],
    extra1: [cupOnScale],
    extra2: [peroxideStore],
    small: [mekpBottle],
  },
  'vacuum-infusion-viscosity': {
    main: [infusionHull],
    extra1: [laminateStack],
    extra2: [flowTable, { y: 0.55, zoom: 1.1 }],
    small: [fabricFront],
  },
  'choosing-ortho-iso-npg': {
    main: [threeJars, { y: 0.6, zoom: 1.2 }],
    extra1: [cutTank],
    extra2: [hullOnTrailer],
    small: [threeBars],
  },
  'summer-resin-storage': {
    main: [shadedStore],
    extra1: [drumLidReading],
    extra2: [gelStick],
    small: [useByLabel],
  },
};

/** The thumbnail's crop of the main world: a little closer, on the same centre. */
function thumbFraming(framing: Framing = {}): Framing {
  return { ...framing, zoom: (framing.zoom ?? 1) * 1.12 };
}

export function blogArtwork(scene: SceneRegistrar): void {
  for (const [slug, art] of Object.entries(POSTS)) {
    const base = `images/blog/${slug}`;
    scene(`${base}-main`, art.main[0], art.main[1]);
    scene(`${base}-thumb`, art.main[0], thumbFraming(art.main[1]));
    scene(`${base}-extra-1`, art.extra1[0], art.extra1[1]);
    scene(`${base}-extra-2`, art.extra2[0], art.extra2[1]);
    scene(`${base}-small`, art.small[0], art.small[1], 0.15);
  }
}
