// Every grade has a Technical Data Sheet (TDS) and a Safety Data Sheet (SDS), generated at build
// time under stable names. Pages link them through dataSheetLinks(); the wording both sheets
// share lives here, the grade facts in products.ts and the safety facts in safety.ts. This file
// imports no content module but the date helper, so a page that links the sheets carries only
// these few lines.
import type { DownloadLink } from './company';
import { formatDate } from './dates';

export type DataSheetKind = 'tds' | 'sds';

export const DATA_SHEET_KINDS: readonly DataSheetKind[] = ['tds', 'sds'];

/** The issue every sheet prints; raise the number and the date whenever a sheet changes. */
export const DATA_SHEET_REVISION = { number: 2, date: '2026-11-28' } as const;

export const DATA_SHEET_TITLES: Record<DataSheetKind, string> = {
  tds: 'Technical Data Sheet',
  sds: 'Safety Data Sheet',
};

/** Heads the two links on each product page of the catalogue. */
export const DATA_SHEETS_HEADING = 'Technical and safety data sheets';

const LINK_LABELS: Record<DataSheetKind, string> = { tds: 'TDS (PDF)', sds: 'SDS (PDF)' };

/** Relative to the site root, like every other download link. */
export function dataSheetHref(kind: DataSheetKind, productId: string): string {
  return `downloads/${kind}/${productId}.pdf`;
}

/** A grade's two data sheets, for a page to link; `productId` is a product's `id`. */
export function dataSheetLinks(productId: string): Record<DataSheetKind, DownloadLink> {
  return {
    tds: { href: dataSheetHref('tds', productId), label: LINK_LABELS.tds },
    sds: { href: dataSheetHref('sds', productId), label: LINK_LABELS.sds },
  };
}

/** '2026-11-23' -> '23 November 2026': the sheets print dates as the site writes them. */
export function formatSheetDate(isoDate: string): string {
  return formatDate(isoDate);
}

/** The revision line both sheets print, e.g. 'Revision 1 of 23 November 2026'. */
export function revisionLine(): string {
  return `Revision ${DATA_SHEET_REVISION.number} of ${formatSheetDate(DATA_SHEET_REVISION.date)}`;
}

/** The fixed wording of a TDS. */
export const TDS_TEXT = {
  applications: 'Typical applications',
  liquid: 'Typical properties of the liquid resin',
  cured: 'Typical properties of the cured resin',
  laminate: 'Typical properties of the finished part',
  columns: ['Property', 'Typical value', 'Test method'],
  cure: 'Recommended cure system',
  packaging: 'Packaging',
  storage: 'Storage and shelf life',
  storageAdvice:
    'Keep in the original closed container, upright, in a cool, dry and well-ventilated store away from direct sunlight, heat and sources of ignition. Bring the resin to workshop temperature and stir it before use. Use stock in order of manufacture.',
  typicalNote: 'Typical values, not a specification.',
  typicalDetail:
    'The values above are typical of production, for guidance. Each lot ships with its own certificate of analysis. Test the resin in your own process before use.',
  safetyAdvice:
    'Health and safety: the resin contains styrene and is flammable. Read the Safety Data Sheet before handling it.',
} as const;

/**
 * The wording of a TDS's gel-time table, which the cure guide's figures fill
 * (src/content/cure-guide.ts, the rule the shop-floor calculator uses too).
 */
export const GEL_GUIDE_TEXT = {
  heading: 'Gel time in the workshop',
  temperature: 'Workshop temperature',
  levels: (mekp: string, cobalt?: string) =>
    cobalt === undefined ? `${mekp} % MEKP` : `${mekp} % MEKP + ${cobalt} % Co`,
  minutes: (range: string) => `${range} min`,
  rule: (tested: string, degrees: string, mekpFactor: string, cobaltFactor: string) =>
    `Worked out from the ${tested} min of the test above: the gel time halves with every ${degrees} °C warmer and doubles with every ${degrees} °C cooler; twice the MEKP multiplies it by ${mekpFactor}, twice the cobalt octoate (6 % Co) by ${cobaltFactor}.`,
  gelcoatRule: (tested: string, degrees: string, factor: string) =>
    `Worked out from the ${tested} min of the test above: the gel time halves with every ${degrees} °C warmer and doubles with every ${degrees} °C cooler, and twice the MEKP multiplies it by ${factor}; the gelcoat's own accelerator stands in for the test's cobalt.`,
  guide: 'A guide for planning: check the gel time of each batch in your own conditions.',
  calculator: 'Other gel times and temperatures, and the resin and glass for a part:',
} as const;
