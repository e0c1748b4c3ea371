import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, true from a later task once that render has painted. The home
 * page mounts its sections below the fold in that second pass, so the first commit (and the
 * long task it makes on a slow phone) holds only what the visitor sees first. Nothing visible
 * moves: the later sections appear below the fold.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ready;
}
