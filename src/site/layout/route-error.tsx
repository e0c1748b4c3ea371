import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { COMPANY } from '../../content/company';
import { MESSAGES } from '../../content/messages';
import './route-error.css';

function statusText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The router's error screen (SPEC 2, 8): 'Unexpected Application Error!' and the status text,
 * such as '404 Not Found' for an address no route matches.
 */
export function RouteError() {
  const error = useRouteError();
  const text = statusText(error);
  useEffect(() => {
    document.title = `${text} | ${COMPANY.name}`;
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error, text]);
  return (
    <section className="route-error container" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{MESSAGES.routeErrorTitle}</h1>
      <p className="route-error__status">{text}</p>
      <Link to="/" className="btn btn--primary">
        Home
      </Link>
    </section>
  );
}
