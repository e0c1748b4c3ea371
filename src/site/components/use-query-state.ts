import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A page's state kept in its address's query, so that a reload, a bookmark or a shared link
 * shows the same. It starts from the query the router gives: none while the app adopts the
 * server's page (the server never sees a query, so both render alike), the address's own right
 * after. A change shows at once and replaces the query of the current history entry. The
 * router's locations that follow from those writes are not read back, as they arrive a moment
 * later and would undo typing that has moved on; any other location (back and forward, a link,
 * the query arriving after adoption) is. `read` and `write` must be the same functions on every
 * render (module functions); `write` gives the query without its '?', '' for none.
 */
export function useQueryState<T>(
  read: (query: URLSearchParams) => T,
  write: (value: T) => string,
): [T, (next: T) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [value, setValue] = useState(() => read(new URLSearchParams(search)));
  const written = useRef<string[]>([]);

  useEffect(() => {
    const own = written.current.indexOf(search);
    if (own >= 0) {
      written.current.splice(0, own + 1);
      return;
    }
    const next = read(new URLSearchParams(search));
    setValue((shown) => (write(shown) === write(next) ? shown : next));
  }, [search, read, write]);

  const change = useCallback(
    (next: T) => {
      setValue(next);
      const query = write(next);
      const target = query ? `?${query}` : '';
      written.current.push(target);
      void navigate({ search: target }, { replace: true });
    },
    [navigate, write],
  );
  return [value, change];
}
