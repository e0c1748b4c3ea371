import { useCallback, useState } from 'react';

/**
 * A module downloaded only when asked for, for code the first paint does not need (a dialog
 * behind a click). `load` starts the download; call it on the click, and on hover or focus
 * before it so the code is usually there by the click (the browser fetches a module once). The
 * module is null until it has arrived; a failed download (a dropped connection) leaves things
 * as they are, and the next `load` tries again.
 */
export function useOnDemand<T>(importer: () => Promise<T>): [T | null, () => void] {
  const [module, setModule] = useState<T | null>(null);
  const load = useCallback(() => {
    importer().then(
      (arrived) => setModule(() => arrived),
      () => undefined,
    );
  }, [importer]);
  return [module, load];
}
