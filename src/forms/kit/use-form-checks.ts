import { useCallback, useRef, useState } from 'react';

/**
 * A form's checks and sender (its submission schema, zod with it, and the submit client) load
 * the first time the visitor touches the form, not with the page: the form paints and takes
 * typing without them, and they are there by the time it is sent. `whenReady` runs a task with
 * them at once once loaded; a submit that comes first waits for them, and of several submits
 * made while they load only the last one runs.
 */
export function useFormChecks<M>(load: () => Promise<M>) {
  const [checks, setChecks] = useState<M | null>(null);
  const loaded = useRef<M | null>(null);
  const pending = useRef<Promise<M> | null>(null);
  const waiting = useRef<((checks: M) => void) | null>(null);

  /** Starts loading (once); the form calls it on the visitor's first focus or press. */
  const prepare = useCallback(() => {
    pending.current ??= load().then(
      (module) => {
        loaded.current = module;
        setChecks(() => module);
        return module;
      },
      (error: unknown) => {
        // A later touch or submit tries again (the network may be back).
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, [load]);

  const whenReady = useCallback(
    (task: (checks: M) => void, failed: (error: unknown) => void) => {
      if (loaded.current) {
        task(loaded.current);
        return;
      }
      const first = waiting.current === null;
      waiting.current = task;
      if (!first) return;
      prepare().then(
        (module) => {
          const latest = waiting.current;
          waiting.current = null;
          latest?.(module);
        },
        (error: unknown) => {
          waiting.current = null;
          failed(error);
        },
      );
    },
    [prepare],
  );

  return { checks, prepare, whenReady };
}
