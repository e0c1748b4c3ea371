// The shape of a translation: the English catalogue key for key, with every literal string
// widened to string and every function keeping its parameters. A missing or extra key, or a
// function that takes other parameters, is a type error in the translation's file.

/** A function that says something in words: its parameters stay, its result is text. */
type TextFunction = (...args: never[]) => string;

export type Translation<T> = T extends string
  ? string
  : T extends TextFunction
    ? (...args: Parameters<T>) => string
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/** The translation of an area: each of its English catalogues, under the same export names. */
export type AreaTranslation<English> = { readonly [K in keyof English]: Translation<English[K]> };
