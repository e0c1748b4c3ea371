// The Satara and Biyagama laboratories at work, for the blog, the services and the About pages:
// a lab room built from a list of people and bench items, and the scenes drawn in it (a video
// call between the two labs, an audit of a batch record, viscometer calibration, a certificate
// of analysis beside the water bath, an acid-value titration, the heat deflection tester, two
// analysts at the QC bench, glass pilot reactors, the retained-sample shelves and the three
// resin families in jars).
import { lettering } from './lettering';
import { alpha, blur, glow, haze, lightShaft, texture, verticalPaint } from './materials';
import {
  RESIN_AMBER,
  beaker,
  buretteStand,
  flask,
  gelTimer,
  labBench,
  reagentShelf,
  sampleBottle,
  viscometer,
} from './objects-lab';
import { figure, type FigureStyle } from './objects-people';
import { handAt, laptop } from './objects-props';
import { tree } from './objects-structure';
import { paperSheet } from './scenes-lab';
import { world } from './scene-rooms';
import type { World } from './scene-kit';
import { circle, el, group, line, rect } from './svg';
import { hdtTester, pilotReactor, waterBath } from './objects-qc';

const W = 1600;

const H = 900;

const BENCH = 640;

export const ANALYST: FigureStyle = {
  skin: '#9c6644',
  outfit: 'labcoat',
  hair: '#1a120c',
  longHair: true,
  glasses: true,
  pose: 'reach',
  facing: 1,
};

interface LabPlan {
  /** People behind the bench, drawn before it. */
  people?: string[];
  /** Things on the bench. */
  items: string[];
  /** Wall: reagent shelves (default), or a pinned certificate and notice board. */
  wall?: 'shelves' | 'certificate' | 'plain';
  window?: boolean;
}

/** The lab room: window, wall shelves, people, then the bench across the front with items. */
export function labRoom(plan: LabPlan): World {
  return world(W, H, () => {
    const parts = [
      rect(0, 0, W, H, verticalPaint('lab-wall', ['#e9ecec', '#d6dbdc'])),
      texture(0, 0, W, BENCH, 0.08, 0.5, 21),
    ];
    if (plan.window !== false) {
      parts.push(
        rect(60, 70, 420, 380, verticalPaint('lab-sky', ['#cfe3f1', '#eef5f6'])),
        el(
          'g',
          { filter: blur(6) },
          tree(140, 470, 300, '#5f8a5a', 2) + tree(360, 470, 260, '#6f9a62', 5),
        ),
        rect(60, 70, 420, 380, 'none', { stroke: '#c1c7cb', 'stroke-width': 16 }),
        rect(264, 70, 12, 380, '#c1c7cb'),
        lightShaft(
          [
            [60, 80],
            [480, 80],
            [900, BENCH],
            [300, BENCH],
          ],
          '#fff8e8',
          0.16,
        ),
      );
    }
    const wallKind = plan.wall ?? 'shelves';
    if (wallKind === 'shelves')
      parts.push(reagentShelf(600, 250, 900, 110, 4), reagentShelf(600, 420, 900, 110, 9));
    if (wallKind === 'certificate') {
      parts.push(
        rect(700, 160, 300, 380, alpha('#000', 0.2), { filter: blur(6) }),
        rect(690, 150, 300, 380, '#fbfaf5'),
        lettering(840, 210, 'CALIBRATION', 22, '#0b5d3b', { anchor: 'middle' }),
        lettering(840, 240, 'CERTIFICATE', 22, '#0b5d3b', { anchor: 'middle' }),
        ...[0, 1, 2, 3, 4, 5].map((i) => rect(730, 280 + i * 30, 220 - (i % 2) * 60, 6, '#9aa3ad')),
        circle(920, 480, 30, '#c0392b', { opacity: 0.85 }),
        circle(840, 150, 8, '#d0312d'),
        reagentShelf(1060, 300, 440, 110, 6),
      );
    }
    parts.push(
      haze(W, H, '#eef2f3', 0.08),
      ...(plan.people ?? []),
      labBench(-20, BENCH, W + 40, H + 20, 170),
      group(plan.items.join('')),
    );
    return parts.join('');
  });
}

/** A lab technician on a video call with the other plant's lab, a viscometer beside the laptop. */
export function videoCall(): World {
  const remote = [
    rect(0, 0, 400, 260, verticalPaint('call-bg', ['#dfe6ea', '#c9d3d8'])),
    reagentShelf(20, 120, 360, 60, 3),
    figure(200, 470, 420, {
      ...ANALYST,
      skin: '#7a4a30',
      hair: '#15100c',
      longHair: false,
      pose: 'explain',
    }),
    rect(300, 190, 90, 60, '#24292e', { stroke: '#fff', 'stroke-width': 3 }),
  ].join('');
  return labRoom({
    people: [figure(520, 1100, 760, { ...ANALYST, facing: 1, pose: 'tablet' })],
    items: [
      laptop(1060, BENCH - 20, 420, remote),
      viscometer(760, BENCH - 12, 330, '4480 CP'),
      sampleBottle(1380, BENCH - 40, 110),
      beaker(1470, BENCH - 30, 90, 110),
    ],
  });
}

/** The auditor (grey jacket) and the quality manager reviewing a batch record folder. */
export function auditBench(): World {
  const auditor: FigureStyle = {
    skin: '#c08159',
    outfit: 'shirt',
    cloth: '#6b7178',
    hair: '#5b5b5b',
    glasses: true,
    pose: 'explain',
    facing: 1,
  };
  const manager: FigureStyle = {
    ...ANALYST,
    longHair: false,
    hair: '#2b1b12',
    skin: '#b97a56',
    pose: 'reach',
    facing: -1,
  };
  return labRoom({
    people: [
      figure(640, 1080, 760, { ...auditor, pose: 'reach' }),
      figure(1000, 1070, 740, manager),
    ],
    items: [
      // An open ring folder.
      el('path', { d: 'M620 630L860 630L890 560L650 560Z', fill: '#1f5fa8' }),
      el('path', { d: 'M636 622L744 622L760 566L660 566Z', fill: '#fbfbf8' }),
      el('path', { d: 'M752 622L852 622L876 566L772 566Z', fill: '#f3f3ee' }),
      ...[0, 1, 2, 3].map((i) => line(668 + i * 2, 578 + i * 12, 740, 578 + i * 12, '#8a939c', 2)),
      ...[1260, 1320, 1380, 1440, 1500].map((x, i) =>
        sampleBottle(x, BENCH - 60 - (i % 2) * 6, 100 + (i % 3) * 10, RESIN_AMBER),
      ),
      ...[200, 280, 360].map((x) => sampleBottle(x, BENCH - 50, 90, '#e0a23a')),
    ],
  });
}

/** A technician checking a viscometer against a calibration oil, the certificate pinned up. */
export function viscometerCalibration(): World {
  return labRoom({
    wall: 'certificate',
    window: false,
    people: [
      figure(480, 1100, 760, {
        ...ANALYST,
        skin: '#8a5638',
        longHair: false,
        hair: '#15100c',
        pose: 'reach',
      }),
    ],
    items: [
      viscometer(700, BENCH - 10, 360, '5000 CP'),
      sampleBottle(930, BENCH - 40, 140, '#e8d9a0', '#2f6fd1'),
      lettering(930, BENCH - 90, 'CAL', 18, '#0b5d3b', { anchor: 'middle' }),
      paperSheet(1040, BENCH - 8, 300, 'CALIBRATION LOG'),
      waterBath(1400, BENCH - 20, 240, 3),
    ],
  });
}

/** The QC bench: certificate of analysis, viscometer and a tube of resin in the water bath. */
export function coaBench(analyst: boolean): World {
  return labRoom({
    people: analyst ? [figure(660, 1100, 760, { ...ANALYST, pose: 'reach', facing: 1 })] : [],
    items: [
      viscometer(760, BENCH - 10, 340, '4520 CP'),
      waterBath(1120, BENCH - 20, 280),
      paperSheet(220, BENCH - 4, 380, 'CERTIFICATE OF ANALYSIS', 9),
      sampleBottle(1370, BENCH - 40, 110),
      sampleBottle(1450, BENCH - 44, 100, '#f0c36a'),
    ],
  });
}

/** An analyst titrating a resin sample with potassium hydroxide, the flask turning pink. */
export function titration(): World {
  const tech: FigureStyle = {
    ...ANALYST,
    skin: '#c68a62',
    facing: -1,
    arms: {
      left: [
        [-0.12, 0.62],
        [0.02, 0.6],
      ],
      right: [
        [0.22, 0.64],
        [0.3, 0.72],
      ],
    },
  };
  const [hx, hy] = handAt(1020, 1100, 760, [0.3, 0.72], -1);
  return labRoom({
    people: [figure(1020, 1100, 760, tech)],
    items: [
      buretteStand(700, BENCH - 10, 520),
      glow(706, BENCH - 70, 90, '#f7a9c4', 0.45),
      circle(hx, hy + 10, 14, '#b97a56'),
      flask(320, BENCH - 30, 150, '#f6d27a', 0.5),
      beaker(450, BENCH - 26, 100, 120, '#f3f1ea', 0.5),
      paperSheet(1120, BENCH - 6, 320, 'ACID VALUE'),
    ],
  });
}

/** The heat deflection temperature tester with three cast bars loaded in the oil bath. */
export function hdtBench(): World {
  return labRoom({
    window: false,
    people: [
      figure(1280, 1090, 740, {
        ...ANALYST,
        skin: '#7f4f32',
        longHair: false,
        hair: '#15100c',
        glasses: false,
        pose: 'clipboard',
        facing: -1,
      }),
    ],
    items: [hdtTester(420, BENCH - 10, 620), sampleBottle(1160, BENCH - 40, 100)],
  });
}

/** Two analysts at the long QC bench: viscometers, the gel-time bath and sample bottles. */
export function qcTeam(): World {
  return labRoom({
    people: [
      figure(520, 1100, 760, { ...ANALYST, pose: 'reach' }),
      figure(1100, 1100, 760, {
        ...ANALYST,
        skin: '#7a4a30',
        longHair: false,
        hair: '#15100c',
        glasses: false,
        pose: 'tablet',
        facing: -1,
      }),
    ],
    items: [
      viscometer(300, BENCH - 10, 300, '4520 CP'),
      viscometer(820, BENCH - 10, 300, '1260 CP'),
      waterBath(1330, BENCH - 20, 240),
      gelTimer(1050, BENCH - 30, 110),
      ...[1490, 1550].map((x) => sampleBottle(x, BENCH - 44, 100)),
      ...[540, 590, 640].map((x, i) =>
        sampleBottle(
          x,
          BENCH - 40,
          80 + i * 8,
          ['#e0a23a', RESIN_AMBER, '#f0c36a'][i] ?? RESIN_AMBER,
        ),
      ),
    ],
  });
}

/** A chemist at a glass pilot reactor: PET flakes dissolving in glycol, or a 20 L resin batch. */
export function pilotLab(contents: 'resin' | 'pet'): World {
  const chemist: FigureStyle =
    contents === 'pet'
      ? {
          ...ANALYST,
          skin: '#b97a56',
          longHair: false,
          hair: '#2b1b12',
          facing: -1,
          arms: {
            left: [
              [-0.12, 0.62],
              [-0.04, 0.7],
            ],
            right: [
              [0.2, 0.66],
              [0.26, 0.8],
            ],
          },
        }
      : {
          ...ANALYST,
          facing: -1,
          arms: {
            left: [
              [-0.12, 0.62],
              [0.0, 0.6],
            ],
            right: [
              [0.22, 0.7],
              [0.3, 0.9],
            ],
          },
        };
  return labRoom({
    wall: 'plain',
    people: [figure(1080, 1100, 760, chemist)],
    items: [
      pilotReactor(760, BENCH - 10, 480, contents),
      flask(320, BENCH - 30, 150, '#f6d27a', 0.5),
      sampleBottle(1300, BENCH - 44, 100),
    ],
  });
}
