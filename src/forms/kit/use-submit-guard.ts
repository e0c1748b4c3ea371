import { useCallback, useRef, useState } from 'react';

/** idle -> submitting -> idle (failure) or done (success, until the form is reset or reloaded). */
export type SubmitPhase = 'idle' | 'submitting' | 'done';

/**
 * One submission at a time. The ref answers at once, before React re-renders, so a double
 * click or Enter pressed twice starts one submission, not two.
 */
export function useSubmitGuard() {
  const phaseRef = useRef<SubmitPhase>('idle');
  const [phase, setPhase] = useState<SubmitPhase>('idle');

  const move = useCallback((next: SubmitPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  /** Runs `task` unless a submission is under way or done; `task` resolves to its success. */
  const run = useCallback(
    async (task: () => Promise<boolean>) => {
      if (phaseRef.current !== 'idle') return;
      move('submitting');
      let ok = false;
      try {
        ok = await task();
      } finally {
        move(ok ? 'done' : 'idle');
      }
    },
    [move],
  );

  /** Back to idle after a success, when the form has been cleared for another message. */
  const release = useCallback(() => move('idle'), [move]);

  return { phase, run, release, isIdle: () => phaseRef.current === 'idle' };
}
