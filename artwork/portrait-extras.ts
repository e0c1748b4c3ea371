// The customers in the review and testimonial portraits: each a PortraitSpec plus what their
// alt text says is around them. Their workplaces behind them (an FRP workshop, a boat shed, a
// stone slab, a pultrusion line, FRP water tanks) are blurred like a shallow depth of field;
// safety helmets, safety glasses, ear defenders and a kurta are drawn over the portrait.
import { alpha, blur, cylinderPaint, shade, verticalPaint } from './materials';
import { CX, CY, SHAPES, type PortraitSpec } from './portrait-parts';
import type { PortraitExtras } from './portraits';
import { circle, el, ellipse, path, rect, seededRandom } from './svg';

type Place = 'workshop' | 'boat-shed' | 'stone' | 'pultrusion' | 'tanks';

/** A blurred workplace filling the 400 by 400 portrait. */
function place(kind: Place, seed: number): string {
  const random = seededRandom(seed);
  const parts: string[] = [];
  const base: Record<Place, [string, string[]]> = {
    workshop: ['#7d858a', ['#5d666d', '#8a9297', '#6d6a62']],
    'boat-shed': ['#8a9aa6', ['#6f8596', '#c9d6de', '#8a8a80']],
    stone: ['#c9c6bf', ['#e9e7e2', '#c9c6bf', '#8f8c86']],
    pultrusion: ['#8f979c', ['#b9c0c4', '#8f979c', '#6c7378']],
    tanks: ['#9fb7c8', ['#9fc3e0', '#d9e6ee', '#a39e90']],
  };
  const [tone, stops] = base[kind];
  parts.push(rect(-40, -40, 480, 480, verticalPaint(`pp-${kind}`, stops)));
  if (kind === 'workshop') {
    parts.push(rect(-40, 250, 480, 200, '#6a6c66'));
    parts.push(path('M-20 300C40 220 200 210 300 230C360 240 420 280 430 300Z', '#2a2e33'));
    parts.push(rect(300, 120, 80, 130, cylinderPaint('#1c5aa6', 'plastic')));
    parts.push(...[60, 200, 340].map((x) => circle(x, 30, 28, '#fff3d6', { opacity: 0.8 })));
  } else if (kind === 'boat-shed') {
    parts.push(rect(-40, -40, 480, 120, '#4f5a62'));
    parts.push(
      path(
        'M-30 260C80 230 300 225 430 200V300H-30Z',
        verticalPaint('pp-hull', ['#f3f4f1', '#b9bcb6']),
      ),
    );
    parts.push(rect(-30, 236, 460, 10, '#1f5fa8'));
    parts.push(rect(260, 80, 140, 160, '#d9ecf6'));
  } else if (kind === 'stone') {
    parts.push(rect(-40, -40, 200, 480, verticalPaint('pp-slab', ['#f7f6f3', '#dedcd6'])));
    for (let i = 0; i < 6; i += 1)
      parts.push(
        path(
          `M${-20 + random() * 60} ${random() * 400}q80 ${-40 + random() * 80} 160 ${random() * 40}`,
          'none',
          { stroke: '#8a8f98', 'stroke-width': 3 },
        ),
      );
    parts.push(rect(260, -40, 180, 480, verticalPaint('pp-slab2', ['#3a3d41', '#2a2d31'])));
  } else if (kind === 'pultrusion') {
    for (let i = 0; i < 8; i += 1) parts.push(rect(-40, 200 + i * 12, 480, 5, '#efe6cc'));
    parts.push(rect(40, 150, 120, 150, '#aab4bc'), rect(250, 140, 160, 170, '#e0a21b'));
  } else {
    for (const [x, w, h] of [
      [-10, 130, 260],
      [150, 110, 220],
      [290, 140, 280],
    ] as const) {
      parts.push(
        rect(x, 380 - h, w, h, cylinderPaint('#d8c27a', 'gloss')),
        path(
          `M${x} ${380 - h}Q${x + w / 2} ${330 - h} ${x + w} ${380 - h}Z`,
          cylinderPaint('#dfca84', 'gloss'),
        ),
      );
    }
    parts.push(rect(-40, 330, 480, 110, '#a39e90'));
  }
  return rect(0, 0, 400, 400, tone) + el('g', { filter: blur(9) }, parts.join(''));
}

/** A hard hat sitting on the head of a portrait with the given spec. */
function helmet(spec: PortraitSpec, color: string): string {
  const g = SHAPES[spec.face];
  const top = CY - g.fl;
  const w = g.fw + 16;
  const brim = top + g.fl * 0.36;
  return [
    path(
      `M${CX - w} ${brim}C${CX - w} ${top - 105} ${CX + w} ${top - 105} ${CX + w} ${brim}Z`,
      cylinderPaint(color, 'gloss'),
    ),
    path(`M${CX - 6} ${top - 74}Q${CX} ${top - 40} ${CX - 6} ${brim - 4}`, 'none', {
      stroke: shade(color, 0.25),
      'stroke-width': 12,
    }),
    ellipse(CX + 8, brim, w + 22, 12, shade(color, -0.18)),
  ].join('');
}

/** Clear wrap-around safety glasses. */
function safetyGlasses(spec: PortraitSpec): string {
  const g = SHAPES[spec.face];
  const y = CY - 6;
  return [
    rect(CX - g.fw + 2, y - 20, g.fw * 2 - 4, 40, alpha('#dff3ff', 0.35), {
      rx: 16,
      stroke: '#3d4650',
      'stroke-width': 4,
    }),
    path(`M${CX - g.fw * 0.8} ${y - 12}L${CX - g.fw * 0.4} ${y - 12}`, 'none', {
      stroke: alpha('#fff', 0.7),
      'stroke-width': 4,
    }),
  ].join('');
}

/** Ear defenders resting round the neck, cups on the collar. */
function earDefenders(color: string): string {
  return [
    path(`M${CX - 58} 300Q${CX} 340 ${CX + 58} 300`, 'none', {
      stroke: '#2a2f34',
      'stroke-width': 10,
    }),
    ellipse(CX - 62, 304, 26, 32, cylinderPaint(color, 'gloss')),
    ellipse(CX + 62, 304, 26, 32, cylinderPaint(shade(color, -0.1), 'gloss')),
    ellipse(CX - 62, 304, 14, 18, alpha('#000', 0.25)),
    ellipse(CX + 62, 304, 14, 18, alpha('#000', 0.25)),
  ].join('');
}

/** A collarless kurta over the shoulders, with an embroidered placket. */
function kurta(color: string): string {
  return [
    path(
      `M20 400C24 330 70 300 ${CX - 40} 292Q${CX} 306 ${CX + 40} 292C330 300 376 330 380 400Z`,
      cylinderPaint(color, 'matte'),
    ),
    path(
      `M${CX - 34} 294Q${CX} 318 ${CX + 34} 294L${CX + 8} 296V372H${CX - 8}V296Z`,
      shade(color, -0.2),
    ),
    path(`M${CX - 40} 292Q${CX} 312 ${CX + 40} 292`, 'none', {
      stroke: '#e3b12b',
      'stroke-width': 5,
    }),
    ...[320, 338, 356].map((y) => circle(CX, y, 3.5, '#e3b12b')),
  ].join('');
}

interface Customer {
  spec: PortraitSpec;
  extras: (spec: PortraitSpec) => PortraitExtras;
}

export const CUSTOMERS: Record<string, Customer> = {
  'mahesh-kulkarni': {
    spec: {
      skin: '#b07552',
      face: 'square',
      hair: 'side-part',
      hairColor: '#9c9b97',
      hairAccent: '#d9d8d3',
      brows: '#77736d',
      glasses: 'rect',
      lines: true,
      clothing: 'shirt',
      top: '#4f7fb0',
      backdrop: 'plant',
      smile: 0.45,
      seed: 103,
    },
    extras: () => ({ backdrop: place('workshop', 103) }),
  },
  'dilani-wickramasinghe': {
    spec: {
      skin: '#8a5a3c',
      face: 'oval',
      hair: 'bun',
      hairColor: '#1a120c',
      clothing: 'polo',
      top: '#2f6f8f',
      earrings: true,
      backdrop: 'sea',
      smile: 0.6,
      seed: 107,
    },
    extras: (spec) => ({ backdrop: place('boat-shed', 107), over: helmet(spec, '#f4f4f0') }),
  },
  'imran-qureshi': {
    spec: {
      skin: '#b07a55',
      face: 'square',
      hair: 'crop',
      hairColor: '#1a120c',
      beard: 'trimmed',
      beardColor: '#1d1510',
      clothing: 'polo',
      top: '#7d858c',
      backdrop: 'office',
      smile: 0.4,
      seed: 109,
    },
    extras: () => ({ backdrop: place('stone', 109) }),
  },
  'senthil-murugan': {
    spec: {
      skin: '#5e3a24',
      face: 'long',
      hair: 'side-part',
      hairColor: '#0f0b08',
      clothing: 'shirt',
      top: '#f4f4f0',
      backdrop: 'plant',
      smile: 0.55,
      seed: 113,
    },
    extras: (spec) => ({ backdrop: place('pultrusion', 113), over: safetyGlasses(spec) }),
  },
  'ajith-jayawardena': {
    spec: {
      skin: '#6e4128',
      face: 'round',
      hair: 'crop',
      hairColor: '#a8a6a2',
      hairAccent: '#dcdad5',
      brows: '#8a8680',
      lines: true,
      clothing: 'shirt',
      top: '#f3f3ef',
      backdrop: 'sea',
      smile: 0.5,
      seed: 127,
    },
    extras: () => ({ backdrop: place('tanks', 127) }),
  },
  'vikram-rao': {
    spec: {
      skin: '#a86d48',
      face: 'oval',
      hair: 'wavy',
      hairColor: '#1d1410',
      beard: 'moustache',
      beardColor: '#1a120c',
      clothing: 'polo',
      top: '#1f4f7a',
      backdrop: 'plant',
      smile: 0.45,
      seed: 131,
    },
    extras: () => ({ backdrop: place('pultrusion', 131), clothes: earDefenders('#d0312d') }),
  },
  'sneha-patwardhan': {
    spec: {
      skin: '#c08660',
      face: 'heart',
      hair: 'long',
      hairColor: '#241812',
      clothing: 'shirt',
      top: '#2f7d5a',
      earrings: true,
      bindi: true,
      backdrop: 'plant',
      smile: 0.55,
      seed: 137,
    },
    extras: () => ({ backdrop: place('workshop', 137), clothes: kurta('#2f7d5a') }),
  },
};
