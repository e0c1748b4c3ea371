import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** What is kept of a form between visits: its text, the pending submission id, the file name. */
export interface Draft<V extends Record<string, string>> {
  values: V;
  /** Made once per submission and kept until it succeeds, so a retry is stored once. */
  id?: string | undefined;
  /** A chosen file cannot be restored after a reload; its name lets the form ask for it again. */
  fileName?: string | undefined;
}

const PREFIX = 'resin-draft:';

/** The storage key of a form's draft; the inquiry adds the application it is about. */
export const draftKey = (form: string, ...scope: string[]) =>
  PREFIX + [form, ...scope].map(encodeURIComponent).join(':');

// Storage can be missing or throw (private modes, sandboxed partner iframes, quota): the form
// then simply works without a draft.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read<V extends Record<string, string>>(key: string, empty: V): Draft<V> {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return { values: empty };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { values: empty };
    const record = parsed as Record<string, unknown>;
    const stored =
      typeof record.values === 'object' && record.values !== null
        ? (record.values as Record<string, unknown>)
        : {};
    // Only the form's own fields, and only text, whatever an older version or a host page left.
    const values = { ...empty };
    for (const name of Object.keys(empty) as (keyof V)[]) {
      const value = stored[name as string];
      if (typeof value === 'string') values[name] = value as V[keyof V];
    }
    return {
      values,
      id: typeof record.id === 'string' ? record.id : undefined,
      fileName: typeof record.fileName === 'string' ? record.fileName : undefined,
    };
  } catch {
    return { values: empty };
  }
}

function write(key: string, draft: Draft<Record<string, string>> | null) {
  try {
    const store = storage();
    if (!store) return;
    if (draft) store.setItem(key, JSON.stringify(draft));
    else store.removeItem(key);
  } catch {
    // Quota or privacy settings: the draft is a convenience, the form goes on without it.
  }
}

/**
 * A form's values kept in localStorage on every change, so nothing typed is lost to a failed
 * submission, a closed tab or a reload. Cleared after a successful submission. `empty` must be a
 * stable object (a module constant).
 */
export function useDraft<V extends Record<string, string>>(key: string, empty: V) {
  const [state, setState] = useState(() => ({ key, draft: read(key, empty) }));
  let current = state;
  if (state.key !== key) {
    // Another form identity (e.g. another application): load its own draft.
    current = { key, draft: read(key, empty) };
    setState(current);
  }
  // The latest draft for event handlers that run before React re-renders (a second click).
  const latest = useRef(current.draft);
  useLayoutEffect(() => {
    latest.current = current.draft;
  }, [current.draft]);

  const commit = useCallback(
    (next: Draft<V>) => {
      latest.current = next;
      setState({ key, draft: next });
      write(key, next);
    },
    [key],
  );

  const setValue = useCallback(
    (name: keyof V, value: string) =>
      commit({ ...latest.current, values: { ...latest.current.values, [name]: value } }),
    [commit],
  );

  const setFileName = useCallback(
    (fileName: string | undefined) => commit({ ...latest.current, fileName }),
    [commit],
  );

  /** The pending submission's id, made on first use and kept until clear(). */
  const ensureId = useCallback(
    (make: () => string) => {
      const existing = latest.current.id;
      if (existing) return existing;
      const id = make();
      commit({ ...latest.current, id });
      return id;
    },
    [commit],
  );

  /** Forgets the pending id (other content is stored under it): the next attempt gets a new one. */
  const dropId = useCallback(() => commit({ ...latest.current, id: undefined }), [commit]);

  /** Empties the form: values, file name and submission id. */
  const clear = useCallback(() => {
    const next = { values: empty };
    latest.current = next;
    setState({ key, draft: next });
    write(key, null);
  }, [key, empty]);

  return {
    values: current.draft.values,
    id: current.draft.id,
    fileName: current.draft.fileName,
    setValue,
    setFileName,
    ensureId,
    dropId,
    clear,
  };
}
