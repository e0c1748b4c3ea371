// The covered dispatch yard: rows of drum pallets and two-high IBC stacks receding to the
// bright opening where a lorry is loaded, a forklift in the aisle. Objects are placed on the
// floor with `onFloor`, which gives each depth its scale and position from the vanishing point.
import { polygon } from './forms';
import { alpha, blur, haze, lightPool, lightShaft, texture, verticalPaint } from './materials';
import { figure } from './objects-people';
import { bayLamp, clouds, column, sky, tree } from './objects-structure';
import { drumPallet, flatbedLorry, forklift, pallet } from './objects-transport';
import { ibc } from './objects-containers';
import type { World } from './scene-kit';
import { el, group, line, path, rect } from './svg';

export interface Floor {
  horizon: number;
  vanishX: number;
  /** The y of the picture's bottom edge, where scale is 1. */
  near: number;
}

/**
 * Where a thing stands at floor line y in a one-point perspective: its scale (1 at the near
 * edge) and the x of a lane (lane 0 runs to the vanishing point; lane 1 is `unit` to the
 * right at the near edge).
 */
export function onFloor(
  floor: Floor,
  y: number,
  lane: number,
  unit = 1000,
): { x: number; s: number } {
  const s = (y - floor.horizon) / (floor.near - floor.horizon);
  return { x: floor.vanishX + lane * unit * s, s };
}

/** The dispatch yard under its canopy. */
export function dispatchYard(withLorry = true): World {
  const w = 1600;
  const h = 900;
  const floor: Floor = { horizon: 430, vanishX: 820, near: 900 };
  return {
    width: w,
    height: h,
    draw: () => {
      const parts: string[] = [];
      // Daylight beyond the open end of the canopy.
      parts.push(
        sky(w, 470, ['#8fbde3', '#cfe3ef', '#f2f5f1']),
        clouds(w, 250, '#ffffff', 8, 5, 0.7),
      );
      const trees = Array.from({ length: 9 }, (_, i) =>
        tree(360 + i * 120, 470, 150 + (i % 3) * 30, '#5e8a55', 40 + i),
      );
      parts.push(el('g', { filter: blur(3) }, trees.join('')));
      parts.push(rect(0, 455, w, 30, '#b9b6aa'));
      if (withLorry) parts.push(flatbedLorry(560, 500, 130, '#0b5d3b', 5));
      parts.push(haze(w, h, '#eaf1f3', 0.25));
      // Canopy underside with trusses, and the floor.
      parts.push(
        path(
          polygon([
            [0, 0],
            [w, 0],
            [w, 120],
            [1300, 300],
            [340, 300],
            [0, 120],
          ]),
          verticalPaint('canopy', ['#2c3238', '#5c646b']),
        ),
        rect(340, 290, 960, 14, '#3a4148'),
      );
      for (let i = 0; i < 6; i += 1) {
        const t = i / 6;
        parts.push(line(340 * t, 120 + 180 * t, w - 300 * t, 120 + 180 * t, '#23282d', 8 - t * 6));
      }
      const floorPath = polygon([
        [0, h],
        [0, 600],
        [340, 485],
        [1300, 485],
        [w, 600],
        [w, h],
      ]);
      parts.push(
        path(floorPath, verticalPaint('yard-floor', ['#a9aaa4', '#8b8c87', '#74756f'])),
        texture(0, 485, w, h - 485, 0.2, 0.2, 17),
        path(
          polygon([
            [690, 485],
            [700, 485],
            [420, h],
            [380, h],
          ]),
          alpha('#e3b12b', 0.85),
        ),
        path(
          polygon([
            [940, 485],
            [950, 485],
            [1260, h],
            [1220, h],
          ]),
          alpha('#e3b12b', 0.85),
        ),
      );
      for (const [x, top] of [
        [340, 300],
        [1300, 300],
        [120, 170],
        [1480, 170],
      ] as const)
        parts.push(
          column(
            x,
            top,
            x < 800 ? (x === 340 ? 490 : 640) : x === 1300 ? 490 : 640,
            x === 340 || x === 1300 ? 16 : 30,
            '#56646f',
          ),
        );
      parts.push(
        lightShaft(
          [
            [340, 300],
            [1300, 300],
            [1500, 900],
            [100, 900],
          ],
          '#fff4dc',
          0.12,
        ),
      );
      for (const [x, y, s] of [
        [560, 250, 22],
        [1080, 250, 22],
        [300, 90, 34],
        [1300, 90, 34],
      ] as const)
        parts.push(bayLamp(x, y, s));
      // Rows of drum pallets on the left and IBC stacks on the right, far to near.
      const rows = [500, 545, 610, 700, 830];
      for (const y of rows) {
        const left = onFloor(floor, y, -0.62);
        const left2 = onFloor(floor, y, -0.3);
        const right = onFloor(floor, y, 0.34);
        const right2 = onFloor(floor, y, 0.72);
        parts.push(lightPool(left.x, y, 200 * left.s, 40 * left.s, '#000', 0.2));
        if (y < 800)
          parts.push(
            drumPallet(left.x, y, 300 * left.s, {}),
            drumPallet(left2.x, y, 300 * left2.s, { kind: y % 2 ? 'steel' : 'plastic' }),
          );
        if (y < 700) {
          const iw = 260 * right.s;
          parts.push(
            ibc(right.x, y, iw, { turn: -0.6 }),
            ibc(right.x, y - iw * 1.13, iw, { turn: -0.6, fill: 0.6 }),
          );
          parts.push(ibc(right2.x, y, iw * 1.08, { turn: -0.6, fill: 0.8 }));
        }
      }
      // Forklift bringing an IBC down the aisle, and a loader with his checklist.
      const lift = onFloor(floor, 760, 0.02);
      parts.push(
        pallet(lift.x - 150 * lift.s, 760 - 20 * lift.s, 180 * lift.s),
        ibc(lift.x - 150 * lift.s, 760 - 36 * lift.s, 180 * lift.s, { turn: 0.5 }),
        forklift(lift.x + 40 * lift.s, 760, 300 * lift.s),
      );
      const man = onFloor(floor, 820, 0.62);
      parts.push(
        figure(man.x, 820, 480 * man.s, {
          skin: '#8d5a3b',
          outfit: 'vest',
          cloth: '#3b5f82',
          hardHat: '#f4f4f0',
          pose: 'clipboard',
          facing: -1,
        }),
      );
      // Near drum pallet in the left foreground.
      const near = onFloor(floor, 890, -0.78);
      parts.push(drumPallet(near.x, 890, 300 * near.s, { label: { grade: 'GP ORTHO' } }));
      return group(parts.join(''));
    },
  };
}
