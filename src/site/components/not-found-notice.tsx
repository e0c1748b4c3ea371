import { Link } from 'react-router';
import { PageBanner, type Crumb } from './page-banner';

export interface NotFoundNoticeProps {
  /** The page's heading: what was not found. */
  title: string;
  text: string;
  /** Where the visitor finds what exists instead. */
  backTo: string;
  backLabel: string;
  crumbs?: Crumb[];
}

/** What a details page shows for an id or slug that names nothing: a clear message and a way on. */
export function NotFoundNotice({ title, text, backTo, backLabel, crumbs }: NotFoundNoticeProps) {
  return (
    <>
      <PageBanner title={title} crumbs={crumbs} />
      <section className="section">
        <div className="container">
          <p>{text}</p>
          <Link className="btn btn--primary" to={backTo}>
            {backLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
