// The three certificates on the Media page, drawn as legible vector documents (600 by 840):
// issuing body, document number, standard, scope, the company's sites, issue and expiry dates,
// a seal and a signature. The smallest text is 14 units, about 9 px when the page shows a
// certificate 400 px wide. Issuers other than the one media.ts names are placeholders, and
// each sheet carries a faint SPECIMEN mark.
import { escapeXml, svgDocument, defineOnce } from './svg';

export interface CertificateSite {
  title: string;
  lines: string[];
}

export interface CertificateSpec {
  accent: string;
  issuer: string;
  issuerNote: string;
  /** Two to four letters in the issuer's mark. */
  monogram: string;
  title: string;
  intro: string;
  /** The standard or document class, large. */
  standard: string;
  standardNote: string;
  scopeHeading: string;
  scope: string[];
  /** Label and value rows (number, dates). */
  facts: [string, string][];
  /** Optional results table: header row then rows. */
  table?: string[][];
  sealText: string;
  sealCentre: string;
  signatory: string;
  footer: string;
}

const FONT = 'Georgia, Times New Roman, serif';
const SANS = 'Arial, Helvetica, sans-serif';

interface TextOptions {
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'bold' | 'normal';
  fill?: string;
  family?: string;
  spacing?: number;
  italic?: boolean;
}

function t(x: number, y: number, content: string, size: number, o: TextOptions = {}): string {
  const attrs = [
    `x="${x}" y="${y}" font-size="${size}"`,
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.weight === 'bold' ? 'font-weight="bold"' : '',
    o.fill ? `fill="${o.fill}"` : '',
    o.family ? `font-family="${o.family}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
    o.italic ? 'font-style="italic"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<text ${attrs}>${escapeXml(content)}</text>`;
}

/** A wavy guilloche band, as a pattern tile, filling the space between the two frames. */
function border(accent: string): string {
  const pattern = defineOnce('guilloche', () =>
    [
      `<pattern id="guilloche" width="24" height="12" patternUnits="userSpaceOnUse">`,
      `<rect width="24" height="12" fill="#f7f3e6"/>`,
      `<path d="M0 6C6 0 6 12 12 6S18 0 24 6M0 3C6 9 6 -3 12 3S18 9 24 3M0 9C6 15 6 3 12 9S18 15 24 9" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="0.8"/>`,
      `</pattern>`,
    ].join(''),
  );
  return [
    `<rect width="600" height="840" fill="#fffdf6"/>`,
    `<path d="M10 10H590V830H10ZM34 34V806H566V34Z" fill-rule="evenodd" fill="${pattern}"/>`,
    `<rect x="10" y="10" width="580" height="820" fill="none" stroke="${accent}" stroke-width="4"/>`,
    `<rect x="34" y="34" width="532" height="772" fill="none" stroke="#b8962e" stroke-width="1.5"/>`,
    `<rect x="40" y="40" width="520" height="760" fill="none" stroke="#b8962e" stroke-width="0.6"/>`,
  ].join('');
}

function seal(cx: number, cy: number, accent: string, ring: string, centre: string): string {
  const r = 64;
  const teeth = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    const b = ((i + 0.5) / 36) * Math.PI * 2;
    const p = (angle: number, radius: number) =>
      `${(cx + Math.cos(angle) * radius).toFixed(1)} ${(cy + Math.sin(angle) * radius).toFixed(1)}`;
    return `${i === 0 ? 'M' : 'L'}${p(a, r + 8)}L${p(b, r + 2)}`;
  }).join('');
  // The ring text as single rotated letters: every renderer draws these, not all draw textPath.
  const letters = [...ring]
    .map((char, i) => {
      const angle = ((i / ring.length) * 360).toFixed(1);
      return char === ' '
        ? ''
        : `<text x="${cx}" y="${cy - 45}" transform="rotate(${angle} ${cx} ${cy})">${escapeXml(char)}</text>`;
    })
    .join('');
  return [
    `<path d="${teeth}Z" fill="${accent}" opacity="0.9"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - 5}" fill="none" stroke="#f2e3b3" stroke-width="1.5"/>`,
    `<circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="#f2e3b3" stroke-width="1.5"/>`,
    `<g font-size="14" font-weight="bold" fill="#fff8e1" text-anchor="middle" font-family="${SANS}">${letters}</g>`,
    t(cx, cy + 6, centre, 16, { anchor: 'middle', weight: 'bold', fill: '#fff8e1', family: SANS }),
  ].join('');
}

/** A handwritten-looking signature over the signatory's line. */
function signature(x: number, y: number): string {
  return `<path d="M${x - 20} ${y + 4}c10-6 14-30 24-34s4 30 6 28 12-26 20-20-8 22 0 16 12-18 22-12-4 14 6 10 14-10 22-6 8 6 18 0 18-4 40-10M${x + 4} ${y - 8}c20 4 60 2 120-6" fill="none" stroke="#1d3b8a" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function certificateDocument(
  label: string,
  company: string,
  sites: CertificateSite[],
  spec: CertificateSpec,
): string {
  const ink = '#1f2a37';
  const muted = '#4a5565';
  const parts: string[] = [border(spec.accent)];
  // Watermark.
  parts.push(
    `<text x="300" y="470" font-size="96" text-anchor="middle" fill="${spec.accent}" opacity="0.05" font-weight="bold" font-family="${SANS}" transform="rotate(-32 300 470)">SPECIMEN</text>`,
  );
  // Issuer block.
  parts.push(
    `<circle cx="92" cy="98" r="30" fill="${spec.accent}"/>`,
    `<circle cx="92" cy="98" r="25" fill="none" stroke="#f2e3b3" stroke-width="1.5"/>`,
    t(92, 104, spec.monogram, 16, { anchor: 'middle', weight: 'bold', fill: '#fff', family: SANS }),
    t(136, 94, spec.issuer, 19, { weight: 'bold', fill: spec.accent, family: SANS }),
    t(136, 116, spec.issuerNote, 14, { fill: muted, family: SANS }),
    `<path d="M60 142H540" stroke="#b8962e" stroke-width="1"/>`,
  );
  let y = 184;
  parts.push(
    t(300, y, spec.title, 24, { anchor: 'middle', weight: 'bold', fill: ink, spacing: 2 }),
  );
  y += 30;
  parts.push(t(300, y, spec.intro, 15, { anchor: 'middle', fill: muted, italic: true }));
  y += 34;
  parts.push(t(300, y, company, 26, { anchor: 'middle', weight: 'bold', fill: ink }));
  y += 24;
  for (const site of sites) {
    parts.push(
      t(300, y, `${site.title}: ${site.lines[0] ?? ''}`, 14, {
        anchor: 'middle',
        fill: ink,
        family: SANS,
      }),
    );
    y += 18;
    parts.push(
      t(300, y, site.lines.slice(1).join(', '), 14, {
        anchor: 'middle',
        fill: muted,
        family: SANS,
      }),
    );
    y += 22;
  }
  y += 14;
  parts.push(t(300, y, spec.standard, 30, { anchor: 'middle', weight: 'bold', fill: spec.accent }));
  y += 22;
  parts.push(t(300, y, spec.standardNote, 14, { anchor: 'middle', fill: muted, family: SANS }));
  y += 32;
  parts.push(
    t(300, y, spec.scopeHeading, 14, {
      anchor: 'middle',
      weight: 'bold',
      fill: ink,
      family: SANS,
      spacing: 1.5,
    }),
  );
  for (const line of spec.scope) {
    y += 22;
    parts.push(t(300, y, line, 17, { anchor: 'middle', fill: ink }));
  }
  y += 18;
  if (spec.table) {
    const columns = [70, 330, 450];
    const [header, ...rows] = spec.table;
    y += 8;
    parts.push(
      `<rect x="60" y="${y - 16}" width="480" height="24" fill="${spec.accent}" opacity="0.12"/>`,
    );
    header?.forEach((cell, i) =>
      parts.push(t(columns[i] ?? 70, y, cell, 14, { weight: 'bold', fill: ink, family: SANS })),
    );
    for (const row of rows) {
      y += 22;
      row.forEach((cell, i) =>
        parts.push(
          t(columns[i] ?? 70, y, cell, 14, {
            fill: i === 2 ? '#14532d' : ink,
            weight: i === 2 ? 'bold' : 'normal',
            family: SANS,
          }),
        ),
      );
      parts.push(`<path d="M60 ${y + 7}H540" stroke="#d9d2bd" stroke-width="0.8"/>`);
    }
    y += 14;
  }
  y += 14;
  // Beside a results table the facts move right, clear of the seal below them.
  const [labelX, valueX] = spec.table ? [250, 380] : [150, 320];
  for (const [name, value] of spec.facts) {
    parts.push(
      t(labelX, y, name, 15, { fill: muted, family: SANS }),
      t(valueX, y, value, 15, { weight: 'bold', fill: ink, family: SANS }),
    );
    y += 22;
  }
  // Seal, signature and verification line.
  parts.push(
    seal(140, 700, spec.accent, spec.sealText, spec.sealCentre),
    signature(360, 706),
    `<path d="M330 722H530" stroke="${ink}" stroke-width="1"/>`,
    t(430, 742, spec.signatory, 14, { anchor: 'middle', fill: ink, family: SANS }),
    t(430, 760, 'Authorised signatory', 14, { anchor: 'middle', fill: muted, family: SANS }),
    t(300, 792, spec.footer, 14, { anchor: 'middle', fill: muted, family: SANS }),
  );
  return svgDocument(600, 840, label, `<g font-family="${FONT}">${parts.join('')}</g>`);
}
