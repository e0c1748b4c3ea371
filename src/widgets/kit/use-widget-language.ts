import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';
import type { Lang } from '../../ui/i18n/language';
import { languageKey, watchLanguage } from './widget-language';

/**
 * The language a widget is shown in, and the region its page names with it. It follows the
 * language the page asks for (widgetLanguage) as a deferred value: after a change, the widget
 * keeps its words, typing and focus in the old language while the new one's words load, then
 * re-renders in place in the new one. The first time, it shows once its words are there. Each
 * part loads the words it shows (a form all of its own at once) as it first renders.
 */
export function useWidgetLanguage(host: Element) {
  const subscribe = useCallback((notify: () => void) => watchLanguage(host, notify), [host]);
  const wanted = useSyncExternalStore(subscribe, () => languageKey(host));
  const shown = useDeferredValue(wanted);
  const [lang, region] = shown.split('-') as [Lang, string | undefined];
  return { lang, region };
}
