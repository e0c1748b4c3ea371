// A form's messages travel as English: the checks share their schema with the gateway, the
// gateway answers in English, and events and logs stay language-neutral. They are put into the
// visitor's language only where they are shown, by their English text (as gettext keys a
// message by its source text), through the catalogues that translate them key for key.

/** Translates a message the forms made in English; one it does not know stays as it came. */
export type Say = (english: string) => string;

type TextFunction = (...args: never[]) => string;

interface Template {
  pattern: RegExp;
  /** Which parameter each captured run of the message is. */
  captures: number[];
  /** Parameters the pattern fixes (the count 1 of a singular form). */
  fixed: ReadonlyMap<number, unknown>;
  arity: number;
  translated: TextFunction;
}

// Private-use characters stand in for parameters when an English function is called to see
// its shape; no message contains them.
const mark = (index: number) => `\u{E000}${index}\u{E001}`;
const MARKS = /\u{E000}(\d+)\u{E001}/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function template(
  english: TextFunction,
  translated: TextFunction,
  args: unknown[],
  fixed: ReadonlyMap<number, unknown>,
): Template {
  const shape = english(...(args as never[]));
  const pieces = shape.split(new RegExp(MARKS.source, 'gu'));
  const captures: number[] = [];
  const source = pieces
    .map((piece, index) => {
      if (index % 2 === 0) return escape(piece);
      captures.push(Number(piece));
      return '(.*?)';
    })
    .join('');
  return {
    pattern: new RegExp(`^${source}$`, 'su'),
    captures,
    fixed,
    arity: english.length,
    translated,
  };
}

/**
 * The shapes an English message function writes: one with every parameter free, and one more
 * for each parameter whose count 1 changes the words ('1 second' against '5 seconds').
 */
function templates(english: TextFunction, translated: TextFunction): Template[] {
  const marks = Array.from({ length: english.length }, (_, index) => mark(index));
  const general = template(english, translated, marks, new Map());
  const singular = marks.flatMap((_, index) => {
    const args: unknown[] = [...marks];
    args[index] = 1;
    const asGeneral = english(...(marks as never[])).replace(mark(index), '1');
    return english(...(args as never[])) === asGeneral
      ? []
      : [template(english, translated, args, new Map([[index, 1]]))];
  });
  return [...singular, general];
}

interface Dictionary {
  plain: Map<string, string>;
  templates: Template[];
}

/** Walks an English catalogue and its translation side by side, key for key. */
function collect(english: unknown, translated: unknown, into: Dictionary) {
  if (typeof english === 'string') {
    if (typeof translated === 'string' && !into.plain.has(english)) {
      into.plain.set(english, translated);
    }
  } else if (typeof english === 'function') {
    if (typeof translated === 'function') {
      into.templates.push(...templates(english as TextFunction, translated as TextFunction));
    }
  } else if (
    english &&
    typeof english === 'object' &&
    translated &&
    typeof translated === 'object'
  ) {
    for (const [key, value] of Object.entries(english)) {
      collect(value, (translated as Record<string, unknown>)[key], into);
    }
  }
}

/**
 * A translator for the messages of these catalogues: each pair is an English catalogue and the
 * same catalogue in the language (absent where the language lacks it). A message made by a
 * function ('Name must be at most 100 characters.') is recognised by the function's shape; its
 * parameters are translated in turn where they are known words (the field's label) and read as
 * numbers where they are figures, and the language's own function writes it.
 */
export function messageTranslator(pairs: readonly (readonly [unknown, unknown])[]): Say {
  const dictionary: Dictionary = { plain: new Map(), templates: [] };
  for (const [english, translated] of pairs) collect(english, translated, dictionary);
  const argument = (text: string) =>
    dictionary.plain.get(text) ?? (/^\d+$/.test(text) ? Number(text) : text);
  return (english) => {
    const known = dictionary.plain.get(english);
    if (known !== undefined) return known;
    for (const { pattern, captures, fixed, arity, translated } of dictionary.templates) {
      const found = pattern.exec(english);
      if (!found) continue;
      const args: unknown[] = Array.from({ length: arity }, (_, index) => fixed.get(index));
      captures.forEach((parameter, index) => {
        args[parameter] = argument(found[index + 1] ?? '');
      });
      return translated(...(args as never[]));
    }
    return english;
  };
}
