/**
 * Waits until `check` passes, for what a test cannot await itself (a form's checks loading on
 * first use, a retry, a mail sent in the background): it passes once it neither throws nor
 * returns false, so an assertion or a predicate will do, and is tried again every `interval`
 * ms until `timeout` (10 s: a busy machine is slow to load and draw). In a DOM it is Testing
 * Library's waitFor (every 50 ms unless told), which wraps React's updates in act() and drives
 * the fake clock (useFakeClock); in a Node environment a loop on the real clock (every 10 ms).
 */
export async function until(
  check: () => unknown,
  { timeout = 10_000, interval }: { timeout?: number; interval?: number } = {},
): Promise<void> {
  const passes = () => {
    const result = check();
    if (result instanceof Promise) {
      return result.then((value: unknown) => {
        if (value === false) throw new Error(`still false after ${timeout} ms`);
      });
    }
    if (result === false) throw new Error(`still false after ${timeout} ms`);
    return undefined;
  };
  if (typeof document !== 'undefined') {
    const { waitFor } = await import('@testing-library/react');
    await waitFor(passes, { timeout, ...(interval ? { interval } : {}) });
    return;
  }
  const end = Date.now() + timeout;
  for (;;) {
    try {
      await passes();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
    }
    await new Promise((next) => setTimeout(next, interval ?? 10));
  }
}
