// The parts of a portrait around the face: the spec that describes a person, the head's
// proportions, the blurred workplace behind, the clothes and the hair (behind and in front of
// the face). portraits.ts draws the face and puts the parts together.
import { polygon } from './forms';
import {
  alpha,
  blur,
  cylinderPaint,
  facePaint,
  shade,
  textureFilter,
  verticalPaint,
} from './materials';
import { circle, el, group, line, n, path, rect, seededRandom } from './svg';

export type FaceShape = 'oval' | 'round' | 'square' | 'long' | 'heart';
export type HairStyle =
  'side-part' | 'receding' | 'crop' | 'wavy' | 'long' | 'bun' | 'curly' | 'scarf';
export type Clothing = 'shirt' | 'labcoat' | 'vest' | 'polo' | 'blazer';
export type Backdrop = 'plant' | 'lab' | 'sea' | 'office' | 'dusk';

export interface PortraitSpec {
  skin: string;
  face: FaceShape;
  hair: HairStyle;
  hairColor: string;
  /** Second colour of the hair (grey streaks) or of the scarf's pattern. */
  hairAccent?: string;
  eyes?: string;
  /** Eyebrow colour; the hair colour unless given. */
  brows?: string;
  glasses?: 'rect' | 'round' | 'half';
  beard?: 'stubble' | 'trimmed' | 'moustache' | 'goatee';
  beardColor?: string;
  /** Lines of age: forehead, crow's feet, nasolabial folds. */
  lines?: boolean;
  clothing: Clothing;
  /** Shirt or top colour. */
  top: string;
  /** Jacket, coat or vest colour where worn. */
  outer?: string;
  earrings?: boolean;
  bindi?: boolean;
  backdrop: Backdrop;
  /** Smile, 0 (neutral) to 1 (broad). */
  smile?: number;
  seed: number;
}

export interface Geometry {
  fw: number;
  jw: number;
  chin: number;
  fl: number;
  cl: number;
}

export const SHAPES: Record<FaceShape, Geometry> = {
  oval: { fw: 60, jw: 48, chin: 20, fl: 88, cl: 92 },
  round: { fw: 66, jw: 58, chin: 30, fl: 84, cl: 84 },
  square: { fw: 64, jw: 60, chin: 34, fl: 86, cl: 90 },
  long: { fw: 55, jw: 45, chin: 22, fl: 92, cl: 102 },
  heart: { fw: 63, jw: 44, chin: 15, fl: 88, cl: 90 },
};

export const CX = 200;
export const CY = 178;

export function backdrop(kind: Backdrop, seed: number): string {
  const random = seededRandom(seed);
  const parts: string[] = [];
  if (kind === 'plant' || kind === 'dusk') {
    const dusk = kind === 'dusk';
    parts.push(
      rect(
        -40,
        -40,
        480,
        480,
        verticalPaint(
          `pb-${kind}`,
          dusk ? ['#2c3550', '#7a5a62', '#c98a5a'] : ['#8fa3ad', '#b9c4c7', '#6c7a80'],
        ),
      ),
    );
    for (let i = 0; i < 5; i += 1) {
      const x = random() * 400;
      const w = 40 + random() * 60;
      parts.push(
        rect(x, 40 + random() * 80, w, 400, cylinderPaint(dusk ? '#8d8a9a' : '#d6dde1', 'steel'), {
          opacity: 0.85,
        }),
      );
    }
    parts.push(
      rect(-40, 250, 480, 8, '#e3b12b', { opacity: 0.8 }),
      rect(-40, 300, 480, 6, '#e3b12b', { opacity: 0.6 }),
    );
    for (let i = 0; i < 7; i += 1)
      parts.push(
        circle(random() * 400, random() * 200, 10 + random() * 20, dusk ? '#ffcf7a' : '#fff6dc', {
          opacity: 0.5,
        }),
      );
  } else if (kind === 'lab') {
    parts.push(
      rect(-40, -40, 480, 480, verticalPaint('pb-lab', ['#e8eef2', '#d5dde2', '#b9c4ca'])),
    );
    parts.push(
      rect(-40, -40, 160, 300, '#f7fbfd'),
      rect(-40, 130, 480, 8, '#aab4ba'),
      rect(-40, 230, 480, 8, '#aab4ba'),
    );
    for (let i = 0; i < 14; i += 1) {
      const x = 130 + random() * 270;
      const y = i % 2 ? 130 : 230;
      parts.push(
        rect(
          x,
          y - 30 - random() * 20,
          16,
          50,
          ['#d8922a', '#5a7f9c', '#e8e2cf', '#7a4a1a', '#2f7d5a'][i % 5] ?? '#888',
          { rx: 3 },
        ),
      );
    }
  } else if (kind === 'sea') {
    parts.push(
      rect(
        -40,
        -40,
        480,
        480,
        verticalPaint('pb-sea', ['#6fa9da', '#bfdcee', '#3f8fb3', '#2c6f8f']),
      ),
    );
    parts.push(rect(-40, 210, 480, 230, verticalPaint('pb-water', ['#4a9cc0', '#2c6f8f'])));
    parts.push(
      path('M40 240H200L180 270H60Z', '#f3f4f1'),
      path('M250 230H380L365 255H262Z', '#f2f2ee'),
      rect(60, 236, 140, 6, '#c0392b'),
    );
  } else {
    parts.push(rect(-40, -40, 480, 480, verticalPaint('pb-office', ['#e9e2d6', '#d3c8b6'])));
    for (let i = 0; i < 9; i += 1) parts.push(rect(220, 20 + i * 26, 180, 14, '#f7f4ee'));
    parts.push(rect(-40, 260, 240, 180, '#8d7358'), circle(80, 240, 40, '#5e8a55'));
  }
  // The rasteriser blurs only what lies inside the picture, so the edges would fade to
  // transparent: a solid base of the backdrop's middle tone sits under the blurred layer.
  const base = {
    plant: '#a3b2b8',
    dusk: '#6a5560',
    lab: '#d5dde2',
    sea: '#6fa6c8',
    office: '#ddd4c5',
  }[kind];
  return rect(0, 0, 400, 400, base) + el('g', { filter: blur(9) }, parts.join(''));
}

export function body(spec: PortraitSpec): string {
  const parts: string[] = [];
  const skinDark = shade(spec.skin, -0.28);
  // Neck with the jaw's shadow across its top.
  parts.push(
    path(
      `M${CX - 30} 240L${CX - 34} 320H${CX + 34}L${CX + 30} 240Z`,
      cylinderPaint(shade(spec.skin, -0.08), 'matte'),
    ),
    path(
      `M${CX - 32} 250Q${CX} 290 ${CX + 32} 250V270Q${CX} 300 ${CX - 32} 270Z`,
      alpha(skinDark, 0.5),
    ),
  );
  const shoulders = `M20 400C24 330 70 300 ${CX - 40} 292L${CX} 300L${CX + 40} 292C330 300 376 330 380 400Z`;
  const outer = spec.outer ?? spec.top;
  if (spec.clothing === 'labcoat' || spec.clothing === 'blazer') {
    parts.push(path(shoulders, cylinderPaint(outer, 'matte')));
    parts.push(
      path(
        `M${CX - 38} 292L${CX} 400L${CX + 38} 292L${CX + 20} 288L${CX} 320L${CX - 20} 288Z`,
        facePaint(spec.top, 0.1, -0.15),
      ),
    );
    // Lapels.
    parts.push(
      path(
        `M${CX - 40} 292L${CX - 62} 330L${CX - 44} 340L${CX - 8} 400H${CX - 2}L${CX - 36} 300Z`,
        shade(outer, -0.12),
      ),
      path(
        `M${CX + 40} 292L${CX + 62} 330L${CX + 44} 340L${CX + 8} 400H${CX + 2}L${CX + 36} 300Z`,
        shade(outer, -0.2),
      ),
    );
    if (spec.clothing === 'labcoat')
      parts.push(
        rect(CX + 70, 350, 40, 6, '#2d63a8'),
        rect(CX + 62, 344, 52, 56, 'none', { stroke: alpha('#000', 0.12), 'stroke-width': 2 }),
      );
  } else {
    parts.push(
      path(shoulders, cylinderPaint(spec.top, spec.clothing === 'polo' ? 'plastic' : 'matte')),
    );
    // Collar.
    parts.push(
      path(
        `M${CX - 36} 290L${CX - 54} 318L${CX - 4} 316L${CX - 30} 296Z`,
        facePaint(shade(spec.top, 0.08), 0.1, -0.1),
      ),
      path(
        `M${CX + 36} 290L${CX + 54} 318L${CX + 4} 316L${CX + 30} 296Z`,
        facePaint(shade(spec.top, -0.05), 0.05, -0.15),
      ),
    );
    if (spec.clothing === 'shirt')
      parts.push(
        line(CX, 318, CX, 400, alpha('#000', 0.18), 2),
        circle(CX + 4, 340, 3, shade(spec.top, -0.2)),
        circle(CX + 4, 375, 3, shade(spec.top, -0.2)),
      );
    if (spec.clothing === 'polo')
      parts.push(
        rect(CX - 4, 316, 8, 40, shade(spec.top, -0.1)),
        circle(CX, 330, 3, shade(spec.top, 0.3)),
        rect(CX + 80, 340, 34, 18, '#0b5d3b', { rx: 3 }),
      );
    if (spec.clothing === 'vest') {
      const vest = spec.outer ?? '#f2a007';
      parts.push(
        path(
          `M24 400C28 336 70 306 ${CX - 44} 298L${CX - 20} 330L${CX - 28} 400Z`,
          cylinderPaint(vest, 'matte'),
        ),
        path(
          `M376 400C372 336 330 306 ${CX + 44} 298L${CX + 20} 330L${CX + 28} 400Z`,
          cylinderPaint(shade(vest, -0.06), 'matte'),
        ),
        path(
          polygon([
            [60, 352],
            [CX - 24, 352],
            [CX - 26, 370],
            [52, 370],
          ]),
          '#dfe4e7',
        ),
        path(
          polygon([
            [CX + 24, 352],
            [340, 352],
            [348, 370],
            [CX + 26, 370],
          ]),
          '#d0d6d9',
        ),
        path(
          polygon([
            [CX - 44, 298],
            [CX - 30, 296],
            [CX - 10, 400],
            [CX - 26, 400],
          ]),
          '#dfe4e7',
          { opacity: 0.9 },
        ),
        path(
          polygon([
            [CX + 44, 298],
            [CX + 30, 296],
            [CX + 10, 400],
            [CX + 26, 400],
          ]),
          '#d0d6d9',
          { opacity: 0.9 },
        ),
      );
    }
  }
  return group(parts.join(''));
}

/**
 * A cubic arc from (x0, baseY) over the head to (x1, baseY) whose highest point is apexY: with
 * both control points at height c, a symmetric cubic peaks at 0.25 base + 0.75 c.
 */
function crown(x0: number, x1: number, baseY: number, apexY: number, spread = 1.18): string {
  const c = (apexY - 0.25 * baseY) / 0.75;
  const mid = (x0 + x1) / 2;
  const half = ((x1 - x0) / 2) * spread;
  return `C${n(mid - half)} ${n(c)} ${n(mid + half)} ${n(c)} ${n(x1)} ${n(baseY)}`;
}

export function hairShape(spec: PortraitSpec, g: Geometry, front: boolean): string {
  const top = CY - g.fl;
  const color = spec.hairColor;
  const paint = cylinderPaint(color, 'gloss');
  const w = g.fw;
  const parts: string[] = [];
  const textured = (d: string, fill = paint) => {
    parts.push(path(d, fill));
    parts.push(
      path(d, '#808080', {
        filter: textureFilter(0.25, spec.seed, 3),
        opacity: 0.35,
        style: 'mix-blend-mode:overlay',
      }),
    );
  };
  switch (spec.hair) {
    case 'long':
      if (!front)
        textured(
          `M${CX - w - 14} ${CY - 20}${crown(CX - w - 14, CX + w + 14, CY - 20, top - 16)}C${CX + w + 30} ${CY + 90} ${CX + w + 40} 300 ${CX + w + 20} 360H${CX - w - 20}C${CX - w - 40} 300 ${CX - w - 30} ${CY + 90} ${CX - w - 14} ${CY - 20}Z`,
        );
      else
        textured(
          `M${CX - w - 10} ${CY + 60}C${CX - w - 20} ${top - 30} ${CX - 10} ${top - 24} ${CX + 18} ${top - 12}C${CX + w * 0.9} ${top} ${CX + w + 16} ${top + 40} ${CX + w + 8} ${CY + 70}C${CX + w - 4} ${CY} ${CX + w * 0.6} ${top + 30} ${CX + 14} ${top + 22}C${CX - 20} ${top + 40} ${CX - w + 4} ${top + 40} ${CX - w + 2} ${CY + 60}Z`,
        );
      break;
    case 'bun':
      if (!front)
        textured(
          `M${CX - 38} ${top - 8}a40 34 0 1 1 76 0a40 34 0 1 1 -76 0Z`,
          cylinderPaint(shade(color, 0.05), 'gloss'),
        );
      else
        textured(
          `M${CX - w - 6} ${CY - 4}${crown(CX - w - 6, CX + w + 6, CY - 4, top - 8)}C${CX + w - 4} ${top + 40} ${CX + 20} ${top + 16} ${CX} ${top + 20}C${CX - 20} ${top + 16} ${CX - w + 4} ${top + 40} ${CX - w - 6} ${CY - 4}Z`,
        );
      break;
    case 'scarf':
      if (!front)
        parts.push(
          path(
            `M${CX - w - 26} ${CY - 30}${crown(CX - w - 26, CX + w + 26, CY - 30, top - 26)}C${CX + w + 40} ${CY + 80} ${CX + 110} 300 ${CX + 130} 360H${CX - 130}C${CX - 110} 300 ${CX - w - 40} ${CY + 80} ${CX - w - 26} ${CY - 30}Z`,
            cylinderPaint(color, 'matte'),
          ),
        );
      else {
        parts.push(
          path(
            `M${CX - w - 16} ${CY + 40}${crown(CX - w - 16, CX + w + 16, CY + 40, top - 22)}C${CX + w + 4} ${CY - 30} ${CX + w * 0.5} ${top + 14} ${CX} ${top + 12}C${CX - w * 0.5} ${top + 14} ${CX - w - 4} ${CY - 30} ${CX - w - 16} ${CY + 40}Z`,
            cylinderPaint(color, 'matte'),
          ),
        );
        parts.push(
          path(
            `M${CX - w * 0.6} ${top + 16}C${CX - 10} ${top + 4} ${CX + 10} ${top + 4} ${CX + w * 0.6} ${top + 16}`,
            'none',
            { stroke: spec.hairAccent ?? shade(color, 0.3), 'stroke-width': 4 },
          ),
        );
      }
      break;
    default: {
      if (!front) break;
      const volume =
        spec.hair === 'wavy'
          ? 30
          : spec.hair === 'curly'
            ? 24
            : spec.hair === 'crop'
              ? 6
              : spec.hair === 'receding'
                ? 6
                : 16;
      const hairline = spec.hair === 'receding' ? top + g.fl * 0.3 : top + g.fl * 0.2;
      const temple = spec.hair === 'receding' ? top + g.fl * 0.42 : top + g.fl * 0.3;
      const d = `M${CX - w - 3} ${CY - 8}${crown(CX - w - 3, CX + w + 3, CY - 8, top - volume)}L${CX + w - 4} ${temple + 10}C${CX + w * 0.6} ${temple} ${CX + w * 0.3} ${hairline} ${CX - w * 0.15} ${hairline + 4}C${CX - w * 0.5} ${hairline + 8} ${CX - w * 0.8} ${temple} ${CX - w + 4} ${temple + 10}Z`;
      textured(d);
      if (spec.hair === 'side-part' || spec.hair === 'receding') {
        parts.push(
          path(
            `M${CX - w * 0.4} ${top - volume * 0.5 + 6}Q${CX - w * 0.3} ${top + 8} ${CX - w * 0.32} ${hairline - 2}`,
            'none',
            { stroke: shade(color, -0.35), 'stroke-width': 2.5 },
          ),
        );
      }
      if (spec.hair === 'curly' || spec.hair === 'wavy') {
        const random = seededRandom(spec.seed + 3);
        for (let i = 0; i < 70; i += 1) {
          const a = Math.PI * (1.02 + random() * 0.96);
          const r = 0.55 + random() * 0.45;
          const x = CX + Math.cos(a) * (w + 4) * r;
          const y = CY - 14 + Math.sin(a) * (g.fl + volume - 4) * r;
          if (y > hairline + 4 && Math.abs(x - CX) < w * 0.75) continue;
          parts.push(
            circle(x, y, 5 + random() * 5, shade(color, -0.2 + random() * 0.35)),
            circle(x - 2, y - 2, 2, alpha('#ffffff', 0.12)),
          );
        }
      }
      if (spec.hairAccent)
        parts.push(
          path(d, spec.hairAccent, { opacity: 0.35, filter: textureFilter(0.5, spec.seed + 1, 4) }),
        );
      // Sideburns.
      parts.push(
        path(
          `M${CX - w - 2} ${CY - 14}L${CX - w + 8} ${CY - 14}L${CX - w + 6} ${CY + 14}L${CX - w} ${CY + 12}Z`,
          shade(color, -0.05),
        ),
      );
      parts.push(
        path(
          `M${CX + w + 2} ${CY - 14}L${CX + w - 8} ${CY - 14}L${CX + w - 6} ${CY + 14}L${CX + w} ${CY + 12}Z`,
          shade(color, -0.15),
        ),
      );
    }
  }
  return group(parts.join(''));
}
