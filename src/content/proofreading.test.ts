import { describe, expect, it } from 'vitest';
import { COMPANY } from './company';
import { EXPERIENCE_YEARS } from './constants';
// Every string the company says, wherever it sits in src/content: exported values, nested
// objects and arrays, and the text of the small label functions (called with a sample word).
const MODULES = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

/** Punctuation slips a proofreader marks; an ellipsis ('...') is not a doubled full stop. */
const SLIPS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'doubled full stop', pattern: /(?<!\.)\.\.(?!\.)/ },
  { name: 'double space', pattern: / {2}/ },
  { name: 'space before a comma', pattern: / ,/ },
];

interface Found {
  where: string;
  text: string;
}

function collect(value: unknown, where: string, out: Found[], seen: WeakSet<object>, depth = 0) {
  if (depth > 12) return;
  if (typeof value === 'string') {
    out.push({ where, text: value });
  } else if (typeof value === 'function') {
    // Label templates take a few strings; logic helpers are skipped if they refuse them.
    if (value.length > 3) return;
    try {
      const args = Array.from({ length: value.length }, () => 'Sample');
      const result: unknown = value(...args);
      if (typeof result === 'string') out.push({ where: `${where}(…)`, text: result });
    } catch {
      // Not a text template.
    }
  } else if (value !== null && typeof value === 'object') {
    if (seen.has(value)) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      collect(child, `${where}.${key}`, out, seen, depth + 1);
    }
  }
}

function allStrings(): Found[] {
  const out: Found[] = [];
  const seen = new WeakSet<object>();
  for (const [file, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      collect(value, `${file.slice(2)} ${name}`, out, seen);
    }
  }
  return out;
}

describe('proofreading of everything in src/content', () => {
  const strings = allStrings();

  it('reads thousands of strings from every content module', () => {
    expect(Object.keys(MODULES).length).toBeGreaterThan(20);
    expect(strings.length).toBeGreaterThan(1000);
  });

  it.each(SLIPS)('has no $name', ({ pattern }) => {
    const slips = strings
      .filter(({ text }) => pattern.test(text))
      .map(
        ({ where, text }) =>
          `${where}: …${text.match(new RegExp(`.{0,30}${pattern.source}.{0,30}`))?.[0] ?? text}…`,
      );
    expect(slips).toEqual([]);
  });
  it("gives one age of the company, the counter's, and counts it from the founding year", () => {
    const ages = strings.flatMap(({ where, text }) =>
      [...text.matchAll(/\b(?:over|more than) (\d+) years\b|\b(\d+)\+ years\b/gi)].map((match) => ({
        where,
        years: Number(match[1] ?? match[2]),
      })),
    );
    const starts = strings.flatMap(({ where, text }) =>
      [...text.matchAll(/\b(?:since|founded in|established in) ((?:19|20)\d\d)\b/gi)].map(
        (match) => ({ where, year: Number(match[1]) }),
      ),
    );
    // The About copy, the home page, the hero and the brochure's claims all state an age.
    expect(ages.length).toBeGreaterThanOrEqual(5);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(ages.filter(({ years }) => years !== EXPERIENCE_YEARS)).toEqual([]);
    expect(starts.filter(({ year }) => year !== COMPANY.foundedYear)).toEqual([]);
    // The counter never claims more years than have passed since the founding.
    expect(new Date().getFullYear() - COMPANY.foundedYear).toBeGreaterThanOrEqual(EXPERIENCE_YEARS);
  });
});
