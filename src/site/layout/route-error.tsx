import { useEffect } from 'react';
import { Link } from 'react-router';
import { COMPANY } from '../../content/company';
import { PageBanner } from '../components/page-banner';
import { useMessages, useSiteText } from '../i18n/site-words';
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
 * The router's error screen: 'Unexpected Application Error!' and the status text, such as
 * '404 Not Found' for an address no route matches, in the site's page frame, with a few words
 * a visitor understands and the ways on: home and the products.
 */
export function RouteError(props: RouteErrorProps) {
  const { siteText } = useSiteText();
  const { messages } = useMessages();
  const text = describe(props);
  const { error } = props;
  useEffect(() => {
    document.title = `${text} | ${COMPANY.name}`;
    if (error !== undefined) console.error(error);
  }, [error, text]);
  return (
    <div className="route-error">
      <PageBanner title={messages.routeErrorTitle} />
      <section className="section" aria-label={text}>
        <div className="container route-error__body">
          <p className="route-error__status">{text}</p>
          <p className="route-error__text">
            {error === undefined ? siteText.notFoundText : siteText.pageFailedText}
          </p>
          <ul className="route-error__links">
            <li>
              <Link to="/" className="btn btn--primary">
                {siteText.goHome}
              </Link>
            </li>
            <li>
              <Link to="/products" className="btn btn--outline">
                {siteText.seeProducts}
              </Link>
            </li>
          </ul>
        </div>
      </section>
    </div>
  );
}
