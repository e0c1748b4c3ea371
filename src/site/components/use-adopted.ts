import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * Whether the app runs the page: false on the server and while React adopts the server's HTML
 * (so both render alike), true right after. Controls that do nothing without the app render
 * disabled until then, which is also what a visitor without JavaScript gets.
 */
export function useAdopted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
