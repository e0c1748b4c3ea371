import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/**
 * The address the server answered with its error page (status 404): one a route's pattern
 * matches but no page has, such as an application that does not exist. The app shows the same
 * error there, in the same frame, as the server did, until the visitor goes elsewhere.
 */
export const NotFoundAt = createContext<string | undefined>(undefined);

/** Whether the address shown is one the server answered with its error page. */
export function useNotFoundHere(): boolean {
  const { pathname } = useLocation();
  return useContext(NotFoundAt) === pathname;
}
