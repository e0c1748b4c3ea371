// Quality-lab apparatus drawn for the newer lab scenes: a water bath with a rack of sample
// tubes, a heat deflection tester with three loaded stations, and a glass pilot reactor.
import { lettering } from './lettering';
import {
  alpha,
  cylinderPaint,
  facePaint,
  horizontalPaint,
  shade,
  verticalPaint,
} from './materials';
import { RESIN_AMBER } from './objects-lab';
import { circle, el, ellipse, group, line, path, rect } from './svg';

/** A water bath: a steel tank of water with a rack of test tubes and a temperature display. */
export function waterBath(cx: number, y: number, w: number, tubes = 5): string {
  const h = w * 0.45;
  const x = cx - w / 2;
  const parts = [
    rect(x, y - h, w, h, facePaint('#dfe4e8', 0.12, -0.2), { rx: w * 0.03 }),
    rect(
      x + w * 0.05,
      y - h * 0.95,
      w * 0.9,
      h * 0.5,
      verticalPaint('bath-water', ['#bfe0ee', '#8fc3da']),
    ),
    rect(x + w * 0.6, y - h * 0.38, w * 0.32, h * 0.22, '#12201a', { rx: 3 }),
    lettering(x + w * 0.63, y - h * 0.21, '25.0 °C', h * 0.1, '#ff9d4a', { weight: 0.15 }),
  ];
  for (let i = 0; i < tubes; i += 1) {
    const tx = x + w * (0.12 + i * 0.16);
    parts.push(
      rect(tx, y - h * 1.45, w * 0.07, h * 0.95, alpha('#e6f2f8', 0.4), {
        rx: w * 0.035,
        stroke: alpha('#eef6fb', 0.9),
        'stroke-width': 1.5,
      }),
      rect(tx + w * 0.005, y - h * 1.0, w * 0.06, h * 0.52, i % 2 ? '#e6b55a' : RESIN_AMBER, {
        rx: w * 0.03,
      }),
    );
  }
  parts.push(rect(x + w * 0.05, y - h * 1.12, w * 0.9, h * 0.05, '#9aa4ad'));
  return group(parts.join(''));
}

/** A heat deflection tester: an oil bath cabinet with three loaded stations and their dials. */
export function hdtTester(x: number, y: number, w: number): string {
  const h = w * 0.9;
  const parts = [
    rect(x, y - h, w, h, facePaint('#e3e6e8', 0.1, -0.2), { rx: 10 }),
    rect(
      x + w * 0.06,
      y - h * 0.6,
      w * 0.88,
      h * 0.36,
      verticalPaint('hdt-oil', ['#d9b45a', '#a87a2a']),
    ),
    rect(x + w * 0.06, y - h * 0.6, w * 0.88, h * 0.36, alpha('#ffffff', 0.12), {
      stroke: '#8e99a3',
      'stroke-width': 6,
    }),
    rect(x + w * 0.06, y - h * 0.2, w * 0.88, h * 0.14, '#1c2228', { rx: 4 }),
    lettering(x + w * 0.1, y - h * 0.1, 'HDT 1.80 MPA  84.6 °C', h * 0.05, '#8cf0b0', {
      weight: 0.15,
    }),
  ];
  for (let i = 0; i < 3; i += 1) {
    const sx = x + w * (0.22 + i * 0.28);
    parts.push(
      rect(sx - w * 0.012, y - h * 1.08, w * 0.024, h * 0.72, cylinderPaint('#c7ced4', 'steel')),
      ...[0, 1, 2].map((k) =>
        rect(
          sx - w * 0.07,
          y - h * (0.98 - k * 0.055),
          w * 0.14,
          h * 0.05,
          cylinderPaint('#4c5660', 'gloss'),
          { rx: 3 },
        ),
      ),
      circle(sx, y - h * 0.74, w * 0.06, '#f5f4ee', { stroke: '#2b333b', 'stroke-width': 3 }),
      line(sx, y - h * 0.74, sx + w * 0.03, y - h * 0.77, '#c0392b', 2),
      rect(sx - w * 0.09, y - h * 0.36, w * 0.18, h * 0.04, RESIN_AMBER, { rx: 2 }),
    );
  }
  return group(parts.join(''));
}

/** A glass pilot reactor on its frame: stirrer motor, round-bottom kettle, thermometer. */
export function pilotReactor(cx: number, y: number, s: number, contents: 'resin' | 'pet'): string {
  const r = s * 0.3;
  const cy = y - s * 0.42;
  const liquid = contents === 'resin' ? RESIN_AMBER : '#f1e6b8';
  const parts = [
    rect(cx - s * 0.45, y - s * 1.2, s * 0.04, s * 1.2, cylinderPaint('#c7ced4', 'steel')),
    rect(cx - s * 0.45, y - s * 1.2, s * 0.55, s * 0.03, '#9aa4ad'),
    ellipse(cx, y - s * 0.12, r * 1.1, r * 0.35, facePaint('#5a4a3a', 0.1, -0.2)),
    rect(cx - s * 0.06, y - s * 1.25, s * 0.12, s * 0.18, facePaint('#3b4149', 0.2, -0.2), {
      rx: 6,
    }),
    rect(cx - s * 0.008, y - s * 1.07, s * 0.016, s * 0.68, cylinderPaint('#dfe5e9', 'steel')),
    path(
      `M${cx - r} ${cy}A${r} ${r * 0.95} 0 0 0 ${cx + r} ${cy}Z`,
      horizontalPaint(`pilot-${contents}`, [
        shade(liquid, -0.25),
        shade(liquid, 0.2),
        liquid,
        shade(liquid, -0.3),
      ]),
    ),
    ellipse(cx, cy, r, r * 0.18, shade(liquid, 0.3)),
  ];
  if (contents === 'pet') {
    for (let i = 0; i < 40; i += 1) {
      const a = (i * 2.4) % (Math.PI * 2);
      const d = ((i * 37) % 100) / 100;
      parts.push(
        el('rect', {
          x: cx + Math.cos(a) * r * 0.8 * d,
          y: cy + r * 0.1 + Math.abs(Math.sin(a)) * r * 0.7 * d,
          width: s * 0.025,
          height: s * 0.012,
          fill: '#fbfbf8',
          opacity: 0.85,
          transform: `rotate(${(i * 47) % 180} ${cx} ${cy})`,
        }),
      );
    }
    for (let i = 0; i < 12; i += 1)
      parts.push(
        circle(
          cx - r * 0.6 + i * r * 0.1,
          cy + r * 0.3 + (i % 3) * r * 0.12,
          s * 0.008,
          alpha('#fff', 0.8),
        ),
      );
  }
  parts.push(
    path(
      `M${cx - r * 0.5} ${cy - r * 0.9}L${cx - r} ${cy}A${r} ${r * 0.95} 0 0 0 ${cx + r} ${cy}L${cx + r * 0.5} ${cy - r * 0.9}Z`,
      alpha('#dcecf5', 0.18),
      {
        stroke: alpha('#eef6fb', 0.95),
        'stroke-width': 3,
      },
    ),
    ellipse(cx, cy - r * 0.9, r * 0.55, r * 0.1, alpha('#dcecf5', 0.5), {
      stroke: '#eef6fb',
      'stroke-width': 3,
    }),
    rect(cx - r * 0.62, cy - r * 0.98, r * 1.24, r * 0.12, cylinderPaint('#c7ced4', 'steel'), {
      rx: 4,
    }),
    path(
      `M${cx - r * 0.55} ${cy - r * 0.98}Q${cx} ${cy - r * 1.35} ${cx + r * 0.55} ${cy - r * 0.98}Z`,
      alpha('#dcecf5', 0.35),
      { stroke: '#eef6fb', 'stroke-width': 3 },
    ),
    ...[-0.3, 0.35].map((f) =>
      rect(cx + r * f - r * 0.06, cy - r * 1.4, r * 0.12, r * 0.3, alpha('#dcecf5', 0.5), {
        stroke: '#eef6fb',
        'stroke-width': 2,
      }),
    ),
    path(`M${cx - r * 0.3} ${cy - r * 0.5}L${cx - r * 0.75} ${cy + r * 0.1}`, 'none', {
      stroke: alpha('#fff', 0.7),
      'stroke-width': 5,
    }),
    // Thermometer in a side port.
    line(cx + r * 0.35, y - s * 0.95, cx + r * 0.42, cy + r * 0.5, '#e9eef1', s * 0.014),
    circle(cx + r * 0.42, cy + r * 0.5, s * 0.012, '#d0312d'),
    line(cx + r * 0.36, y - s * 0.9, cx + r * 0.4, cy + r * 0.1, '#d0312d', s * 0.006),
    // Paddle of the stirrer.
    rect(cx - r * 0.35, cy + r * 0.4, r * 0.7, s * 0.02, '#dfe5e9'),
  );
  return group(parts.join(''));
}
