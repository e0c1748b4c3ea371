import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** A stored submission the thank-you panel shows, and when it was stored (ms since epoch). */
export interface Thanks {
  id: string;
  at: number;
}

const PREFIX = 'resin-thanks:';

// sessionStorage: the panel outlives the site's reload after a success and goes with the tab.
// Where storage is missing or throws (private modes, sandboxed frames, quota), what this page
// wrote is kept in memory instead, so the panel still shows on this page.
const memory = new Map<string, string | null>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, raw: string | null) {
  let stored = false;
  try {
    const store = storage();
    if (store) {
      if (raw) store.setItem(key, raw);
      else store.removeItem(key);
      stored = true;
    }
  } catch {
    // Kept in memory below.
  }
  if (stored) memory.delete(key);
  else memory.set(key, raw);
  listeners.forEach((listener) => listener());
}

function parse(raw: string | null): Thanks | null {
  try {
    const saved = JSON.parse(raw ?? 'null') as { id?: unknown; at?: unknown } | null;
    return typeof saved?.id === 'string' ? { id: saved.id, at: Number(saved.at) || 0 } : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// Rendered on a server (or while hydrating) no panel shows: storage is read in the browser only.
const onServer = () => null;

/**
 * The thank-you panel of one form (`key`, e.g. its draft key): shown after a success with the
 * stored id, kept in sessionStorage across a reload, gone when the visitor starts a new message.
 */
export function useThanks(key: string) {
  const storageKey = PREFIX + key;
  // The raw string is the snapshot: equal text compares equal, so reading it never loops.
  const raw = useSyncExternalStore(subscribe, () => readRaw(storageKey), onServer);
  const thanks = useMemo(() => parse(raw), [raw]);
  const show = useCallback(
    (id: string) => write(storageKey, JSON.stringify({ id, at: Date.now() })),
    [storageKey],
  );
  const dismiss = useCallback(() => write(storageKey, null), [storageKey]);
  return { thanks, show, dismiss };
}

/** Closes a form's thank-you panel from outside the form, so the form shows again. */
export function dismissThanks(key: string) {
  write(PREFIX + key, null);
}
