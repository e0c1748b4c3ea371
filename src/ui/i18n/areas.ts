// A language's words, area by area (the areas of src/content/i18n/registry.ts), loaded once each
// and on demand: an English page never loads a catalogue, nor the registry that lists them.
// Components read them with useArea() or useText(), which suspend until the area has arrived;
// whoever knows which areas a page needs starts them early with loadAreas(), so the page renders
// (and adopts the server's HTML) in one pass.
import { use } from 'react';
import type { AREAS, AreaName } from '../../content/i18n/registry';
import type { AreaTranslation } from '../../content/i18n/translation';
import { useLang, type Lang } from './language';

/** The English catalogues of an area, as its `en/<area>.ts` module exports them. */
export type EnglishArea<A extends AreaName> = Awaited<ReturnType<(typeof AREAS)[A]['en']>>;

/** An area's words in one language: the same exports and keys as its English. */
export type AreaText<A extends AreaName> = AreaTranslation<EnglishArea<A>>;

/**
 * A promise that says whether it has settled, in the fields React's use() reads: a render
 * gets a settled one's value at once, without suspending.
 */
type Tracked<T> = Promise<T> & { status: 'pending' | 'fulfilled'; value?: T };

const loads = new Map<string, Tracked<unknown>>();

/** Settled with undefined when the area failed to load: the English then stands in. */
const failed = new Set<string>();

// Never rejects: a failed load settles with undefined (see loadArea).
function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result = Object.assign(promise, { status: 'pending' as const }) as Tracked<T>;
  void promise.then((value) => {
    result.status = 'fulfilled';
    result.value = value;
  });
  return result;
}

const NOTHING = tracked(Promise.resolve(undefined));

/**
 * Starts (once) loading an area in a language; English, and a language that lacks the area,
 * give undefined. A failed load (the network dropped) also gives undefined, so the page shows
 * its English rather than breaking; loadAreas() tries it again.
 */
export function loadArea<A extends AreaName>(
  lang: Lang,
  area: A,
): Tracked<AreaText<A> | undefined> {
  if (lang === 'en') return NOTHING;
  const key = `${lang}/${area}`;
  const started = loads.get(key);
  if (started) return started as Tracked<AreaText<A> | undefined>;
  const promise = tracked(
    import('../../content/i18n/registry')
      .then(({ AREAS }) => {
        const load = AREAS[area].translations[lang] as (() => Promise<AreaText<A>>) | undefined;
        return load ? load() : undefined;
      })
      .catch(() => {
        failed.add(key);
        return undefined;
      }),
  );
  loads.set(key, promise);
  return promise;
}

/** Loads the areas a page needs in a language; an area that failed before is tried again. */
export async function loadAreas(lang: Lang, areas: readonly AreaName[]): Promise<void> {
  for (const area of areas) {
    const key = `${lang}/${area}`;
    if (failed.delete(key)) loads.delete(key);
  }
  await Promise.all(areas.map((area) => loadArea(lang, area)));
}

/**
 * The area's words in the language of the nearest LanguageProvider, or undefined in English
 * (the component then shows the English it imports). Suspends while the area loads.
 */
export function useArea<A extends AreaName>(area: A): AreaText<A> | undefined {
  const lang = useLang();
  if (lang === 'en') return undefined;
  // use() on every render, settled or not: React pairs a component's use() calls with the
  // promises of its previous attempt by their order, so a call skipped once the first area
  // has arrived would hand the next area the first one's words.
  return use<AreaText<A> | undefined>(loadArea(lang, area) as Promise<AreaText<A> | undefined>);
}

/**
 * The area's words in the current language, with its English (the `en/<area>.ts` module,
 * imported by the caller) wherever a language lacks them: for areas read whole, such as
 * site-text. Areas keyed by entry (menu, home, products...) are read with useArea instead, so
 * an English page never builds their keyed views.
 */
export function useText<A extends AreaName>(
  area: A,
  // Both: the English module, which is also a translation of itself (checked where it is given).
  english: EnglishArea<A> & AreaText<A>,
): AreaText<A> {
  return useArea(area) ?? english;
}
