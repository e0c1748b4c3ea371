// Compares a translation with its English catalogue and lists what is wrong, one line each:
// a key missing or extra, a list of another length, a function that takes other parameters or
// drops one the English uses, a {mark} or a number of the English missing, and Latin letters
// that are neither a kept term nor a name. Used by the catalogue tests of src/content and of
// src/submissions (the form labels).

/** Arguments no text contains by chance; a function's text must keep each one the English keeps. */
const SENTINELS = ['⟦1⟧', '⟦2⟧', '⟦3⟧', '⟦4⟧'];
/** Counts that choose between singular and plural forms in the five languages. */
const COUNTS = [0, 1, 2, 5, 21];

/** Units stay as the English writes them, right after a number. */
const UNITS = [
  'mPa·s',
  'mg KOH/g',
  'g/m²',
  '°C',
  'MPa',
  'GPa',
  'kg',
  'mm',
  'min',
  'rpm',
  'KB',
  'MB',
  'm',
  'h',
];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL = /\b(?:https?:\/\/|mailto:|tel:)\S+/g;
const PHONE = /\+\d[\d\s-]{6,}\d/g;
const NUMBER = /\d+(?:[.,:]\d+)*/g;
const MARK = /\{\w+\}/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface CheckOptions {
  /** Terms and names that may stay in Latin letters (case as written). */
  kept: readonly string[];
}

/** One regular expression for every kept phrase, longest first, bounded by non-letters. */
function keptPattern(kept: readonly string[]): RegExp {
  const phrases = [...new Set(kept)].filter(Boolean).sort((a, b) => b.length - a.length);
  const units = UNITS.map(escape).join('|');
  const body = phrases.map(escape).join('|');
  return new RegExp(
    `(?<![A-Za-z])(?:${body})(?![A-Za-z])|(?<=\\d\\s?)(?:${units})(?![A-Za-z])`,
    'g',
  );
}

/** Web and e-mail addresses, phone numbers and {marks} are not words of any language. */
function withoutContacts(text: string): string {
  return text.replace(URL, ' ').replace(EMAIL, ' ').replace(PHONE, ' ').replace(MARK, ' ');
}

function numbersOf(text: string): string[] {
  return withoutContacts(text).match(NUMBER) ?? [];
}

/** What of the English a translated text lacks, and what English it keeps that it should not. */
function textProblems(english: string, translated: string, where: string, keep: RegExp): string[] {
  const problems: string[] = [];
  const marks = (text: string) => [...new Set(text.match(MARK) ?? [])].sort().join(' ');
  if (marks(english) !== marks(translated)) {
    problems.push(`${where}: marks ${marks(translated) || 'none'}, the English ${marks(english)}`);
  }
  const left = numbersOf(translated);
  for (const number of numbersOf(english)) {
    const at = left.indexOf(number);
    if (at === -1) problems.push(`${where}: the number ${number} of the English is missing`);
    else left.splice(at, 1);
  }
  const latin = withoutContacts(translated)
    .replace(keep, ' ')
    .match(/[A-Za-z]+/g);
  if (latin) problems.push(`${where}: English left: ${[...new Set(latin)].join(', ')}`);
  return problems;
}

type TextFunction = (...args: unknown[]) => unknown;

function callProblems(
  english: TextFunction,
  translated: TextFunction,
  args: unknown[],
  where: string,
  keep: RegExp,
): string[] {
  let englishText: unknown;
  try {
    englishText = english(...args);
  } catch {
    return []; // The English does not take these arguments either.
  }
  // Arguments of the wrong kind (a word where the English counts) say nothing about the text.
  if (typeof englishText !== 'string' || /NaN|undefined/.test(englishText)) return [];
  const call = `${where}(${args.map(String).join(', ')})`;
  let text: unknown;
  try {
    text = translated(...args);
  } catch (error) {
    return [`${call}: throws ${String(error)}`];
  }
  if (typeof text !== 'string' || !text.trim()) return [`${call}: says nothing`];
  const dropped = args
    .filter((arg) => typeof arg === 'string' && englishText.includes(arg) && !text.includes(arg))
    .map(String);
  return [
    ...dropped.map((arg) => `${call}: drops the parameter the English shows (${arg})`),
    ...textProblems(englishText, text, call, keep),
  ];
}

function compare(
  english: unknown,
  translated: unknown,
  where: string,
  keep: RegExp,
  out: string[],
): void {
  if (typeof english === 'string') {
    if (typeof translated !== 'string' || !translated.trim()) out.push(`${where}: not translated`);
    else out.push(...textProblems(english, translated, where, keep));
  } else if (typeof english === 'function') {
    if (typeof translated !== 'function') {
      out.push(`${where}: should be a function`);
      return;
    }
    if (translated.length !== english.length) {
      out.push(`${where}: takes ${translated.length} parameters, the English ${english.length}`);
    }
    const run = (args: unknown[]) =>
      out.push(
        ...callProblems(english as TextFunction, translated as TextFunction, args, where, keep),
      );
    run(SENTINELS.slice(0, english.length));
    for (const count of COUNTS) run(Array.from({ length: english.length }, () => count));
  } else if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) {
      const length = Array.isArray(translated) ? translated.length : 'no list';
      out.push(`${where}: ${length} entries, the English ${english.length}`);
      return;
    }
    english.forEach((item, index) =>
      compare(item, translated[index], `${where}[${index}]`, keep, out),
    );
  } else if (english !== null && typeof english === 'object') {
    if (translated === null || typeof translated !== 'object' || Array.isArray(translated)) {
      out.push(`${where}: should be an object`);
      return;
    }
    const keys = Object.keys(english);
    const theirs = Object.keys(translated);
    for (const key of keys.filter((key) => !theirs.includes(key)))
      out.push(`${where}.${key}: missing`);
    for (const key of theirs.filter((key) => !keys.includes(key)))
      out.push(`${where}.${key}: extra`);
    for (const key of keys.filter((key) => theirs.includes(key))) {
      compare(
        (english as Record<string, unknown>)[key],
        (translated as Record<string, unknown>)[key],
        `${where}.${key}`,
        keep,
        out,
      );
    }
  } else if (english !== translated) {
    out.push(`${where}: ${String(translated)}, the English ${String(english)}`);
  }
}

/** Everything wrong with a translation of an English catalogue; empty when it is right. */
export function catalogueProblems(
  english: unknown,
  translated: unknown,
  where: string,
  options: CheckOptions,
): string[] {
  const out: string[] = [];
  compare(english, translated, where, keptPattern(options.kept), out);
  return out;
}

/** The English left in one translated text (for text that has no English catalogue beside it). */
export function latinLeftIn(text: string, options: CheckOptions): string[] {
  return (
    withoutContacts(text)
      .replace(keptPattern(options.kept), ' ')
      .match(/[A-Za-z]+/g) ?? []
  );
}
