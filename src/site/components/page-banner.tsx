import { Link } from 'react-router';
import { useShellText } from '../i18n/site-words';
import './page-banner.css';

export interface Crumb {
  label: string;
  /** Route of the crumb; the last crumb (the page itself) has none. */
  to?: string;
}

export interface PageBannerProps {
  /** The page's heading, rendered as its only h1. */
  title: string;
  /** Crumbs between Home and this page, e.g. [{ label: 'Group Companies', to: '/group-companies' }]. */
  crumbs?: Crumb[];
}

/** The heading band at the top of every inner page: the h1 and a breadcrumb back to Home. */
export function PageBanner({ title, crumbs = [] }: PageBannerProps) {
  const { breadcrumb } = useShellText();
  return (
    <header className="page-banner">
      <div className="page-banner__inner container">
        <h1 className="page-banner__title">{title}</h1>
        <nav aria-label={breadcrumb.label} className="page-banner__crumbs">
          <ol>
            <li>
              <Link to="/">{breadcrumb.home}</Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.label}>
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </header>
  );
}
