import { useSyncExternalStore } from 'react';
import type { Notice, Notifier } from './toast-types';

/*
 * The toast library loads on demand: nothing is shown before a form has something to say, so a
 * page with a form does not download it with the page. The first notice loads it, the hosts
 * then render, and every notice is handed over in the order it was given.
 */
let runtime: Promise<typeof import('./toast-runtime')> | null = null;
let arrived = false;
const listeners = new Set<() => void>();

/**
 * Loads the toast library now, ahead of a first notice: a form does it when the visitor first
 * touches it, so its toasts show the moment they are given.
 */
export function loadToasts() {
  runtime ??= import('./toast-runtime').then((module) => {
    // Set where the load resolves: the hosts may render now.
    arrived = true;
    listeners.forEach((listener) => listener());
    return module;
  });
  return runtime;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the toast library is on the page: before that there is no toast to show. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => arrived,
    () => false,
  );
}

/** A Notifier for one toaster whose calls wait for the toast library. */
export function lazyNotifier(toasterId: string): Notifier {
  const pass =
    (kind: Exclude<keyof Notifier, 'clear'>) =>
    (notice: Notice): void => {
      loadToasts().then(
        ({ createNotifier }) => createNotifier(toasterId)[kind](notice),
        (error: unknown) => console.error('Could not show a notice:', notice.message, error),
      );
    };
  return {
    success: pass('success'),
    error: pass('error'),
    invalid: pass('invalid'),
    // Nothing to take away before the library is here; in order with the notices once it is.
    clear: () => void runtime?.then(({ createNotifier }) => createNotifier(toasterId).clear()),
  };
}
