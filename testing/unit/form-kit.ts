/** A promise the test settles by hand, to look at a form while its submission is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The document ids the gateway accepts: `<type>.<uuid>`. */
export const ID_PATTERN = (type: string) =>
  new RegExp(`^${type}\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`);

/**
 * Lets settled promises and due timers run under fake timers, inside act(); also the code a
 * form or the toasts load on demand (their checks, the toast library), once asked for.
 */
export async function flush() {
  const { act } = await import('@testing-library/react');
  const { vi } = await import('vitest');
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

/**
 * Fake timers that Testing Library also drives: it drains its queue with a setTimeout it only
 * advances when it sees a `jest` global, so give it one that moves Vitest's clock.
 */
export async function useFakeClock() {
  const { vi } = await import('vitest');
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/**
 * What every submission of a form on the site sends besides its fields, until the visitor
 * ticks a choice: the page and channel, the notice shown (every optional choice false) and
 * the hidden field, empty. No spam signals: tests run where no Web Worker can.
 */
export async function siteEnvelope(
  kind: import('../../src/content/privacy-notice').NoticeKind,
  choices: Record<string, boolean> = {},
) {
  const { NOTICE_VERSION, OPTIONAL_CONSENTS } = await import('../../src/content/privacy-notice');
  return {
    source: { page: location.href, channel: 'site' },
    consent: {
      version: NOTICE_VERSION,
      language: 'en',
      choices: {
        ...Object.fromEntries(OPTIONAL_CONSENTS[kind].map(({ key }) => [key, false])),
        ...choices,
      },
    },
    website: '',
  };
}
