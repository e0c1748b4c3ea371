import { useCallback, useEffect, useRef } from 'react';

/** setTimeout that is cancelled when the form unmounts (a closed modal, a removed widget). */
export function useLater() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);
  return useCallback((ms: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      task();
    }, ms);
    timers.current.add(timer);
  }, []);
}
