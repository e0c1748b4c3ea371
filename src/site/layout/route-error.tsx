import { useEffect } from 'react';
import { Link } from 'react-router';
import { COMPANY } from '../../content/company';
import { MESSAGES } from '../../content/messages';
import './route-error.css';

export type RouteErrorProps =
  /** An address no route matches: the status line, such as '404 Not Found'. */
  | { status: number; statusText: string; error?: undefined }
  /** A page that failed to load or render. */
  | { error: unknown; status?: undefined; statusText?: undefined };

function describe(props: RouteErrorProps): string {
  if (props.status !== undefined) return `${props.status} ${props.statusText}`;
  return props.error instanceof Error ? props.error.message : String(props.error);
}

/**
 * The router's error screen: 'Unexpected Application Error!' and the status text,
 * such as '404 Not Found' for an address no route matches.
 */
export function RouteError(props: RouteErrorProps) {
  const text = describe(props);
  const { error } = props;
  useEffect(() => {
    document.title = `${text} | ${COMPANY.name}`;
    if (error !== undefined) console.error(error);
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
