import { Link } from 'react-router';
import { MESSAGES } from '../../../content/messages';
import { SITE_TEXT } from '../../../content/site-text';
import './error-page.css';

/** The /error page: 'Oops! Page Not Found.' and a way back home. */
export default function ErrorPage() {
  return (
    <section className="error-page container">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{MESSAGES.errorPageTitle}</h1>
      <p>{SITE_TEXT.errorPageText}</p>
      <Link to="/" className="btn btn--primary">
        {MESSAGES.backHome}
      </Link>
    </section>
  );
}
